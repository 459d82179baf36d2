import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, engineCaughtUp, holderOf, socketOn, startPair, until, type Pair } from './cluster-helpers.js';
import { demoUser } from '../support/users.js';
import { ledgerOf, setBalance } from '../support/balances.js';
import { pairId } from '../support/market.js';
import { LedgerType, OrderStatus, Side } from '../../core/codes.js';
import { formatMicro } from '../../core/rules/money.js';
import { profitMicro } from '../../core/rules/trading-rules.js';
import { rateOf, ruleOf } from '../../server/trading/live-figures.js';
import { ledgerBreaks } from '../server/ledger-check.js';
import { Channels } from '../../server/cluster/bus.js';

let p: Pair;
beforeAll(async () => {
  p = await startPair();
});
afterAll(async () => {
  await p.stop();
});

describe('orders across instances', () => {
  it('closes an order placed on A whose stop was moved through B once, at the new level only', async () => {
    const { a, b } = p;
    const everyone = [a, b];
    await drive(a, everyone, 'BTCUSD', 95_000);
    const u = await demoUser(a, 'cl-stop');
    const onB = await socketOn(b, ['FOREX_CLOSED'], u.token);
    const placed = await a.get(
      '/v1/api/forex/submit',
      { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(a, 'BTCUSD'), stop_loss_price: 94_000 },
      u.auth,
    );
    expect(placed.code).toBe(1);
    const id = placed.data.Id as number;
    await engineCaughtUp(a);
    const moved = await b.get('/v1/api/forex/set_stop_price', { id, stop_loss_price: 93_000 }, u.auth);
    expect(moved.code).toBe(1);
    // Across the old level: nothing closes, whether or not the engine has read the edit yet.
    await drive(a, everyone, 'BTCUSD', 93_900);
    await engineCaughtUp(a);
    expect(
      (await a.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe(OrderStatus.Holding);
    // Across the new one: closed once, at the tick's price, told to B's socket once.
    await drive(a, everyone, 'BTCUSD', 92_900);
    expect(await onB.waitFor('FOREX_CLOSED')).toEqual([id]);
    // A second close would be told on the user's channel before a mark each instance sends there after its work.
    await a.engine.idle();
    for (const s of everyone) s.cluster.bus.publish(Channels.user(u.id), { topic: 'FOREX_CLOSED', data: [s.url] });
    for (const s of everyone) await onB.waitFor('FOREX_CLOSED', (d) => d[0] === s.url);
    expect(onB.pushes('FOREX_CLOSED').filter((d) => typeof d[0] === 'number')).toEqual([[id]]);
    const o = await a.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(o).toMatchObject({ status: OrderStatus.Closed, update_price: 92_900, close_reason: 'sl' });
    expect((await ledgerOf(a, u.id)).filter((l) => l.type === LedgerType.PositionClosed)).toHaveLength(1);
    expect(await ledgerBreaks(a.db, u.id)).toEqual([]);
    onB.close();
  });

  it('stops out the worst loser first, and nothing else, for a user with positions opened on A and on B', async () => {
    const { a, b } = p;
    const everyone = [a, b];
    const u = await demoUser(b, 'cl-stop-out');
    await drive(a, everyone, 'BTCUSD', 95_000);
    await drive(a, everyone, 'ETHUSD', 3_400);
    const submit = (s: typeof a, code: string, cont: string) =>
      s.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 20, cont, forex_id: pairId(a, code) }, u.auth);
    const btc = (await submit(b, 'BTCUSD', '0.1')).data; // margin 475, through B
    const eth = (await submit(a, 'ETHUSD', '1')).data; // margin 170, through A
    await setBalance(a, u.id, 100_000_000); // 100 USD free: equity 745, margin 645
    await engineCaughtUp(a);
    // BTC -300 USD, ETH -180: equity 265 < 50 % of 645. The engine on A sees both positions.
    await drive(a, everyone, 'BTCUSD', 92_000);
    await drive(a, everyone, 'ETHUSD', 3_220);
    await a.engine.riskPass();
    await a.engine.idle();
    const rows = await a.db
      .selectFrom('orders')
      .select(['id', 'status', 'close_reason'])
      .where('id', 'in', [btc.Id, eth.Id])
      .orderBy('id')
      .execute();
    // Closing BTC (the worst) leaves equity 265 over margin 170: above the level, ETH stays.
    expect(rows).toEqual([
      { id: btc.Id, status: OrderStatus.Closed, close_reason: 'stop_out' },
      { id: eth.Id, status: OrderStatus.Holding, close_reason: null },
    ]);
    expect(await ledgerBreaks(a.db, u.id)).toEqual([]);
  });

  it("sends FOREX_TRADE for a position opened on A to the user's socket on B, computed at B's own price", async () => {
    const { a, b } = p;
    const btcId = pairId(a, 'BTCUSD');
    await drive(a, [a, b], 'BTCUSD', 95_000);
    const u = await demoUser(a, 'cl-trade');
    const onA = await socketOn(a, ['FOREX_TRADE'], u.token);
    const onB = await socketOn(b, ['FOREX_TRADE'], u.token);
    const placed = await a.get(
      '/v1/api/forex/submit',
      { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: btcId },
      u.auth,
    );
    expect(placed.code).toBe(1);
    const id = placed.data.Id as number;
    const mine = (d: any) => d.TransOrder.find((t: any) => t.Id === id);
    // B learns of the position from A's announcement and sends its figures without any tick.
    expect(mine(await onB.waitFor('FOREX_TRADE', (d) => !!mine(d)))).toMatchObject({
      UpdatePrice: 95_000,
      FactProfits: '0.000000',
    });
    // A price only B has (applied on B alone, as a tick batch B received before A): B's socket gets figures at it.
    b.market.applyTick({ pairId: btcId, price: 95_500, volume: 1, timeMs: Date.now() });
    const atB = await onB.waitFor('FOREX_TRADE', (d) => mine(d)?.UpdatePrice === 95_500);
    const pair = b.market.pair(btcId)!;
    const profit = profitMicro(ruleOf(pair), Side.Buy, '0.01', 95_000, 95_500, rateOf(b.market, pair)!);
    expect(profit).toBeGreaterThan(0);
    expect(mine(atB).FactProfits).toBe(formatMicro(profit));
    expect(atB.ProfitsTotal).toBe(formatMicro(profit));
    // A's socket is served by A at A's price: never B's. A price only A has then: A's next figures are at it, and
    // none A sent until then was at B's.
    a.market.applyTick({ pairId: btcId, price: 95_200, volume: 1, timeMs: Date.now() });
    await onA.waitFor('FOREX_TRADE', (d) => mine(d)?.UpdatePrice === 95_200);
    expect(onA.pushes('FOREX_TRADE').map((d: any) => mine(d)?.UpdatePrice)).not.toContain(95_500);
    expect(onA.pushes('FOREX_TRADE').every((d: any) => [95_000, 95_200].includes(mine(d)?.UpdatePrice))).toBe(true);
    // Closed through A: B's next figures (after the user's last position) stop, and B was told to re-read.
    expect((await a.get('/v1/api/forex/close', { id }, u.auth)).code).toBe(1);
    await drive(a, [a, b], 'BTCUSD', 95_000);
    onA.close();
    onB.close();
  });

  it('hands the books to B when the engine instance stops, and B closes every armed order exactly once', async () => {
    const { a, b } = p;
    await drive(a, [a, b], 'ETHUSD', 3400);
    const ARMED = 60;
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => demoUser(i % 2 ? a : b, `cl-fail-${i}`)));
    const ids: number[] = [];
    for (let i = 0; i < ARMED; i++) {
      const u = users[i % users.length]!;
      // Placed on both instances; stop-losses spread between 3300 and 3359.
      const r = await (i % 2 ? b : a).get(
        '/v1/api/forex/submit',
        {
          type: 1,
          status: 1,
          multiple: 10,
          cont: '0.01',
          forex_id: pairId(a, 'ETHUSD'),
          stop_loss_price: 3300 + (i % 60),
        },
        u.auth,
      );
      expect(r.code).toBe(1);
      ids.push(r.data.Id);
    }
    await engineCaughtUp(a);
    // The engine instance goes away; its lease session ends with it.
    const started = Date.now();
    await a.close();
    await until(() => b.cluster.lease.held && b.engine.active, 5000, 'B to take the engine role');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(holderOf(b)).toBe(b);
    await drive(b, [b], 'ETHUSD', 3290);
    await until(
      async () =>
        (
          await b.db
            .selectFrom('orders')
            .select('id')
            .where('id', 'in', ids)
            .where('status', '=', OrderStatus.Closed)
            .execute()
        ).length === ARMED,
      5000,
      'every armed order closed',
    );
    for (const u of users) {
      const closes = (
        await b.db
          .selectFrom('ledger')
          .select('memo')
          .where('user_id', '=', u.id)
          .where('type', '=', LedgerType.PositionClosed)
          .execute()
      ).map((l) => l.memo);
      expect(new Set(closes).size).toBe(closes.length);
      expect(await ledgerBreaks(b.db, u.id)).toEqual([]);
    }
    const allCloses = await b.db
      .selectFrom('ledger')
      .select('memo')
      .where('type', '=', LedgerType.PositionClosed)
      .where(
        'memo',
        'in',
        ids.map((i) => `#${i}`),
      )
      .execute();
    expect(allCloses).toHaveLength(ARMED);
  });
});
