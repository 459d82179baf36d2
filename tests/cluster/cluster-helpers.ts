import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { dropRedisKeys, TEST_REDIS_URL } from '../../scripts/local-servers.mjs';
import type { Config } from '../../server/config.js';
import type { Tick } from '../../server/market/price-feed.js';
import { startTestServer, type TestServer } from '../server/test-server.js';
import { pairId } from '../support/market.js';
import { waitUntil } from '../support/wait.js';

/** The Redis that npm run test:cluster made sure answers (scripts/redis-up.mjs). */
export { TEST_REDIS_URL };

export interface Pair {
  a: TestServer;
  b: TestServer;
  prefix: string;
  stop(): Promise<void>;
}

/**
 * Two real servers, A then B, on one fresh PostgreSQL database and one fresh Redis key prefix, with the simulator
 * silent (tests move prices through the engine, see `drive`). A starts first, so A takes the engine lease.
 */
export async function startPair(overrides: Partial<Config> = {}): Promise<Pair> {
  const prefix = `lotline-test:${randomBytes(4).toString('hex')}:`;
  const common = { ticksPerSecond: 0, redisUrl: TEST_REDIS_URL, redisPrefix: prefix, ...overrides };
  const a = await startTestServer(common);
  const b = await startTestServer({ ...common, databaseUrl: a.databaseUrl });
  return {
    a,
    b,
    prefix,
    stop: async () => {
      await Promise.all([b.stop(), a.stop()]);
      await dropKeys(prefix);
    },
  };
}

/** Deletes a test file's Redis keys (counters expire anyway, within the hour; a shared Redis stays tidy). */
export const dropKeys = (prefix: string): Promise<void> => dropRedisKeys(TEST_REDIS_URL, prefix);

/** Waits until `check` holds (trying every 20 ms), or throws after `ms` naming `what`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000, what = 'condition'): Promise<void> {
  await waitUntil(check, { timeout: ms, interval: 20, what });
}

/** The instance holding the engine lease (exactly one is expected). */
export const holderOf = (...servers: TestServer[]) => servers.find((s) => s.cluster.lease.held);

/**
 * Moves a pair's price through the engine, as its feed would: the holder sends the tick on the bus, and it waits
 * until every given instance has applied it and the holder's trigger work is done.
 */
export async function drive(holder: TestServer, everyone: TestServer[], code: string, price: number): Promise<void> {
  const id = pairId(holder, code);
  const t: Tick = { pairId: id, price, volume: 1, timeMs: Date.now() };
  holder.market.emitTick(t);
  await until(() => everyone.every((s) => s.market.lastPrice(id) === price), 5000, `${code} at ${price} everywhere`);
  // The engine queues trigger work on the tick; wait for it (and for a second round it may have queued).
  await holder.engine.idle();
  await holder.engine.idle();
}

/** Waits until the engine-role holder has applied every order event written so far. */
export async function engineCaughtUp(holder: TestServer): Promise<void> {
  const last = await holder.db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const target = Number(last?.id ?? 0);
  await until(() => holder.engine.cursor >= target, 5000, 'the engine to follow order_events');
  await holder.engine.idle();
}

/** A socket on `s`, logged in (when a token is given) and holding `topics`, collecting pushes. */
export async function socketOn(s: TestServer, topics: string[], token?: string) {
  const ws = new WebSocket(s.url.replace('http', 'ws') + '/v1/ws');
  const frames: any[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  await new Promise((r) => ws.once('open', r));
  if (token) {
    ws.send(JSON.stringify({ type: 'login', token }));
    await until(() => frames.some((f) => f.type === 'login_result'), 5000, 'login_result');
  }
  for (const topic of topics) ws.send(JSON.stringify({ type: 'sub', topic }));
  // The hub handles a socket's frames in order: the pong says the subs before it are in.
  ws.send(JSON.stringify({ type: 'ping' }));
  await until(() => frames.some((f) => f.type === 'pong'), 5000, 'the pong after the subs');
  const pushes = (topic: string) => frames.filter((f) => f.type === 'push' && f.topic === topic).map((f) => f.data);
  /** The first push on `topic` that `match` accepts, within 5 s. */
  const waitFor = async (topic: string, match: (data: any) => boolean = () => true) => {
    let found: any;
    await until(() => (found = pushes(topic).find(match)) !== undefined, 5000, `a ${topic} push`);
    return found;
  };
  return { ws, frames, pushes, waitFor, close: () => ws.close() };
}
