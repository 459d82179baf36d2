import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository root (where package.json is), found the same way from server/ sources and dist/server. */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
export const LOCALES_DIR = join(PROJECT_ROOT, 'locales');

/** Uploaded images live under the data folder, outside the app's code and the built app. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
