import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { balanceOf, demoUser, ledgerOf, pairId, tick } from './trading-helpers.js';
import { OPERATOR, operatorLogin } from '../funds/funds-helpers.js';
import { marginBelowMinimum, minMarginMicro } from '../../../core/rules/min-margin.js';

/**
 * Attack: pending orders with a margin of a few micro-USD and no fee were accepted (a limit at
 * 0.01 on BTC/USD), could never be worth filling, and counted toward the 200-pending cap. Market and pending orders
 * whose margin is below `min_order_margin_usd` (default 1 USD, exact) are refused, and nothing is written.
 */

let s: TestServer;
let admin: { authorization: string };
beforeAll(async () => {
  s = await startTestServer({ ...OPERATOR, ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
  admin = await operatorLogin(s);
  await tick(s, 'BTCUSD', 95_000);
  await tick(s, 'SOLUSD', 189.42);
});
afterAll(() => s.stop());

const submit = (auth: Record<string, string>, q: Record<string, string | number>) =>
  s.get('/v1/api/forex/submit', { type: 1, multiple: 20, cont: '0.01', ...q }, auth);
const orderCount = async (userId: number) =>
  (
    await s.db
      .selectFrom('orders')
      .select(s.db.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

describe('the smallest margin an order may take', () => {
  it('refuses a pending BTC/USD limit at 0.01 and a pending SOL/USD at 0.001, writing nothing', async () => {
    const u = await demoUser(s, 'min-margin-pending');
    const before = await balanceOf(s, u.id);
    // 0.01 lots x 1 unit x 0.01 / 20 = 0.000005 USD.
    expect(await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), status: 0, target_price: 0.01 })).toMatchObject({
      code: 0,
      msg: "This order's margin is 0.000005 USD, below the minimum of 1.00 USD: add lots or lower the leverage",
      data: null,
    });
    // 0.01 x 0.001 / 20 = 0.0000005 USD.
    expect((await submit(u.auth, { forex_id: pairId(s, 'SOLUSD'), status: 0, target_price: 0.001 })).code).toBe(0);
    expect(await orderCount(u.id)).toBe(0);
    expect(await balanceOf(s, u.id)).toBe(before);
    expect(await ledgerOf(s, u.id)).toHaveLength(1);
  });

  it('refuses a market order under the minimum, in the trader language, and takes one at or above it', async () => {
    const u = await demoUser(s, 'min-margin-market');
    // 0.01 SOL lots at 189.42 / 20 = 0.094710 USD.
    const r = await s.get(
      '/v1/api/forex/submit',
      { type: 1, status: 1, multiple: 20, cont: '0.01', forex_id: pairId(s, 'SOLUSD') },
      { ...u.auth, lang: 'de' },
    );
    expect(r).toMatchObject({
      code: 0,
      msg: 'Die Margin dieses Auftrags beträgt 0.094710 USD und liegt unter dem Minimum von 1.00 USD: Erhöhen Sie die Lotgröße oder senken Sie den Hebel',
    });
    // 0.11 lots: 1.041810 USD.
    expect((await submit(u.auth, { forex_id: pairId(s, 'SOLUSD'), status: 1, cont: '0.11' })).code).toBe(1);
    // BTC/USD at 0.01 lots: 47.50 USD.
    expect((await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), status: 1 })).code).toBe(1);
    expect(await orderCount(u.id)).toBe(2);
  });

  it('follows the operator setting, exactly: 0.05 takes the 0.094710 USD order, 0 turns the minimum off', async () => {
    expect((await s.post('/admin/api/settings', { min_order_margin_usd: '0.0000001' }, admin)).code).toBe(0);
    expect((await s.post('/admin/api/settings', { min_order_margin_usd: '0.05' }, admin)).code).toBe(1);
    const u = await demoUser(s, 'min-margin-setting');
    expect((await submit(u.auth, { forex_id: pairId(s, 'SOLUSD'), status: 1 })).code).toBe(1);
    const tiny = await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), status: 0, target_price: 0.01 });
    expect(tiny.msg).toBe(
      "This order's margin is 0.000005 USD, below the minimum of 0.05 USD: add lots or lower the leverage",
    );
    expect((await s.post('/admin/api/settings', { min_order_margin_usd: '0' }, admin)).code).toBe(1);
    expect((await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), status: 0, target_price: 0.01 })).code).toBe(1);
    expect((await s.post('/admin/api/settings', { min_order_margin_usd: '1' }, admin)).code).toBe(1);
  });
});

describe('the rule', () => {
  it('compares micro-USD exactly, and reads a setting it cannot read as the default', () => {
    expect(marginBelowMinimum(999_999, '1')).toEqual({ margin: '0.999999', min: '1.00' });
    expect(marginBelowMinimum(1_000_000, '1')).toBeNull();
    expect(marginBelowMinimum(4_999, '0.005')).toEqual({ margin: '0.004999', min: '0.005000' });
    expect(marginBelowMinimum(1, '0')).toBeNull();
    expect(minMarginMicro('abc')).toBe(1_000_000);
    expect(minMarginMicro('-2')).toBe(1_000_000);
  });
});
