// `npm test`: builds what is stale (both UIs: the browser tests load dist/), then runs the type check and the
// unit, server and browser tests side by side: the type check is 30 s of one core that the tests, mostly waiting
// on browsers and sockets, leave free. Extra arguments go to vitest (`npm test -- tests/e2e/pwa.e2e.test.ts`).
// Fails when either fails; the type check's output is printed when it ends.
import { spawn, execFileSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
execFileSync('node', ['scripts/build-if-stale.mjs', '--ui=preact,react'], { cwd: root, stdio: 'inherit' });

const typecheck = new Promise((resolve) => {
  const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.on('close', (code) => {
    console.log(code === 0 ? '\ntype check: passed' : `\ntype check: FAILED\n${out}`);
    resolve(code ?? 1);
  });
});
const tests = new Promise((resolve) => {
  const args = ['run', '--project', 'unit', '--project', 'server', '--project', 'e2e', ...process.argv.slice(2)];
  // VITE_CONFIG_NATIVE_IGNORE_WARNING: vitest.config.ts imports './vite.config' without an extension (see
  // build-if-stale.mjs); vite's warning about it, once per project, buried the test output.
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  const child = spawn(`${root}node_modules/.bin/vitest`, args, { cwd: root, stdio: 'inherit', env });
  child.on('close', (code) => resolve(code ?? 1));
});
const [t, v] = await Promise.all([typecheck, tests]);
process.exit(t || v);
