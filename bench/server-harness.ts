// Benchmark server process: the real server (startServer) on a fresh data folder, optionally with extra
// always-open pairs, reporting its back-fill time, RSS and the time each DAY_MARKET frame was published.
import { loadConfig } from '../server/config.js';
import { startServer } from '../server/server.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seed } from '../server/db/seed.js';
import type { Topic, TopicPayload } from '../core/protocol/topics.js';

const dataDir = process.env.DATA_DIR!;
const pairs = Number(process.env.BENCH_PAIRS || 0);

if (pairs) {
  // Extra pairs (copies of the first ones under new codes); MARKET_HOURS=always below keeps every one trading.
  const { db } = await openDatabase({ dataDir, databaseUrl: loadConfig().databaseUrl });
  await migrateToLatest(db);
  await seed(db);
  const existing = await db.selectFrom('trade_pairs').selectAll().execute();
  const extra = [];
  for (let i = existing.length; i < pairs; i++) {
    const src = existing[i % existing.length]!;
    const { id: _id, ...rest } = src;
    extra.push({ ...rest, code: `SIM${String(i).padStart(3, '0')}`, show_code: `SIM ${i}`, sort: i + 1 });
  }
  if (extra.length) await db.insertInto('trade_pairs').values(extra).execute();
  await db.destroy();
}

const config = {
  ...loadConfig(),
  dataDir,
  port: Number(process.env.PORT || 0),
  host: '127.0.0.1',
  logLevel: 'warn',
  wsMaxPerIp: 100_000,
  rateLimitPerMinute: 1_000_000,
  shutdownGraceMs: 200,
  // Every pair trades whatever the day, so a run at the weekend streams as many pairs as one on a Wednesday.
  marketHours: 'always' as const,
  // A throwaway operator, so the first start does not generate and print one into the bench output.
  adminEmail: 'bench@localhost',
  adminPassword: `bench-${process.pid}-${Date.now()}`,
};
const running = await startServer(config);
const sent: [string, number][] = [];
const publish = running.hub.publish.bind(running.hub);
// Same serialisation as the hub: the load process sees exactly this text, so it can match frames.
/** How long each DAY_MARKET publish held the server's thread (ms): its send loop, a write per socket. */
const loops: number[] = [];
running.hub.publish = <T extends Topic>(topic: T, data: TopicPayload<T>) => {
  if (topic !== 'DAY_MARKET') return publish(topic, data);
  sent.push([JSON.stringify({ type: 'push', topic, data }), Date.now()]);
  const t0 = performance.now();
  const n = publish(topic, data);
  loops.push(performance.now() - t0);
  return n;
};

// The cluster section (cluster.ts): when the feed here emitted each tick (pair code, price, ms), so
// a client on any instance can be timed from the tick itself; only where the engine role runs does the feed emit.
const emitted: [string, number, number][] = [];
let lastEmitMs = 0;
if (process.env.BENCH_TICK_TIMES) {
  const emit = running.market.emitTick.bind(running.market);
  running.market.emitTick = (t) => {
    lastEmitMs = Date.now();
    const code = running.market.pair(t.pairId)?.code;
    if (code) emitted.push([code, t.price, lastEmitMs]);
    emit(t);
  };
}

process.on('message', (m: any) => void answer(m));

async function answer(m: any): Promise<void> {
  if (m === 'stats')
    process.send!({
      type: 'stats',
      sent: sent.splice(0),
      loops: loops.splice(0),
      rss: process.memoryUsage().rss,
      cpu: process.cpuUsage(),
      clients: running.hub.clientCount,
      dropped: running.hub.dropped,
    });
  if (m === 'ticks') process.send!({ type: 'ticks', emitted: emitted.splice(0), lastEmitMs });
  if (m === 'role') process.send!({ type: 'role', engine: running.cluster.lease.held, lastEmitMs });
  if (m === 'stop') {
    // Same backstop as server/main.ts: close() is bounded, but the process must end whatever happens.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 5000);
    await running.close();
    process.exit(0);
  }
}
process.send!({ type: 'ready', url: running.url, initMs: running.market.initMs, pairs: running.market.pairs.length });
