// PostgreSQL and Redis servers on this machine for the tests and the bench: whether one answers at a URL, where
// Debian put their binaries (installing them with apt-get when asked and root), and a throwaway one started on a free
// port. scripts/pg-up.mjs and redis-up.mjs start the shared ones of `npm run test:pg` / `test:cluster`,
// tests/cluster/own-servers.ts a test file's own (to kill, restart, pause), bench/ checks Redis with it.
// Types: local-servers.d.mts beside this file (the tests and the bench are TypeScript).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort } from './free-port.mjs';

/** The Redis the cluster tests and the bench use: TEST_REDIS_URL (scripts/redis-up.mjs sets it), else the default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const isRoot = process.getuid?.() === 0;

/** Whether a Redis at `url` answers PING within `timeoutMs`. */
export async function redisAnswers(url, timeoutMs = 2000) {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
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

/** Whether a PostgreSQL at `url` takes a connection and a query within `timeoutMs`. */
export async function postgresAnswers(url, timeoutMs = 3000) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** Deletes every key under `prefix` (a run's counters and socket slots; they would expire anyway). */
export async function dropRedisKeys(url, prefix) {
  const r = new Redis(url);
  try {
    const keys = [];
    for await (const batch of r.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...batch);
    if (keys.length) await r.del(...keys);
  } finally {
    r.disconnect();
  }
}

/**
 * What `find` finds (a path), else, with `install` and root, Debian's `pkg` installed with apt-get and found again;
 * else this throws, saying how to get it.
 */
function foundOrInstalled(find, pkg, why, install) {
  const found = find();
  if (found) return found;
  if (install && isRoot) {
    console.error(`installing Debian's ${pkg} ${why}`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(
    `${pkg} is not installed: install Debian's ${pkg} (.ci/run does)${install ? ', run this as root to have it installed,' : ''} or point the tests at a running server`,
  );
}

const findRedisServer = () => ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

/** redis-server's path; with `install` (and root) apt-get installs it when it is missing, else that throws. */
export const redisServerPath = ({ install = false } = {}) =>
  foundOrInstalled(findRedisServer, 'redis-server', 'for the cluster tests', install);

/**
 * Starts an empty Redis on 127.0.0.1:`port` (no persistence: a throwaway test server) and resolves once it answers,
 * within 10 s (else it is killed and this throws). The caller stops the child.
 */
export async function startRedis(bin, port) {
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  while (!(await redisAnswers(url, 1000))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not answer within 10 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
}

/** The newest installed PostgreSQL's bin folder (Debian puts them in /usr/lib/postgresql/<major>/bin), or ''. */
function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return '';
  const majors = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(base, majors[0], 'bin') : '';
}

/** PostgreSQL's bin folder; with `install` (and root) apt-get installs postgresql when none is, else that throws. */
export const postgresBinDir = ({ install = false } = {}) =>
  foundOrInstalled(findPostgresBin, 'postgresql', 'for the PostgreSQL tests', install);

/**
 * Runs PostgreSQL's tools of `bin`, as the postgres user when we are root (PostgreSQL refuses root): `run` waits
 * (its stderr shown), `runAsync` does not block the event loop (for servers under test in this very process).
 */
export function postgresTools(bin) {
  const command = (tool, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  return {
    run: (tool, args) => execFileSync(...command(tool, args), { stdio: ['ignore', 'ignore', 'inherit'] }),
    runAsync: (tool, args) => promisify(execFile)(...command(tool, args)),
  };
}

/**
 * initdb's a temporary folder (named `tempPrefix`…) and starts a PostgreSQL on a free port of 127.0.0.1 with its
 * socket in that folder, fsync off (a throwaway test server). Returns its `postgres` database's URL, the folder,
 * the data folder and the tools to stop or restart it.
 */
export async function startPostgres({ bin, tempPrefix, maxConnections }) {
  const tools = postgresTools(bin);
  const dir = mkdtempSync(join(tmpdir(), tempPrefix));
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  tools.run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=${maxConnections}`;
  tools.run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, data, ...tools };
}
