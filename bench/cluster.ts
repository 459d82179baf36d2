// `npm run bench -- cluster`: many instances of the real server on one PostgreSQL and one Redis, on this
// machine. Tick-to-client latency with sockets spread over 2 and 4 instances, market orders per second sent across
// instances, and failover (SIGKILL the engine-role holder: time until another holds the lease and ticks resume).
// Every instance, the load generators, PostgreSQL and Redis share this machine's cores: the figures say what one
// machine holds, not what N machines would.
import { fork } from 'node:child_process';
import { cpus, loadavg as osLoadavg } from 'node:os';
import { join } from 'node:path';
import type { BenchContext, Harness, StartHarness } from './harness.js';
import { demoTokens, sendOrders, type benchPostgres as BenchPostgres } from './orders.js';
import type { LoadReplies } from './sockets.js';
import { pct } from './stats.js';
import { tickLatencies, tickStages } from './tick-latencies.js';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL } from '../scripts/local-servers.mjs';

/** N instances on one fresh database, started one after another (the first takes the engine lease). */
async function startInstances(
  startHarness: StartHarness,
  n: number,
  databaseUrl: string,
  prefix: string,
  env: Record<string, string> = {},
) {
  const all: Harness[] = [];
  for (let i = 0; i < n; i++) {
    all.push(
      await startHarness({
        DATABASE_URL: databaseUrl,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        BENCH_TICK_TIMES: '1',
        DATABASE_POOL_SIZE: '4',
        ...env,
      }),
    );
  }
  return all;
}

/**
 * Opens `count` sockets on `url` in a load process; resolves once they are open, with a way to collect frames. A
 * load that dies or takes longer than `limitMs` in all ends its promises with what it has (nothing), so the
 * section always ends.
 */
