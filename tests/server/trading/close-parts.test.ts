import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser, pairId, tick } from './trading-helpers.js';

/**
 * Every close of an order, partial or final, is recorded in the close's own transaction and
 * served to its owner (close_parts), so the history detail shows what the server realised, part by part.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await s.stop();
});

/** A market buy of BTC (1 unit a lot, so a 100 USD move is 1 USD per 0.01 lots). */
const buy = async (auth: Record<string, string>, cont: string, q: Record<string, number> = {}) =>
  (
    await s.get(
      '/v1/api/forex/submit',
      { type: 1, status: 1, multiple: 10, forex_id: pairId(s, 'BTCUSD'), cont, ...q },
      auth,
    )
  ).data;
const parts = (auth: Record<string, string>, id: number) => s.get('/v1/api/forex/close_parts', { id }, auth);

describe('close parts', () => {
  it('records a partial close and the close of the rest, each with its lots, price and P/L, summing to the realised total', async () => {
    const u = await demoUser(s, 'parts-a');
    await tick(s, 'BTCUSD', 95_000);
    const o = await buy(u.auth, '0.05');
    expect((await parts(u.auth, o.Id)).data).toEqual([]);

    await tick(s, 'BTCUSD', 95_100);
    const part = await s.get('/v1/api/forex/close', { id: o.Id, close_lots: '0.030' }, u.auth);
    expect(part.data).toMatchObject({ Status: 1, Quantity: '0.02' });
    // While the rest is held, the part already closed is listed.
    const held = (await parts(u.auth, o.Id)).data;
    expect(held).toEqual([
      {
        Quantity: '0.03',
        Price: 95_100,
        FactProfits: '3.000000',
        CloseReason: 'manual',
        CompleteTimeHandler: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
    ]);

    await tick(s, 'BTCUSD', 94_900);
    const closed = await s.get('/v1/api/forex/close', { id: o.Id }, u.auth);
    // The close's reply is the server's total: +3 on 0.03, then -2 on 0.02 (not the rest's last floating -2).
    expect(closed.data).toMatchObject({ Status: 3, Quantity: '0.02', FactProfits: '1.000000' });
    const all = (await parts(u.auth, o.Id)).data;
    expect(
      all.map((p: { Quantity: string; Price: number; FactProfits: string }) => [p.Quantity, p.Price, p.FactProfits]),
    ).toEqual([
      ['0.03', 95_100, '3.000000'],
      ['0.02', 94_900, '-2.000000'],
    ]);
    // History lists the same total.
    const history = (await s.get('/v1/api/forex/my_deal', { status: 3 }, u.auth)).data;
    expect(history.data.find((x: { Id: number }) => x.Id === o.Id).FactProfits).toBe('1.000000');

    // A second close of a closed order is refused and records nothing.
    expect((await s.get('/v1/api/forex/close', { id: o.Id }, u.auth)).code).toBe(0);
    expect((await parts(u.auth, o.Id)).data).toHaveLength(2);
  });

  it('records a close by the server (stop-loss) with its reason', async () => {
    const u = await demoUser(s, 'parts-b');
    await tick(s, 'BTCUSD', 95_000);
    const o = await buy(u.auth, '0.05', { stop_loss_price: 94_000 });
    await s.get('/v1/api/forex/close', { id: o.Id, close_lots: '0.01' }, u.auth);
    await tick(s, 'BTCUSD', 93_900);
    const all = (await parts(u.auth, o.Id)).data;
    expect(
      all.map((p: { Quantity: string; FactProfits: string; CloseReason: string }) => [
        p.Quantity,
        p.FactProfits,
        p.CloseReason,
      ]),
    ).toEqual([
      ['0.01', '0.000000', 'manual'],
      ['0.04', '-44.000000', 'sl'],
    ]);
    const row = await s.db.selectFrom('orders').select('fact_profits').where('id', '=', o.Id).executeTakeFirstOrThrow();
    expect(row.fact_profits).toBe(-44_000_000);
  });

  it("answers another user's order as not found, like an order that does not exist", async () => {
    const owner = await demoUser(s, 'parts-c');
    const other = await demoUser(s, 'parts-d');
    await tick(s, 'BTCUSD', 95_000);
    const o = await buy(owner.auth, '0.02');
    await s.get('/v1/api/forex/close', { id: o.Id, close_lots: '0.01' }, owner.auth);
    const theirs = await parts(other.auth, o.Id);
    const none = await parts(other.auth, 9_999_999);
    expect([theirs.code, theirs.data]).toEqual([0, null]);
    expect(theirs.msg).toBe('Order not found');
    expect([none.code, none.msg]).toEqual([0, theirs.msg]);
    expect((await s.get('/v1/api/forex/close_parts', { id: o.Id })).code).not.toBe(1);
  });

  it('removes the parts with the orders on a demo reset', async () => {
    const u = await demoUser(s, 'parts-e');
    await tick(s, 'BTCUSD', 95_000);
    const o = await buy(u.auth, '0.02');
    await s.get('/v1/api/forex/close', { id: o.Id }, u.auth);
    expect((await parts(u.auth, o.Id)).data).toHaveLength(1);
    await s.get('/v1/api/main/user/resetForexDemoAccount', {}, u.auth);
    const left = await s.db.selectFrom('order_close_parts').select('id').where('user_id', '=', u.id).execute();
    expect(left).toEqual([]);
  });
});
