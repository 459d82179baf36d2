import { type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  postgresAnswers,
  postgresBinDir,
  redisServerPath,
  startPostgres,
  startRedis,
} from '../../scripts/local-servers.mjs';
import { freePort } from '../support/net.js';
import { until } from './cluster-helpers.js';

/**
 * Throwaway Redis and PostgreSQL servers of one test file's own, to kill, restart and pause: the shared ones of
 * `npm run test:cluster` serve other files at the same time. Both need the Debian binaries (.ci/run installs them).
 */

export interface OwnRedis {
  url: string;
  /** Kills the server: SIGKILL, no goodbye to its clients. */
  kill(): Promise<void>;
  /** Starts a new, empty one on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function ownRedis(): Promise<OwnRedis> {
  const bin = redisServerPath();
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = await startRedis(bin, port);
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
  return { url: `redis://127.0.0.1:${port}`, kill, start, stop: kill };
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
  const { url, dir, data, run, runAsync } = await startPostgres({
    bin: postgresBinDir(),
    tempPrefix: 'lotline-own-pg-',
    maxConnections: 100,
  });
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
      await until(() => postgresAnswers(url, 1000), 10_000, 'PostgreSQL back after the restart');
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
