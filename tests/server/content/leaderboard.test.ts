import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';
import { demoUser, deposit, pairId, tick } from '../trading/trading-helpers.js';
import { computeLeaderboard, LEADERBOARD_WINDOW_MS, percent2 } from '../../../server/content/leaderboard-service.js';
import { maskAccount } from '../../../server/content/account-mask.js';

let s: TestServer;
const DAY = 24 * 60 * 60 * 1000;
type Auth = Record<string, string>;
interface Trader {
  id: number;
  auth: Auth;
}

/** A real (registered, non-demo) user with 100,000 USD deposited. */
async function realTrader(email: string): Promise<Trader> {
  const r = await registerUser(s, email);
  await deposit(s, r.user.id, 100_000_000_000);
  return { id: r.user.id, auth: { authorization: r.token } };
}

/** Opens at `open` and closes at `close` through the HTTP calls and the engine; returns the order id. */
async function roundTrip(
  u: Trader,
  code: string,
  side: 1 | 2,
  lots: string,
  multiple: number,
  open: number,
  close: number,
): Promise<number> {
  await tick(s, code, open);
  const o = await s.get(
    '/v1/api/forex/submit',
    { type: side, status: 1, cont: lots, multiple, forex_id: pairId(s, code) },
    u.auth,
  );
  if (o.code !== 1) throw new Error(`submit: ${o.msg}`);
  await tick(s, code, close);
  const c = await s.get('/v1/api/forex/close', { id: o.data.Id }, u.auth);
  if (c.code !== 1) throw new Error(`close: ${c.msg}`);
  return o.data.Id;
}

/** Moves a closed order's times `ms` into the past, as if it had been traded then. */
const age = (orderId: number, ms: number) =>
  s.db
    .updateTable('orders')
    .set((eb) => ({ completed_ms: eb('completed_ms', '-', ms), created_ms: eb('created_ms', '-', ms) }))
    .where('id', '=', orderId)
    .execute();

const completedAt = async (orderId: number) =>
  (await s.db.selectFrom('orders').select('completed_ms').where('id', '=', orderId).executeTakeFirstOrThrow())
    .completed_ms!;

beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });

  // A: three trades in the window (two BTC at 10x, one ETH at 5x) and one ETH trade 30 days ago.
  const a = await realTrader('alice.trader@example.com');
  await roundTrip(a, 'BTCUSD', 1, '0.1', 10, 100_000, 101_000); // +100, margin 1,000
  await roundTrip(a, 'BTCUSD', 2, '0.1', 10, 100_000, 100_500); // -50, margin 1,000
  await roundTrip(a, 'ETHUSD', 1, '1', 5, 3_000, 3_100); // +100, margin 600
  await age(await roundTrip(a, 'ETHUSD', 1, '1', 2, 3_000, 2_900), 30 * DAY); // -100, margin 1,500: totals only

  // B: one ETH trade (5x) and one BTC trade (20x); the BTC one is then dated an hour before the ETH one,
  // so the tie on pair and leverage must be broken by time, not by order id.
  const b = await realTrader('bo@example.com');
  const eth = await roundTrip(b, 'ETHUSD', 2, '1', 5, 3_000, 3_000); // 0 (not a win), margin 600
  const btc = await roundTrip(b, 'BTCUSD', 1, '0.2', 20, 100_000, 101_000); // +200, margin 1,000
  await age(btc, (await completedAt(btc)) - (await completedAt(eth)) + 3_600_000);

  // C: the same window profit as A (150) on far less margin: ranks above A on rate.
  const c = await realTrader('carol.w@example.com');
  await roundTrip(c, 'BTCUSD', 1, '0.05', 20, 100_000, 103_000); // +150, margin 250

  // H: one trade 10 minutes inside the window and one 1 minute outside it.
  const h = await realTrader('henrik@example.com');
  const inside = await roundTrip(h, 'BTCUSD', 1, '0.01', 10, 100_000, 101_000); // +10, margin 100
  const outside = await roundTrip(h, 'BTCUSD', 1, '0.1', 10, 100_000, 101_000); // +100, margin 1,000
  await age(inside, LEADERBOARD_WINDOW_MS - 10 * 60_000); // slack for a slow run between this and the reads
  await age(outside, LEADERBOARD_WINDOW_MS + 60_000);

  // Never listed: a demo user, a disabled user, a user whose trades are all old, a user with only a
  // cancelled pending order and a position still open.
  const d = await demoUser(s, 'leaderboard-demo');
  await roundTrip({ id: d.id, auth: d.auth }, 'BTCUSD', 1, '1', 10, 100_000, 105_000); // +5,000
  const e = await realTrader('disabled.user@example.com');
  await roundTrip(e, 'BTCUSD', 1, '0.1', 10, 100_000, 104_000); // +400
  await s.db.updateTable('users').set({ status: 0 }).where('id', '=', e.id).execute();
  const f = await realTrader('old.timer@example.com');
  await age(await roundTrip(f, 'ETHUSD', 1, '1', 5, 3_000, 3_300), 22 * DAY); // +300, 22 days ago
  const g = await realTrader('gina.open@example.com');
  await tick(s, 'BTCUSD', 100_000);
  const pending = await s.get(
    '/v1/api/forex/submit',
    { type: 1, status: 0, target_price: 90_000, cont: '0.01', multiple: 10, forex_id: pairId(s, 'BTCUSD') },
    g.auth,
  );
  expect((await s.get('/v1/api/forex/cancel_trade', { id: pending.data.Id }, g.auth)).code).toBe(1);
  expect(
    (
      await s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, cont: '0.01', multiple: 10, forex_id: pairId(s, 'BTCUSD') },
        g.auth,
      )
    ).code,
  ).toBe(1);
});
afterAll(async () => {
  await s.stop();
});