function socketLoad(root: string, url: string, count: number, seconds: number, limitMs: number) {
  const load = fork(join(root, 'dist/bench/socket-load.mjs'), [], {
    env: { ...process.env, URL: url, SOCKETS: String(count), SECONDS: String(seconds) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((r) => load.once('exit', r));
  const timer = setTimeout(() => {
    console.log(`  (a load process on ${url} took over ${limitMs / 1000} s: killed)`);
    load.kill('SIGKILL');
  }, limitMs);
  void exited.then(() => clearTimeout(timer));
  const next = <K extends keyof LoadReplies>(type: K, empty: LoadReplies[K]) =>
    Promise.race([
      new Promise<LoadReplies[K]>((resolve) => {
        const on = (m: { type: string } & LoadReplies[K]) => {
          if (m.type === type) {
            load.off('message', on);
            resolve(m);
          }
        };
        load.on('message', on);
      }),
      exited.then(() => new Promise<LoadReplies[K]>((r) => setTimeout(() => r(empty), 100))),
    ]);
  return {
    connected: next('connected', { opened: 0 }),
    received: next('received', { received: [] }),
    exited,
  };
}

/** p50 / p99 of a list of ms, as printed. */
const p50p99 = (xs: number[]) => (xs.length ? `${pct(xs, 0.5)} ms / ${pct(xs, 0.99)} ms` : 'no frames');

/**
 * Sockets spread evenly over the instances, DAY_MARKET for `seconds`: connected count, tick-to-client p50 / p99
 * and its stages (tick-latencies.ts tickStages).
 */
async function spreadSockets(
  { root, out }: Pick<BenchContext, 'root' | 'out'>,
  instances: Harness[],
  total: number,
  seconds: number,
) {
  const per = Math.ceil(total / instances.length);
  // Frames the hubs skipped for clients whose queue was full (back-pressure): a load process that can't keep up.
  const stats = () => Promise.all(instances.map((h) => h.ask('stats', 'stats')));
  const ticks = () => Promise.all(instances.map((h) => h.ask('ticks', 'ticks')));
  const dropped0 = (await stats()).reduce((n, st) => n + st.dropped, 0);
  const loads = instances.map((h) => socketLoad(root, h.url, per, seconds, (seconds + 240) * 1000));
  const t0 = performance.now();
  const connected = await Promise.all(loads.map((l) => l.connected));
  const connectS = ((performance.now() - t0) / 1000).toFixed(0);
  // What was emitted, applied and published while connecting is not measured.
  await ticks();
  await stats();
  const load0 = loadavg();
  const got = await Promise.all(loads.map((l) => l.received));
  const after = await ticks();
  const sent = await stats();
  const emitted = after.flatMap((t) => t.emitted);
  const skipped = sent.reduce((n, st) => n + st.dropped, 0) - dropped0;
  await Promise.all(loads.map((l) => l.exited));
  const opened = connected.reduce((n, c) => n + c.opened, 0);
  const lat = tickLatencies(
    emitted,
    got.map((g) => g.received),
  );
  const stages = tickStages(
    emitted,
    instances.map((_, i) => ({ applied: after[i]!.applied, sent: sent[i]!.sent, received: got[i]!.received })),
  );
  const loops = sent.flatMap((st) => st.loops);
  const label = `${instances.length} instance${instances.length > 1 ? 's' : ''}, ${total.toLocaleString('en')} sockets`;
  out(
    `${label}: connected / deliveries timed`,
    `${opened.toLocaleString('en')} (in about ${connectS} s) / ${lat.length.toLocaleString('en')}`,
  );
  out(`${label}: tick-to-client p50 / p99`, p50p99(lat));
  out(`${label}:   emit -> applied on the edge (bus hop) p50 / p99`, p50p99(stages.bus));
  out(`${label}:   applied -> published (coalescing) p50 / p99`, p50p99(stages.wait));
  out(`${label}:   published -> client received p50 / p99`, p50p99(stages.send));
  out(
    `${label}:   send loop per publish p50 / max; load average 1 min (start -> end)`,
    `${pct(loops, 0.5).toFixed(0)} ms / ${loops.reduce((a, b) => Math.max(a, b), 0).toFixed(0)} ms; ${load0.toFixed(1)} -> ${loadavg().toFixed(1)}`,
  );
  out(`${label}: frames skipped for slow clients (back-pressure)`, skipped.toLocaleString('en'));
  if (opened < total)
    out(
      `${label}: beyond this machine`,
      `only ${opened.toLocaleString('en')} of ${total.toLocaleString('en')} sockets opened`,
    );
  return { opened, lat };
}

/** The 1-minute load average of this machine (the other sections' helpers share it). */
const loadavg = () => osLoadavg()[0]!;

/** Market orders sent round-robin to every instance, 32 in flight: accepted per second and latency. */
async function ordersAcross({ out }: Pick<BenchContext, 'out'>, instances: Harness[], total: number, warm: number) {
  const urls = instances.map((h) => h.url);
  const tokens = await demoTokens(urls, 8, 'bench-cluster-device');
  const list = await (await fetch(`${urls[0]}/v1/api/forex/trade_list?searchCurrency=BTCUSD`)).json();
  const id = list.data[0].Id;
  const run = (n: number) => sendOrders(urls, tokens, id, n);
  await run(warm);
  const t0 = performance.now();
  const { ok, lat } = await run(total);
  const secs = (performance.now() - t0) / 1000;
  const label = `${instances.length} instances, PostgreSQL`;
  out(
    `${label}: market orders per second (accepted / sent)`,
    `${(ok / secs).toFixed(0)} / ${(total / secs).toFixed(0)}`,
  );
  out(`${label}: order latency p50 / p99`, `${pct(lat, 0.5).toFixed(1)} ms / ${pct(lat, 0.99).toFixed(1)} ms`);
}

/** SIGKILLs the engine-role holder; times the lease taken elsewhere and the first tick the new holder's feed emits. */
async function failover({ out }: Pick<BenchContext, 'out'>, instances: Harness[]) {
  const roles = await Promise.all(instances.map((h) => h.ask('role', 'role')));
  const holder = instances[roles.findIndex((r) => r.engine)];
  if (!holder) {
    out('failover', 'no instance holds the engine role: skipped');
    return;
  }
  const others = instances.filter((h) => h !== holder);
  const killedAt = Date.now();
  process.kill(holder.pid, 'SIGKILL');
  let leaseMs: number | null = null;
  let ticksMs: number | null = null;
  while (Date.now() - killedAt < 30_000 && ticksMs === null) {
    const now = await Promise.all(others.map((h) => h.ask('role', 'role')));
    const taken = now.find((r) => r.engine);
    if (taken && leaseMs === null) leaseMs = Date.now() - killedAt;
    if (taken && taken.lastEmitMs > killedAt) ticksMs = taken.lastEmitMs - killedAt;
    await new Promise((r) => setTimeout(r, 25));
  }
  out(
    'failover (SIGKILL of the holder): lease taken elsewhere',
    leaseMs === null ? 'not within 30 s' : `${leaseMs} ms`,
  );
  out("failover: first tick from the new holder's feed", ticksMs === null ? 'not within 30 s' : `${ticksMs} ms`);
}

/** The section, with the PostgreSQL helper of the orders section. */
export async function clusterBench({
  root,
  startHarness,
  out,
  benchPostgres,
}: BenchContext & { benchPostgres: typeof BenchPostgres }): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  const counts = (process.env.BENCH_CLUSTER_SOCKETS || '5000,20000').split(',').map(Number);
  console.log(
    `\nMany instances on this one machine: ${cpus().length} cores shared by every instance, the load generators, PostgreSQL and Redis`,
  );
  if (!(await redisAnswers(TEST_REDIS_URL))) {
    console.log(`  (no Redis at ${TEST_REDIS_URL}: skipped; \`node scripts/redis-up.mjs\` starts one)`);
    return;
  }
  // One instance first, on the same PostgreSQL and with the same feed, sockets and clock, without Redis: the
  // baseline the others' tick-to-client is compared with, from this one run on this one (shared) machine.
  const sizes = (process.env.BENCH_CLUSTER_INSTANCES || '1,2,4').split(',').map(Number);
  const p99 = new Map<string, number>();
  for (const n of sizes) {
    const pgDb = await benchPostgres();
    if (!pgDb) {
      console.log('  (no PostgreSQL at TEST_DATABASE_URL: skipped; `node scripts/pg-up.mjs` starts one)');
      return;
    }
    const prefix = `lotline-bench:${process.pid}:${n}:`;
    let instances: Harness[] = [];
    try {
      instances = await startInstances(startHarness, n, pgDb.url, prefix, {
        TICKS_PER_SECOND: '4',
        ...(n === 1 ? { REDIS_URL: '' } : {}),
      });
      console.log(
        `  ${n === 1 ? '1 instance (no Redis)' : `${n} instances`} up (${seconds} s of DAY_MARKET per count, tick-to-client includes the 250 ms coalescing by design)`,
      );
      for (const total of counts) {
        const { lat } = await spreadSockets({ root, out }, instances, total, seconds);
        if (lat.length) p99.set(`${n}|${total}`, pct(lat, 0.99));
        const one = p99.get(`1|${total}`);
        const here = p99.get(`${n}|${total}`);
        if (n > 1 && one && here)
          out(
            `${n} instances, ${total.toLocaleString('en')} sockets: tick-to-client p99 against 1 instance's`,
            `${(here / one).toFixed(2)}x (${here} / ${one} ms)`,
          );
      }
      if (n === 1) continue;
      await ordersAcross(
        { out },
        instances,
        Number(process.env.BENCH_ORDERS || 2000),
        Number(process.env.BENCH_WARMUP || 500),
      );
      if (n === 2) await failover({ out }, instances);
    } finally {
      await Promise.all(instances.map((h) => h.stop()));
      await pgDb.drop();
      await dropRedisKeys(TEST_REDIS_URL, prefix).catch(() => {});
    }
  }
}
