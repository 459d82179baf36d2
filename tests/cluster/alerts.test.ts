import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, holderOf, socketOn, startPair, until, type Pair } from './cluster-helpers.js';
import { demoUser, pairId } from '../server/trading/trading-helpers.js';
import { AlertDirection, AlertMode } from '../../core/codes.js';

/** Issue 18 across instances: an alert set on the edge without the engine role is checked by the holder and told to B. */

let p: Pair;
beforeAll(async () => {
  p = await startPair({ rateLimitPerMinute: 1_000_000 });
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
});
