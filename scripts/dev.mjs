// `npm run dev`: the compiled server on :8080 (rebuilt when stale) and Vite's dev server with hot reload,
// which proxies /api and /v1 (socket included) to it. Ctrl-C stops both.
import { spawn, execFileSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
// API_DOCS=1: the OpenAPI document of every route at http://localhost:8080/docs (server/http/api-document.ts).
const server = spawn('node', ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { API_DOCS: '1', ...process.env },
});
const vite = spawn(`${root}node_modules/.bin/vite`, ['--host'], { cwd: root, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', () => vite.kill('SIGTERM'));
vite.on('exit', () => server.kill('SIGTERM'));
