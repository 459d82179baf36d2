import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository's root: the nearest folder above this module with a package.json. The bench runs bundled from
 * dist/bench/, and the crash run also from source under vitest, so a fixed number of `..` fits only one of them.
 */
export const root = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();
