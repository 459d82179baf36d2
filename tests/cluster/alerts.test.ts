import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, holderOf, socketOn, startPair, until, type Pair } from './cluster-helpers.js';
import { demoUser, pairId } from '../server/trading/trading-helpers.js';
import { OPERATOR, operatorLogin } from '../server/funds/funds-helpers.js';
import type { TestServer } from '../server/test-server.js';
import { AlertDirection, AlertMode } from '../../core/codes.js';

/**
 * Price alerts across instances: an alert set on the edge without the engine role is checked by the holder and told to B.
 * The every-time cool-down set on the edge holds on the holder, and on the next holder after a failover.
 */

let p: Pair;
beforeAll(async () => {
  p = await startPair({ rateLimitPerMinute: 1_000_000, ...OPERATOR });
});
afterAll(async () => {
  await p.stop();
});

describe('price alerts across instances', () => {
  it("an alert added and deleted on one edge reaches the engine's books; its fire reaches the socket on the other", async () => {
    const holder = holderOf(p.a, p.b)!;
    const edge = holder === p.a ? p.b : p.a;
    await drive(holder, [p.a, p.b], 'BTCUSD', 95_000);
    const u = await demoUser(edge, 'cl-alert');
    const onEdge = await socketOn(edge, ['PRICE_ALERT'], u.token);
    const btc = pairId(edge, 'BTCUSD');
    const a = (
      await edge.get(
        '/v1/api/forex/alert/add',
        { forex_id: btc, price: 95_500, direction: AlertDirection.Above, mode: AlertMode.Once },
        u.auth,
      )
    ).data;
    const gone = (
      await edge.get(
        '/v1/api/forex/alert/add',
        { forex_id: btc, price: 95_400, direction: AlertDirection.Above, mode: AlertMode.Once },
        u.auth,
      )
    ).data;
    await until(
      () => holder.alerts.books.get(a.Id) !== undefined && holder.alerts.books.get(gone.Id) !== undefined,
      5000,
      'the engine to hold both alerts',
    );
    // The edge's own books stay empty: only the engine checks.
    expect(edge.alerts.books.size).toBe(0);
    expect((await edge.get('/v1/api/forex/alert/delete', { id: gone.Id }, u.auth)).code).toBe(1);
    await until(() => holder.alerts.books.get(gone.Id) === undefined, 5000, 'the engine to drop the deleted alert');
    await drive(holder, [p.a, p.b], 'BTCUSD', 95_600);
    await holder.alerts.idle();
    expect(await onEdge.waitFor('PRICE_ALERT')).toMatchObject({
      price: 95_600,
      alert: { Id: a.Id, Active: 0, FiredCount: 1 },
    });
    expect(onEdge.pushes('PRICE_ALERT')).toHaveLength(1);
    onEdge.close();
  });

  it('the cool-down set on the edge holds on the engine holder, and on the next holder after a failover', async () => {
    let holder = holderOf(p.a, p.b)!;
    const edge = holder === p.a ? p.b : p.a;
    const admin = await operatorLogin(edge);
    expect(await edge.post('/admin/api/settings', { alert_every_time_cooldown_seconds: '30' }, admin)).toMatchObject({
      code: 1,
    });
    const btc = pairId(edge, 'BTCUSD');
    const t0 = Date.now();
    /** A trade at an explicit time through the holder's feed, applied everywhere, and the alert work it caused. */
    const trade = async (price: number, at: number) => {
      holder.market.emitTick({ pairId: btc, price, volume: 1, timeMs: at });
      await until(() => [p.a, p.b].every((s) => s.market.lastPrice(btc) === price), 5000, `BTCUSD at ${price}`);
      await holder.alerts.idle();
    };
    await trade(95_000, t0);
    const u = await demoUser(edge, 'cl-cool');
    const a = (
      await edge.get(
        '/v1/api/forex/alert/add',
        { forex_id: btc, price: 94_000, direction: AlertDirection.Below, mode: AlertMode.Every },
        u.auth,
      )
    ).data;
    await until(() => holder.alerts.books.get(a.Id) !== undefined, 5000, 'the engine to hold the alert');
    const count = async (s: TestServer) =>
      (await s.db.selectFrom('price_alerts').select('fired_count').where('id', '=', a.Id).executeTakeFirstOrThrow())
        .fired_count;
    await trade(93_999, t0 + 1000); // fires
    await trade(94_001, t0 + 2000);
    await trade(93_998, t0 + 20_000); // 19 s later: quiet
    expect(await count(edge)).toBe(1);
    await trade(94_002, t0 + 30_000);
    await trade(93_997, t0 + 31_000); // 30 s later: the edge's 30, not the default 300
    expect(await count(edge)).toBe(2);

    // The holder's lease connection drops; whichever instance holds the role next loads the alert from the table.
    const before = holder.cluster.lease.epoch;
    const pid = (holder.cluster.lease as unknown as { backendPid: number }).backendPid;
    await holder.db.selectNoFrom((eb) => eb.fn('pg_terminate_backend', [eb.val(pid)]).as('x')).execute();
    const old = holder;
    await until(() => !old.cluster.lease.held || old.cluster.lease.epoch > before, 5000, 'the holder to step down');
    await until(() => holderOf(p.a, p.b)?.alerts.books.get(a.Id) !== undefined, 10_000, 'a new holder with the alert');
    holder = holderOf(p.a, p.b)!;
    await trade(94_003, t0 + 32_000);
    await trade(93_996, t0 + 40_000); // 9 s after the last fire: quiet on the new holder too
    expect(await count(edge)).toBe(2);
    await trade(94_004, t0 + 50_000);
    await trade(93_995, t0 + 61_000);
    expect(await count(edge)).toBe(3);
    const fired = (await edge.get('/v1/api/forex/alert/fired', {}, u.auth)).data;
    expect(fired.data.map((f: { FiredPrice: number }) => f.FiredPrice)).toEqual([93_995, 93_997, 93_999]);
  });
});
