// Makes sure a Redis answers for the cluster tests, and prints its URL.
//   node scripts/redis-up.mjs                 prints TEST_REDIS_URL (default redis://127.0.0.1:6379)
//   node scripts/redis-up.mjs -- cmd args…    then runs cmd with TEST_REDIS_URL set (npm run test:cluster)
// When nothing answers there, it installs Debian's redis-server with apt-get if it is missing (needs root) and
// starts `redis-server --port <free> --save ''` (no persistence: a throwaway test server), stopped when cmd ends.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { Redis } from 'ioredis';

const DEFAULT_URL = 'redis://127.0.0.1:6379';

async function answers(url) {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

function redisServer() {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(p)) return p;
  if (process.getuid?.() !== 0)
    throw new Error(
      "no Redis answers and redis-server is not installed: install Debian's redis-server (or run as root) or set TEST_REDIS_URL",
    );
  console.error("installing Debian's redis-server for the cluster tests");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/bin/redis-server';
}

let url = process.env.TEST_REDIS_URL || DEFAULT_URL;
let server = null;
if (!(await answers(url))) {
  const port = await freePort();
  server = spawn(redisServer(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  console.error(`started a temporary Redis on port ${port}`);
}

const sep = process.argv.indexOf('--');
const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
if (!command.length) {
  console.log(url);
  server?.unref();
} else {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_REDIS_URL: url } });
  child.on('exit', (code, signal) => {
    server?.kill();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
