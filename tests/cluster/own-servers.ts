import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort } from '../support/net.js';
import { until } from './cluster-helpers.js';

/**
 * Throwaway Redis and PostgreSQL servers of one test file's own, to kill, restart and pause: the shared ones of
 * `npm run test:cluster` serve other files at the same time. Both need the Debian binaries (.ci/run installs them).
 */

async function redisAnswers(url: string): Promise<boolean> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
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

export interface OwnRedis {
  url: string;
  /** Kills the server: SIGKILL, no goodbye to its clients. */
  kill(): Promise<void>;
  /** Starts a new, empty one on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function ownRedis(): Promise<OwnRedis> {
  const bin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);
  if (!bin) throw new Error("redis-server is not installed (Debian's redis-server; .ci/run installs it)");
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(() => redisAnswers(url), 10_000, `redis-server on port ${port}`);
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  };
  await start();
  return { url, kill, start, stop: kill };
}

/** The newest installed PostgreSQL's bin folder, as scripts/pg-up.mjs finds it. */
function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length) throw new Error("no initdb under /usr/lib/postgresql (Debian's postgresql; .ci/run installs it)");
  return join(base, majors[0]!, 'bin');
}

export interface OwnPostgres {
  /** Its `postgres` database, empty: a server started on it migrates and seeds it. */
  url: string;
  /** `pg_ctl restart -m fast`: every session is ended, the server is back when this returns. */
  restart(): Promise<void>;
  /** SIGSTOP to the postmaster, then to every process it forked: connections open, nothing answers. */
  pause(): void;
  /** SIGCONT to them all. */
  resume(): void;
  stop(): Promise<void>;
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = pgBin();
  const isRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as the postgres user then (as scripts/pg-up.mjs).
  const run = (tool: string, args: string[]) =>
    execFileSync(
      isRoot ? 'runuser' : join(bin, tool),
      isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  // (restart runs while the servers under test run in this process: it must not block the event loop)
  const runAsync = (tool: string, args: string[]) =>
    promisify(execFile)(
      isRoot ? 'runuser' : join(bin, tool),
      isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
    );
  const dir = mkdtempSync(join(tmpdir(), 'lotline-own-pg-'));
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const postmaster = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** The processes the postmaster forked (backends, checkpointer, walwriter…), from /proc. */
  const children = (parent: number) =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
          const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
        } catch {
          return false;
        }
      })
      .map(Number);
  let paused: number[] = [];
  return {
    url,
    restart: async () => {
      await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'restart', '-l', join(dir, 'log')]);
      const answers = async () => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
        try {
          await c.connect();
          await c.query('select 1');
          return true;
        } catch {
          return false;
        } finally {
          await c.end().catch(() => {});
        }
      };
      await until(answers, 10_000, 'PostgreSQL back after the restart');
    },
    pause: () => {
      // The postmaster first, so it forks nothing new while its children are being stopped.
      const pm = postmaster();
      process.kill(pm, 'SIGSTOP');
      paused = [pm, ...children(pm)];
      for (const pid of paused.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    resume: () => {
      for (const pid of paused.reverse()) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // (gone meanwhile)
        }
      }
      paused = [];
    },
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
