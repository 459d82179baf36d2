// `npm run bench [-- <section>…]`: builds what is stale, bundles the typed bench (bench/) into dist/bench, and runs
// it with the arguments. The sections and what they measure: bench/main.ts and docs/performance.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
// main runs the sections; the harness, the socket load and the trigger bench run as processes of their own.
await build({
  entryPoints: ['main', 'server-harness', 'socket-load', 'trigger-bench'].map((f) => join(root, `bench/${f}.ts`)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outdir: join(root, 'dist/bench'),
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [join(root, 'dist/bench/main.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
