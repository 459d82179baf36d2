// `npm run operator -- <command>`: the operator's review commands (server/admin/operator-cli.ts) against
// DATA_DIR, bundled on the fly with esbuild like the server build, so no TypeScript runner is needed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist', 'operator', 'operator-cli.js');
mkdirSync(join(root, 'dist', 'operator'), { recursive: true });
await build({
  entryPoints: [join(root, 'server/admin/operator-cli.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: out,
  logLevel: 'warning',
});
const { runOperatorCommand } = await import(pathToFileURL(out).href);
process.exitCode = await runOperatorCommand(process.argv.slice(2));
