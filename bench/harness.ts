// The bench server process as a section sees it: started on a fresh data folder, asked for its figures over IPC,
// stopped (and killed when it will not stop). The process itself is bench/server-harness.ts.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './root.js';

/** What the harness answers to each request (bench/server-harness.ts sends them). */
export interface HarnessReplies {
  ready: { url: string; initMs: number; pairs: number };
  /** DAY_MARKET frames published (text, ms) and each publish's send loop (ms) since the last ask. */
  stats: {
    sent: [string, number][];
    loops: number[];
    rss: number;
    cpu: NodeJS.CpuUsage;
    clients: number;
    dropped: number;
  };
  /** Ticks the feed emitted here, and ticks applied here (pair code, price, ms), since the last ask. */
  ticks: { emitted: [string, number, number][]; applied: [string, number, number][]; lastEmitMs: number };
  role: { engine: boolean; lastEmitMs: number };
}

export interface Harness {
  url: string;
  initMs: number;
  pairs: number;
  pid: number;
  ask<K extends keyof HarnessReplies>(msg: K | null, type: K): Promise<HarnessReplies[K]>;
  stop(): Promise<void>;
}

/** Starts a bench server; `env` adds to the process's environment (BENCH_PAIRS, TICKS_PER_SECOND, DATABASE_URL…). */
export type StartHarness = (env?: Record<string, string>) => Promise<Harness>;

/** Prints one figure of a section (and keeps it). */
export type Out = (label: string, value: string) => void;

/** What every section is given. */
export interface BenchContext {
  root: string;
  startHarness: StartHarness;
  out: Out;
}

export const startHarness: StartHarness = async (env = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-bench-'));
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server process there (open it in Chrome DevTools).
  const execArgv = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  if (process.env.BENCH_IMPORT) execArgv.push('--import', process.env.BENCH_IMPORT);
  const child = fork(join(root, 'dist/bench/server-harness.mjs'), [], {
    execArgv,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <K extends keyof HarnessReplies>(msg: K | null, type: K) =>
    new Promise<HarnessReplies[K]>((resolve) => {
      const on = (m: { type: string } & HarnessReplies[K]) => {
        if (m.type === type) {
          child.off('message', on);
          resolve(m);
        }
      };
      child.on('message', on);
      if (msg) child.send(msg);
    });
  const ready = await ask(null, 'ready');
  return {
    ...ready,
    ask,
    pid: child.pid!,
    // A section ends by itself: a harness that has not exited 15 s after 'stop' is killed (and said so), so one
    // stuck server cannot keep every later section from running.
    stop: async () => {
      // A harness the cluster section killed (SIGKILL) has a signalCode, not an exitCode, and no channel left.
      const gone = () => child.exitCode !== null || child.signalCode !== null;
      if (!gone() && child.connected) child.send('stop');
      const exited = await Promise.race([
        new Promise<boolean>((r) => {
          if (gone()) r(true);
          else child.once('exit', () => r(true));
        }),
        new Promise<boolean>((r) => setTimeout(() => r(false), 15_000).unref()),
      ]);
      if (!exited) {
        console.log('  (the bench server did not exit 15 s after stop: killed)');
        child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
