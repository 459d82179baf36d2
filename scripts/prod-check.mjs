// `npm run test:prod`: the production recipe of docs/operations.md (Production), done in a temporary copy of this
// commit: build, prune the dev dependencies, start `node dist/server/main.js` with NODE_ENV=production, and check `/`,
// `/trade`, the page's script, two API calls and a clean exit. Fails (exit 1) on the first thing that does not hold.
// The copy's node_modules starts as this checkout's (`npm ci` done), so nothing is downloaded or compiled again.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'lotline-prod-'));
const step = (what) => console.log(`prod-check: ${what}`);
const fail = (what) => {
  console.error(`prod-check FAILED: ${what}`);
  process.exitCode = 1;
};
const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: dir, stdio: 'inherit', ...opts });

let child = null;
try {
  step(`a copy of HEAD in ${dir}`);
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C '${dir}'`], { cwd: root, stdio: 'inherit' });
  // realpath: a worktree's node_modules may be a link to another checkout's.
  cpSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  step('npm run build');
  sh('npm', ['run', 'build']);
  step('npm prune --omit=dev');
  sh('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund']);
  for (const dev of ['vite', 'vitest', 'typescript', 'esbuild', 'eslint'])
    if (existsSync(join(dir, 'node_modules', dev))) throw new Error(`${dev} (a dev dependency) is still installed`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  step(`NODE_ENV=production node dist/server/main.js on ${url}`);
  child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      HISTORY_CANDLES: '30',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const path of ['/', '/trade']) {
    const res = await fetch(url + path);
    const html = await res.text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    if (res.status !== 200 || !script) throw new Error(`${path}: HTTP ${res.status}, script ${script}`);
    const js = await fetch(new URL(script, url));
    if (js.status !== 200) throw new Error(`${path}: its script ${script} answered ${js.status}`);
    step(`${path}: 200, its script ${script} 200`);
  }
  const info = await (await fetch(`${url}/api/basicSet/getBasicInfo`)).json();
  if (info.code !== 1) throw new Error(`getBasicInfo: ${JSON.stringify(info)}`);
  const pairs = await (await fetch(`${url}/v1/api/forex/trade_list`)).json();
  if (pairs.code !== 1 || !Array.isArray(pairs.data) || pairs.data.length === 0)
    throw new Error(`trade_list: ${JSON.stringify(pairs).slice(0, 200)}`);
  step(`API: getBasicInfo code 1, trade_list ${pairs.data.length} pairs`);
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`exit on SIGTERM: ${code}`);
  child = null;
  step('SIGTERM: exit 0. The production start holds.');
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
