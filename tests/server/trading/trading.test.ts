import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../../support/users.js';
import { balanceOf, ledgerOf, setBalance } from '../../support/balances.js';
import { pairId, tick } from '../../support/market.js';
import { ledgerBreaks } from '../ledger-check.js';

let s: TestServer;
// No simulated ticks: every price move in these tests is injected.
// The per-IP request limit is not under test here: thousands of calls come from one loopback address.
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await s.stop();
});

const submit = (auth: Record<string, string>, q: Record<string, string | number>) =>
  s.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, ...q }, auth);
const orderCount = async (userId: number) =>
  Number(
    (
      await s.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('market orders', () => {
  it('fills at the last price and moves exactly margin and fee out of the balance', async () => {
    const u = await demoUser(s, 'trade-mkt-1');
    await tick(s, 'BTCUSD', 95_000);
    const r = await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', multiple: 10 });
    expect(r).toMatchObject({ code: 1, msg: 'Order placed' });
    // 0.01 x 1 x 95000 / 10 = 95 USD margin; fee 0.2 % of margin (trade_fee_type 2, BTC fee rate 0.002) = 0.19
    expect(r.data).toMatchObject({
      Status: 1,
      Price: 95_000,
      OrderType: 1,
      Quantity: '0.01',
      CautionMoney: '95.000000',
      TradeFee: '0.190000',
    });
    expect(await balanceOf(s, u.id)).toBe(100_000_000_000 - 95_000_000 - 190_000);
    expect((await ledgerOf(s, u.id)).slice(-2)).toEqual([
      { value: -95_000_000, type: 4 },
      { value: -190_000, type: 5 },
    ]);
    expect(await ledgerBreaks(s.db)).toEqual([]);
  });

  it('closes at the last price: balance += margin + profit, in history with its realised profit', async () => {
    const u = await demoUser(s, 'trade-close-1');
    await tick(s, 'BTCUSD', 95_000);
    const o = (await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', type: 2 })).data;
    await tick(s, 'BTCUSD', 94_000);
    const before = await balanceOf(s, u.id);
    const c = await s.get('/v1/api/forex/close', { id: o.Id }, u.auth);
    expect(c).toMatchObject({
      code: 1,
      msg: 'Order closed',
      data: { Status: 3, FactProfits: '10.000000', UpdatePrice: 94_000 },
    });
    expect(await balanceOf(s, u.id)).toBe(before + 95_000_000 + 10_000_000);
    const hist = (await s.get('/v1/api/forex/my_deal', { status: 3, page: 1 }, u.auth)).data;
    expect(hist.data[0]).toMatchObject({ Id: o.Id, FactProfits: '10.000000' });
    expect(hist.data[0].CompleteTimeHandler).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await s.get('/v1/api/forex/close', { id: o.Id }, u.auth)).toMatchObject({
      code: 0,
      msg: 'This order is no longer open',
    });
  });
});

describe('every rejected submit writes nothing', () => {
  it.each([
    ['lots below the minimum', { cont: '0.001' }, 'The smallest order is 0.01 lots'],
    ['lots off the step', { cont: '0.015' }, 'Lots must be a multiple of 0.01'],
    ['an unknown pair', { forex_id: 999_999 }, 'Please check the trading pair.'],
    ['leverage not offered', { multiple: 7 }, 'This leverage is not offered for this pair'],
    [
      'stop-loss on the winning side',
      { stop_loss_price: 96_000 },
      'The stop-loss must be on the losing side of the price',
    ],
    [
      'take-profit on the losing side',
      { target_profit_price: 94_000 },
      'The take-profit must be on the winning side of the price',
    ],
    ['a pending order without target', { status: 0 }, 'A pending order needs a target price'],
    ['a negative price', { stop_loss_price: -5 }, 'Please check the stop-loss price.'],
    ['an absurd price', { target_profit_price: 1e15 }, 'Please check the take-profit price.'],
    ['a text for lots', { cont: 'lots' }, 'Please check the lots.'],
    ['more than the balance', { cont: '100' }, 'Insufficient balance'],
  ])('%s', async (_n, q, msg) => {
    const u = await demoUser(s, `reject-${_n}`.replace(/\W/g, '').slice(0, 40));
    await tick(s, 'BTCUSD', 95_000);
    const before = await ledgerOf(s, u.id);
    const r = await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', ...q });
    expect(r).toMatchObject({ code: 0, msg, data: null });
    expect(await ledgerOf(s, u.id)).toEqual(before);
    expect(await orderCount(u.id)).toBe(0);
  });

  it('refuses a closed market and a pair without leverage options', async () => {
    const u = await demoUser(s, 'reject-market');
    const id = pairId(s, 'ETHUSD');
    await tick(s, 'ETHUSD', 3400);
    await s.db.updateTable('trade_pairs').set({ tradable: 0 }).where('id', '=', id).execute();
    await s.market.reloadPairs();
    expect((await submit(u.auth, { forex_id: id, cont: '0.01', multiple: 2 })).msg).toBe('The market is closed');
    await s.db.updateTable('trade_pairs').set({ tradable: 1, multiples: '[]' }).where('id', '=', id).execute();
    await s.market.reloadPairs();
    expect((await submit(u.auth, { forex_id: id, cont: '0.01', multiple: 2 })).msg).toBe(
      'Leverage is not configured; orders cannot be placed for the time being',
    );
    await s.db.updateTable('trade_pairs').set({ multiples: '[2,5,10,20]' }).where('id', '=', id).execute();
    await s.market.reloadPairs();
    expect(await orderCount(u.id)).toBe(0);
  });

  it("never lets a user act on another user's order", async () => {
    const a = await demoUser(s, 'owner-a');
    const b = await demoUser(s, 'owner-b');
    await tick(s, 'BTCUSD', 95_000);
    const held = (await submit(a.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01' })).data;
    const pend = (
      await submit(a.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', status: 0, target_price: 90_000 })
    ).data;
    expect((await s.get('/v1/api/forex/close', { id: held.Id }, b.auth)).msg).toBe('Order not found');
    expect((await s.get('/v1/api/forex/cancel_trade', { id: pend.Id }, b.auth)).msg).toBe('Order not found');
    expect((await s.get('/v1/api/forex/set_stop_price', { id: held.Id, stop_loss_price: 1 }, b.auth)).msg).toBe(
      'Order not found',
    );
    expect((await s.get('/v1/api/forex/my_deal', { status: 1 }, b.auth)).data.total).toBe(0);
    const still = await s.db
      .selectFrom('orders')
      .select(['status', 'target_loss_price'])
      .where('id', 'in', [held.Id, pend.Id])
      .orderBy('id')
      .execute();
    expect(still).toEqual([
      { status: 1, target_loss_price: 0 },
      { status: 0, target_loss_price: 0 },
    ]);
  });

  it('requires a session', async () => {
    expect(
      (await s.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: 1 })).code,
    ).toBe(999);
  });
});

describe('pending orders', () => {
  it('fill when the price crosses the target from below (stop) and from above (limit)', async () => {
    const u = await demoUser(s, 'pending-fill');
    const btc = pairId(s, 'BTCUSD');
    await tick(s, 'BTCUSD', 95_000);
    const stop = (await submit(u.auth, { forex_id: btc, cont: '0.01', status: 0, target_price: 96_000 })).data;
    const limit = (await submit(u.auth, { forex_id: btc, cont: '0.01', status: 0, target_price: 94_000, type: 2 }))
      .data;
    expect([stop.Status, limit.Status]).toEqual([0, 0]);
    await tick(s, 'BTCUSD', 95_500);
    expect(
      (await s.db.selectFrom('orders').select('status').where('id', '=', stop.Id).executeTakeFirstOrThrow()).status,
    ).toBe(0);
    await tick(s, 'BTCUSD', 96_010);
    await tick(s, 'BTCUSD', 93_990);
    const rows = await s.db
      .selectFrom('orders')
      .select(['id', 'status', 'price'])
      .where('id', 'in', [stop.Id, limit.Id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: stop.Id, status: 1, price: 96_010 },
      { id: limit.Id, status: 1, price: 93_990 },
    ]);
    expect(await ledgerBreaks(s.db)).toEqual([]);
  });

  it('cancel returns the reserve exactly', async () => {
    const u = await demoUser(s, 'pending-cancel');
    await tick(s, 'EURUSD', 1.085);
    const start = await balanceOf(s, u.id);
    const o = (
      await submit(u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '0.37', status: 0, target_price: 1.07, multiple: 50 })
    ).data;
    expect(await balanceOf(s, u.id)).toBeLessThan(start);
    expect(await s.get('/v1/api/forex/cancel_trade', { id: o.Id }, u.auth)).toMatchObject({
      code: 1,
      msg: 'Order cancelled',
      data: { Status: 4 },
    });
    expect(await balanceOf(s, u.id)).toBe(start);
    const l = await ledgerOf(s, u.id);
    expect(l.at(-2)!.value + l.at(-1)!.value).toBe(0);
    expect(l.slice(-2).map((x) => x.type)).toEqual([7, 8]);
    await tick(s, 'EURUSD', 1.06);
    expect(
      (await s.db.selectFrom('orders').select('status').where('id', '=', o.Id).executeTakeFirstOrThrow()).status,
    ).toBe(4);
  });
});

describe('stop-loss, take-profit and stop-out', () => {
  it('closes at the stop-loss and the take-profit, and pushes the closed ids', async () => {
    const u = await demoUser(s, 'sltp');
    const btc = pairId(s, 'BTCUSD');
    await tick(s, 'BTCUSD', 95_000);
    const a = (
      await submit(u.auth, { forex_id: btc, cont: '0.01', stop_loss_price: 94_000, target_profit_price: 97_000 })
    ).data;
    const b = (await submit(u.auth, { forex_id: btc, cont: '0.01', type: 2, stop_loss_price: 96_500 })).data;
    await tick(s, 'BTCUSD', 96_600);
    const rows = await s.db
      .selectFrom('orders')
      .select(['id', 'status', 'close_reason', 'fact_profits'])
      .where('id', 'in', [a.Id, b.Id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: a.Id, status: 1, close_reason: null, fact_profits: 0 },
      { id: b.Id, status: 3, close_reason: 'sl', fact_profits: -16_000_000 },
    ]);
    await tick(s, 'BTCUSD', 97_100);
    expect(
      await s.db
        .selectFrom('orders')
        .select(['status', 'close_reason'])
        .where('id', '=', a.Id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 3, close_reason: 'tp' });
  });

  it('edits and clears stops with the side checks', async () => {
    const u = await demoUser(s, 'edit-stops');
    await tick(s, 'BTCUSD', 95_000);
    const o = (await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01' })).data;
    expect((await s.get('/v1/api/forex/set_stop_price', { id: o.Id, stop_loss_price: 96_000 }, u.auth)).msg).toBe(
      'The stop-loss must be on the losing side of the price',
    );
    const ok = await s.get(
      '/v1/api/forex/set_stop_price',
      { id: o.Id, stop_loss_price: 94_500, target_profit_price: 99_000 },
      u.auth,
    );
    expect(ok).toMatchObject({ code: 1, data: { TargetLossPrice: 94_500, TargetProfitPrice: 99_000 } });
    await s.get('/v1/api/forex/set_stop_price', { id: o.Id, stop_loss_price: 0, target_profit_price: 0 }, u.auth);
    await tick(s, 'BTCUSD', 94_000);
    expect(
      (await s.db.selectFrom('orders').select('status').where('id', '=', o.Id).executeTakeFirstOrThrow()).status,
    ).toBe(1);
  });

  it('stops out the worst loser first and repeats until the account is above the level', async () => {
    const u = await demoUser(s, 'stop-out');
    await tick(s, 'BTCUSD', 95_000);
    await tick(s, 'ETHUSD', 3_400);
    const btc = (await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.1', multiple: 20 })).data; // margin 475
    const eth = (await submit(u.auth, { forex_id: pairId(s, 'ETHUSD'), cont: '1', multiple: 20 })).data; // margin 170
    await setBalance(s, u.id, 100_000_000); // 100 USD free: equity 745, margin 645
    // BTC -300 USD (95000 -> 92000), ETH -180 (3400 -> 3220): equity 265 < 50 % of 645 (322.5).
    await tick(s, 'BTCUSD', 92_000);
    await tick(s, 'ETHUSD', 3_220);
    await s.engine.riskPass();
    await s.engine.idle();
    const rows = await s.db
      .selectFrom('orders')
      .select(['id', 'status', 'close_reason'])
      .where('id', 'in', [btc.Id, eth.Id])
      .orderBy('id')
      .execute();
    // Closing BTC (the worst) leaves equity 265 over margin 170 = 156 %: above 50 %, ETH stays.
    expect(rows).toEqual([
      { id: btc.Id, status: 3, close_reason: 'stop_out' },
      { id: eth.Id, status: 1, close_reason: null },
    ]);
    expect(await ledgerBreaks(s.db)).toEqual([]);
  });

  it('sets a balance that would go negative to 0 with a negative balance protection record', async () => {
    const u = await demoUser(s, 'neg-balance');
    await tick(s, 'BTCUSD', 95_000);
    const o = (
      await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '1', multiple: 20, stop_loss_price: 90_000 })
    ).data; // margin 4750
    await setBalance(s, u.id, 0);
    await tick(s, 'BTCUSD', 80_000); // a gap through the stop: loss 15,000 > margin 4,750
    expect(await s.db.selectFrom('orders').select('status').where('id', '=', o.Id).executeTakeFirstOrThrow()).toEqual({
      status: 3,
    });
    expect(await balanceOf(s, u.id)).toBe(0);
    expect((await ledgerOf(s, u.id)).slice(-2)).toEqual([
      { value: 4_750_000_000 - 15_000_000_000, type: 6 },
      { value: 10_250_000_000, type: 11 },
    ]);
    expect(await ledgerBreaks(s.db)).toEqual([]);
  });

  it('closes once when a manual close races the stop-loss', async () => {
    const u = await demoUser(s, 'race-close');
    await tick(s, 'BTCUSD', 95_000);
    const o = (await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', stop_loss_price: 94_000 })).data;
    const manual = s.get('/v1/api/forex/close', { id: o.Id }, u.auth);
    s.market.applyTick({ pairId: pairId(s, 'BTCUSD'), price: 93_000, volume: 1, timeMs: Date.now() });
    const r = await manual;
    await s.engine.idle();
    const closes = (await ledgerOf(s, u.id)).filter((l) => l.type === 6);
    expect(closes).toHaveLength(1);
    expect([0, 1]).toContain(r.code);
    expect(await ledgerBreaks(s.db)).toEqual([]);
  });
});

describe('retries and races', () => {
  it('answers a retried submit with the same client_id with the first order', async () => {
    const u = await demoUser(s, 'client-id');
    await tick(s, 'BTCUSD', 95_000);
    const q = { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', client_id: 'tap-123' };
    const [a, b] = await Promise.all([submit(u.auth, q), submit(u.auth, q)]);
    const c = await submit(u.auth, q);
    expect(a.data.Id).toBe(b.data.Id);
    expect(c.data.Id).toBe(a.data.Id);
    expect(await orderCount(u.id)).toBe(1);
  });

  it('lets exactly 100 of 200 concurrent orders through when the balance covers 100', async () => {
    const u = await demoUser(s, 'race-200');
    await tick(s, 'BTCUSD', 95_000);
    // 0.01 BTC at 1:10: margin 95 + fee 0.19 = 95.19 USD each.
    await setBalance(s, u.id, 100 * 95_190_000);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01' })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(100);
    expect(results.filter((r) => r.code === 0).every((r) => r.msg === 'Insufficient balance')).toBe(true);
    expect(await balanceOf(s, u.id)).toBe(0);
    expect(await ledgerBreaks(s.db)).toEqual([]);
  });
});

describe('lists and demo reset', () => {
  it('pages holding orders with totals, live profit and the balance', async () => {
    const u = await demoUser(s, 'my-deal');
    await tick(s, 'BTCUSD', 95_000);
    for (let i = 0; i < 12; i++) await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01' });
    await tick(s, 'BTCUSD', 95_100);
    const p1 = (await s.get('/v1/api/forex/my_deal', { status: 1, page: 1 }, u.auth)).data;
    const p2 = (await s.get('/v1/api/forex/my_deal', { status: 1, page: 2 }, u.auth)).data;
    expect([p1.data.length, p2.data.length, p1.total]).toEqual([10, 2, 12]);
    expect(p1.all_fact_profits).toBe('12.000000'); // 12 x 0.01 x 100
    expect(p1.data[0].UpdatePrice).toBe(95_100);
    expect(p1.balance).toBe(((await balanceOf(s, u.id)) / 1e6).toFixed(6));
  });

  it('resets a demo account: orders gone, starting balance back (type 9); refused for a real user', async () => {
    const u = await demoUser(s, 'reset-demo');
    await tick(s, 'BTCUSD', 95_000);
    await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01' });
    await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', status: 0, target_price: 90_000 });
    const r = await s.get('/v1/api/main/user/resetForexDemoAccount', {}, u.auth);
    expect(r).toMatchObject({ code: 1, msg: 'Demo account reset' });
    expect(await orderCount(u.id)).toBe(0);
    expect(await balanceOf(s, u.id)).toBe(100_000_000_000);
    expect((await ledgerOf(s, u.id)).at(-1)!.type).toBe(9);
    expect(await ledgerBreaks(s.db)).toEqual([]);
    const real = await registerUser(s, 'real-reset@example.com');
    const refused = await s.get('/v1/api/main/user/resetForexDemoAccount', {}, { authorization: real.token });
    expect(refused).toMatchObject({ code: 0, msg: 'Only a demo account can be reset' });
  });
});
