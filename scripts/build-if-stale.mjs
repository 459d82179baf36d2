// Builds the app (vite) and the server (esbuild) when their sources are newer than the last build,
// so `npm start` on a fresh clone builds everything and a second start is instant. --force rebuilds.
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serverBuildArgs } from './server-build-args.mjs';

const root = new URL('..', import.meta.url).pathname;
const force = process.argv.includes('--force');

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
    else max = Math.max(max, st.mtimeMs);
  };
  for (const p of paths) walk(join(root, p));
  return max;
}

function stale(stamp, inputs) {
  const file = join(root, stamp);
  return force || !existsSync(file) || statSync(file).mtimeMs < newest(inputs);
}

function stampNow(stamp) {
  writeFileSync(join(root, stamp), new Date().toISOString());
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Writes .br and .gz beside every text asset, so the server sends compressed files without compressing per request. */
function precompress(dir) {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) {
      precompress(p);
      continue;
    }
    if (!/\.(js|css|html|svg|json)$/.test(e)) continue;
    const raw = readFileSync(p);
    if (raw.length < 1024) continue;
    writeFileSync(`${p}.gz`, gzipSync(raw, { level: 9 }));
    writeFileSync(`${p}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/**
 * dist/app/sw.js from workers/service-worker.ts: the app shell to precache is index.html plus every file
 * its entry loads statically (from vite's manifest), and the version is a hash of that shell and the
 * worker itself, so each build that changes either clears the previous cache.
 */
function buildServiceWorker(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imp of chunk.imports ?? []) walk(imp);
  };
  walk('index.html');
  const precache = ['/index.html', '/favicon.svg', ...[...files].sort()];
  for (const icon of ['icon-192.png', 'icon-512.png'])
    if (existsSync(join(dir, 'icons', icon))) precache.push(`/icons/${icon}`);
  const source =
    readFileSync(join(root, 'workers/service-worker.ts'), 'utf8') +
    readFileSync(join(root, 'workers/sw-push.ts'), 'utf8');
  const version = createHash('sha256')
    .update(readFileSync(join(dir, 'index.html')))
    .update(source)
    .update(precache.join())
    .digest('hex')
    .slice(0, 12);
  execFileSync(
    bin('esbuild'),
    [
      'workers/service-worker.ts',
      '--bundle',
      '--format=iife',
      '--target=es2020',
      '--minify',
      `--outfile=${join(dir, 'sw.js')}`,
      `--define:__SW_VERSION__=${JSON.stringify(version)}`,
      `--define:__PRECACHE__=${JSON.stringify(precache)}`,
      '--log-level=warning',
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

const appInputs = ['core', 'src', 'workers', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
/**
 * The same app on two frameworks: preact (react aliased to preact/compat, what ships) into dist/app, and real
 * React 19 into dist/app-react (vite.react.config.ts, for the side-by-side comparison). `--ui=preact,react`
 * picks them, else the UI variable (`UI=react npm start` serves the React build), else preact.
 */
const APPS = {
  preact: { dir: 'dist/app', config: 'vite.config.ts', inputs: appInputs },
  react: { dir: 'dist/app-react', config: 'vite.react.config.ts', inputs: [...appInputs, 'vite.react.config.ts'] },
};
const uis = (process.argv.find((a) => a.startsWith('--ui='))?.slice(5) || process.env.UI || 'preact').split(',');
for (const ui of uis) {
  const app = APPS[ui];
  if (!app) throw new Error(`unknown UI "${ui}": preact or react`);
  if (!stale(`${app.dir}/.built`, app.inputs)) continue;
  console.log(`building the app (vite, ${ui})…`);
  // Always a production build: tests that build when stale run under vitest's NODE_ENV=test, which gave a
  // development framework (4 kB more on `/`) and import.meta.env.PROD false (no service worker).
  // (VITE_CONFIG_NATIVE_IGNORE_WARNING: vite.react.config.ts imports './vite.config' without an extension, which
  // tsc requires and vite's future native config loader would not accept; today's bundling loader does.)
  execFileSync(bin('vite'), ['build', '--config', app.config, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  buildServiceWorker(join(root, app.dir));
  precompress(join(root, app.dir));
  stampNow(`${app.dir}/.built`);
}

const serverInputs = ['server', 'core', 'package-lock.json'];
if (stale('dist/server/.built', serverInputs)) {
  console.log('building the server (esbuild)…');
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  execFileSync(bin('esbuild'), serverBuildArgs('dist/server/main.js', { sourcemap: true }), {
    cwd: root,
    stdio: 'inherit',
  });
  stampNow('dist/server/.built');
}
