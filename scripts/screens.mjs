// `npm run screens`: screenshots of every screen (trader app at 360 x 740 as a visitor, a demo and a real user;
// back office at 1280 x 800 and 768 x 1024) in en, de and ar, into screens/ (or $SCREENS_DIR), with the
// findings of the screen sweep printed one per line. Findings never fail this command; the e2e test
// tests/e2e/screen-sweep*.e2e.test.ts fails on them.
//   npm run screens                       everything
//   npm run screens -- --lang en --app    English only, trader app only (--admin: back office only)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const langs = argv.flatMap((a, i) => (a === '--lang' && argv[i + 1] ? argv[i + 1].split(',') : []));
const parts = ['app', 'admin'].filter((p) => argv.includes(`--${p}`));

execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
await build({
  entryPoints: [join(root, 'tests/e2e/sweep/screens-main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: join(root, 'dist/screens/screens-main.mjs'),
  logLevel: 'warning',
});
const { runScreens } = await import(join(root, 'dist/screens/screens-main.mjs'));
await runScreens({
  appDir: join(root, 'dist/app'),
  outDir: join(root, 'screens'),
  langs: langs.length ? langs : undefined,
  parts: parts.length ? parts : undefined,
});
