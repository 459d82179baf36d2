import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { drive, socketOn, startPair, until, type Pair } from './cluster-helpers.js';
import { ownRedis, type OwnRedis } from './own-servers.js';
import { nothingLost, orderLoad } from './order-load.js';
import { demoUser } from '../support/users.js';
import { pairId } from '../support/market.js';
import type { TestServer } from '../server/test-server.js';

// Redis killed (SIGKILL) and started again, empty, on the same port while two instances take orders: a Redis of
// this file's own, since the shared one serves the other files.
let redis: OwnRedis;
let p: Pair;
beforeAll(async () => {
  redis = await ownRedis();
  p = await startPair({ redisUrl: redis.url, rateLimitPerMinute: 1_000_000 });
}, 60_000);
afterAll(async () => {
  await p?.stop();
  await redis?.stop();
});

const readyz = async (s: TestServer) => (await fetch(`${s.url}/readyz`)).json() as Promise<{ redis?: boolean }>;

describe('Redis restarted under an order load on two instances', () => {
  it(
    'reconnects both instances, resumes pushes and the shared request limit, and loses no acknowledged order',
    { timeout: 90_000 },
    async () => {
      const { a, b } = p;
      await drive(a, [a, b], 'BTCUSD', 95_000);
      const users = await Promise.all([0, 1, 2, 3].map((i) => demoUser(a, `cl-redis-${i}`)));
      // A socket on B, open before the outage: B must subscribe its user again on the new Redis.
      const u = users[0]!;
      const onB = await socketOn(b, ['ACCOUNT', 'FOREX_TRADE'], u.token);
      const load = orderLoad(p, users, ['en']);
      await until(() => load.placed() >= 20, 10_000, '20 orders before the restart');

      await redis.kill();
      const killed = Date.now();
      for (const s of [a, b]) await until(async () => (await readyz(s)).redis === false, 10_000, 'redis seen down');
      await until(() => load.placed(killed) >= 10, 10_000, '10 orders while Redis is down');
      await redis.start();
      const restarted = Date.now();
      for (const s of [a, b]) await until(async () => (await readyz(s)).redis === true, 15_000, 'redis ready again');
      await until(
        () => load.placed(restarted, 'a') >= 10 && load.placed(restarted, 'b') >= 10,
        15_000,
        '10 orders through each instance after the restart',
      );
      await load.stop();

      // Orders go to PostgreSQL: Redis going away refuses none of them.
      expect(load.answers.filter((x) => x.code !== 1)).toEqual([]);
      expect(await nothingLost(a, users, load.answers)).toEqual({
        ids: load.answers.length,
        distinct: load.answers.length,
        missing: [],
        notOpen: [],
        extra: 0,
        breaks: [],
      });

      // Pushes: B's socket hears an order placed on A after the restart, through the bus.
      const placed = await a.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(a, 'BTCUSD') },
        u.auth,
      );
      expect(placed.code).toBe(1);
      const id = placed.data.Id as number;
      await onB.waitFor('ACCOUNT', (d) => d.orders.some((o: { Id: number }) => o.Id === id));
      await onB.waitFor('FOREX_TRADE', (d) => d.TransOrder.some((o: { Id: number }) => o.Id === id));
      onB.close();

      // The request limit counts on the new Redis again: one counter for the client, whichever instance it calls.
      const r = new Redis(redis.url);
      try {
        const key = `${p.prefix}rl:127.0.0.1`;
        const before = Number(await r.get(key));
        expect(before).toBeGreaterThan(0);
        await a.get('/v1/api/forex/trade_list', {}, u.auth);
        await b.get('/v1/api/forex/trade_list', {}, u.auth);
        expect(Number(await r.get(key))).toBe(before + 2);
      } finally {
        r.disconnect();
      }
    },
  );
});