// 55 traders signed up and trading in one test: 90 s, not the default 30, on a loaded CI machine.
describe('leaderboard (follow/list)', { timeout: 90_000 }, () => {
  it('ranks real, active users by three-week profit, then rate, with the figures of their own trades', async () => {
    const rows = await computeLeaderboard(s.db, Date.now());
    expect(rows).toEqual([
      {
        user: 'b***@***',
        three_week_profit: '200.00',
        three_week_rate: 12.5,
        three_week_win: 50,
        total_rate: 12.5,
        total_trade_num: 2,
        code: 'ETH/USD',
        multiple: 5,
        followers: 0,
      },
      {
        user: 'ca***w@***',
        three_week_profit: '150.00',
        three_week_rate: 60,
        three_week_win: 100,
        total_rate: 60,
        total_trade_num: 1,
        code: 'BTC/USD',
        multiple: 20,
        followers: 0,
      },
      // 150 / 2,600 = 5.769 %; 2 wins of 3; all time 50 / 4,100 = 1.2195 % over 4 trades.
      {
        user: 'al***r@***',
        three_week_profit: '150.00',
        three_week_rate: 5.77,
        three_week_win: 66.67,
        total_rate: 1.22,
        total_trade_num: 4,
        code: 'BTC/USD',
        multiple: 10,
        followers: 0,
      },
      // The order just inside the window counts; the one 1 minute outside counts only in the totals.
      {
        user: 'he***k@***',
        three_week_profit: '10.00',
        three_week_rate: 10,
        three_week_win: 100,
        total_rate: 10,
        total_trade_num: 2,
        code: 'BTC/USD',
        multiple: 10,
        followers: 0,
      },
    ]);
  });

  it('serves the same rows on the public call, without a session, and never shows an e-mail or uid', async () => {
    const r = await s.get('/api/follow/list');
    expect(r).toMatchObject({ code: 1, msg: 'Success' });
    expect(r.data).toEqual(await computeLeaderboard(s.db));
    const uids = (await s.db.selectFrom('users').select('uid').execute()).map((u) => u.uid);
    for (const row of r.data) {
      expect(row.user).not.toMatch(/example|\.com/);
      for (const uid of uids) expect(row.user).not.toContain(uid);
    }
  });

  it('keeps at most 50 rows', async () => {
    // 55 more real users, each with one small winning trade.
    for (let i = 0; i < 55; i++) {
      const u = await realTrader(`bulk${String(i).padStart(2, '0')}@example.com`);
      await roundTrip(u, 'BTCUSD', 1, '0.01', 10, 100_000, 100_100 + i); // +1.00 .. +1.54
    }
    const rows = await computeLeaderboard(s.db);
    expect(rows).toHaveLength(50);
    expect(rows.slice(0, 4).map((r) => r.user)).toEqual(['b***@***', 'ca***w@***', 'al***r@***', 'he***k@***']);
    expect(rows[4]).toMatchObject({ user: 'bu***4@***', three_week_profit: '1.54' });
    const profits = rows.map((r) => Number(r.three_week_profit));
    expect(profits).toEqual([...profits].sort((x, y) => y - x));
  });
});

describe('leaderboard arithmetic', () => {
  it('rounds percentages half away from zero to 2 decimals, exactly', () => {
    expect(percent2(150_000_000, 2_600_000_000)).toBe(5.77);
    expect(percent2(2, 3)).toBe(66.67);
    expect(percent2(1, 8)).toBe(12.5);
    expect(percent2(-1, 8)).toBe(-12.5);
    expect(percent2(-50_000_000, 4_100_000_000)).toBe(-1.22);
    expect(percent2(5, 0)).toBe(0);
  });
});

describe('masked names', () => {
  it.each([
    ['johnsmith@gmail.com', null, 'jo***h@***'],
    ['Alice.Trader@Example.com', null, 'Al***r@***'],
    ['abcd@x.io', null, 'ab***d@***'],
    ['abc@x.io', null, 'a***@***'],
    ['a@x.io', null, '***@***'],
    ['李小龍的郵箱@example.cn', null, '李小***箱@***'],
    [null, '+852 9123 4567', '85****67'],
    [null, '12345', '****'],
    [null, null, '***'],
  ])('%s / %s -> %s', (email, mobile, masked) => {
    expect(maskAccount(email, mobile)).toBe(masked);
  });
});
