// `npm run bench -- sockets`: the server's fan-out of DAY_MARKET to 1,000 and 5,000 sockets held by a separate
// process on loopback. Printed, never asserted; docs/performance.md keeps the figures.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BenchContext } from './harness.js';
import { pct } from './stats.js';

/** What bench/socket-load.ts reports: sockets opened, then each frame's text and when each socket got it (ms). */
export interface LoadReplies {
  connected: { opened: number };
  received: { received: [string, number[]][] };
}

/** The fan-out section. */
export async function benchSockets({ root, startHarness, out }: BenchContext): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  console.log(`\nServer fan-out (DAY_MARKET to N sockets from a separate process on loopback, ${seconds} s)`);
  for (const n of [1000, 5000]) {
    const h = await startHarness();
    const before = await h.ask('stats', 'stats');
    const load = fork(join(root, 'dist/bench/socket-load.mjs'), [], {
      env: { ...process.env, URL: h.url, SOCKETS: String(n), SECONDS: String(seconds) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Listened for from the start: the load exits as soon as its report is handed over, before the figures below.
    const exited = new Promise((r) => load.once('exit', r));
    const next = <K extends keyof LoadReplies>(type: K) =>
      new Promise<LoadReplies[K]>((resolve) => {
        const on = (m: { type: string } & LoadReplies[K]) => {
          if (m.type === type) {
            load.off('message', on);
            resolve(m);
          }
        };
        load.on('message', on);
      });
    const connected = await next('connected');
    await h.ask('stats', 'stats'); // drop what was published while connecting
    const got = await next('received');
    const stats = await h.ask('stats', 'stats');
    const sentAt = new Map(stats.sent);
    const lat: number[] = [];
    for (const [key, times] of got.received) {
      const t = sentAt.get(key);
      if (t !== undefined) for (const at of times) lat.push(at - t);
    }
    out(`${n} sockets: connected / frames received`, `${connected.opened} / ${lat.length}`);
    out(`${n} sockets: publish-to-client latency p50 / p99`, `${pct(lat, 0.5)} ms / ${pct(lat, 0.99)} ms`);
    // The server's part of it: a publish writes to its sockets one after another, so the last socket's frame leaves
    // that long after the first's; the rest of the p99 is loopback and the load process handling its 5,000 sockets.
    out(
      `${n} sockets: the server's send loop per publish, p50 / max`,
      `${pct(stats.loops, 0.5).toFixed(0)} ms / ${Math.max(...stats.loops).toFixed(0)} ms`,
    );
    out(
      `${n} sockets: server RSS (idle start -> loaded)`,
      `${(before.rss / 2 ** 20).toFixed(0)} MB -> ${(stats.rss / 2 ** 20).toFixed(0)} MB`,
    );
    await exited;
    await h.stop();
  }
  console.log(
    '  (a tick waits up to 250 ms for its DAY_MARKET frame by design: coalescing; add that to tick-to-client)',
  );
}
