import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { TestClock, utc } from '../test-clock.js';
import { demoUser } from '../../support/users.js';
import { setBalance } from '../../support/balances.js';
import { pairId } from '../../support/market.js';
import { ledgerBreaks } from '../ledger-check.js';
import { MarketStatus } from '../../../core/codes.js';
import { loadConfig } from '../../../server/config.js';
import { DEFAULT_SESSIONS } from '../../../core/rules/market-sessions.js';
import { openSocket } from '../../support/socket-client.js';
import { waitUntil } from '../../support/wait.js';

/**
 * The market calendar at its exact instants, on a server whose market clock the test sets (MARKET_HOURS=calendar),
 * with the default session tables (core/rules/market-sessions.ts): forex and metals close at Friday 22:00 UTC and
 * open at Sunday 22:00, indices and energy keep daily breaks; crypto trades on. These run the same on any day: the
 * instants are the test's, not the machine's.
 */
/** Every market open: indices close at 21:00 on a Friday. */
const FRIDAY_ALL_OPEN = utc('2026-12-04 20:59:59');
const FRIDAY_LAST_SECOND = utc('2026-12-04 21:59:59');
const FRIDAY_CLOSE = utc('2026-12-04 22:00:00');
const SATURDAY_NOON = utc('2026-12-05 12:00:00');
const SUNDAY_BEFORE_OPEN = utc('2026-12-06 21:59:59');
const SUNDAY_OPEN = utc('2026-12-06 22:00:00');
/** Midnight between Sunday and Monday: the day's change and the 1D candle roll over. */
const SUNDAY_LAST_SECOND = utc('2026-12-06 23:59:59');
const MONDAY_MIDNIGHT = utc('2026-12-07 00:00:00');
const DAY_S = 86_400;

const clock = new TestClock(utc('2026-12-04 12:00:00'));
let s: TestServer;
// No simulated ticks: every price is the test's, stamped with the market clock.
beforeAll(async () => {
  s = await startTestServer({
    marketHours: 'calendar',
    marketClock: clock.now,
    ticksPerSecond: 0,
    rateLimitPerMinute: 1_000_000,
  });
});
afterAll(async () => {
  await s.stop();
});

/** A trade at `price` now (market clock), and the engine's reaction to it. */
async function tick(code: string, price: number) {
  s.market.applyTick({ pairId: pairId(s, code), price, volume: 1, timeMs: clock.now() });
  await s.engine.idle();
}
const submit = (auth: Record<string, string>, q: Record<string, string | number>) =>
  s.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, ...q }, auth);
const pairOnList = async (code: string) =>
  (await s.get('/v1/api/forex/trade_list', { searchCurrency: code })).data.find((p: any) => p.Code === code);
const status = async (code: string) => (await pairOnList(code)).MarketStatus;
const order = (id: number) =>
  s.db
    .selectFrom('orders')
    .select(['status', 'price', 'update_price', 'close_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the weekend closure', () => {
  it('closes forex, metals, indices and energy for the weekend to the second, keeps crypto open, and opens on Sunday', async () => {
    clock.set(FRIDAY_ALL_OPEN);
    const all = (await s.get('/v1/api/forex/trade_list')).data as { Code: string; MarketStatus: number }[];
    expect(all.filter((p) => p.MarketStatus !== MarketStatus.Open)).toEqual([]);
    clock.set(FRIDAY_LAST_SECOND);
    for (const code of ['EURUSD', 'XAUUSD', 'USOIL', 'BTCUSD'])
      expect(await status(code), code).toBe(MarketStatus.Open);
    expect(await status('US30')).toBe(MarketStatus.Closed);
    clock.set(FRIDAY_CLOSE);
    const list = (await s.get('/v1/api/forex/trade_list')).data as { Code: string; MarketStatus: number }[];
    const open = list.filter((p) => p.MarketStatus === MarketStatus.Open).map((p) => p.Code);
    expect(open.sort()).toEqual(
      s.market.pairs
        .filter((p) => p.category_key === 'crypto')
        .map((p) => p.code)
        .sort(),
    );
    expect(open).toContain('BTCUSD');
    clock.set(SUNDAY_BEFORE_OPEN);
    expect(await status('EURUSD')).toBe(MarketStatus.Closed);
    clock.set(SUNDAY_OPEN);
    for (const code of ['EURUSD', 'XAUUSD', 'US30']) expect(await status(code), code).toBe(MarketStatus.Open);
    // Energy opens an hour later.
    expect(await pairOnList('USOIL')).toMatchObject({ MarketStatus: 0, OpensAt: (SUNDAY_OPEN + 3600_000) / 1000 });
  });

  it('closes an index for its daily break and says when it reopens; a holiday set in the back office closes a pair', async () => {
    clock.set(utc('2026-12-08 21:30:00'));
    expect(await pairOnList('US30')).toMatchObject({ MarketStatus: 0, OpensAt: utc('2026-12-08 22:00:00') / 1000 });
    expect(await status('EURUSD')).toBe(MarketStatus.Open);
    await s.db.updateTable('trade_pairs').set({ holidays: '2026-12-08' }).where('code', '=', 'EURUSD').execute();
    await s.market.reloadPairs();
    try {
      expect(await pairOnList('EURUSD')).toMatchObject({ MarketStatus: 0, OpensAt: utc('2026-12-09 00:00') / 1000 });
    } finally {
      await s.db.updateTable('trade_pairs').set({ holidays: '' }).where('code', '=', 'EURUSD').execute();
      await s.market.reloadPairs();
    }
  });

  it('refuses orders, closes, cancels and stop edits on a closed pair in the trader language, and trades crypto', async () => {
    const u = await demoUser(s, 'weekend-refusals');
    const de = { ...u.auth, lang: 'de' };
    clock.set(FRIDAY_LAST_SECOND);
    await tick('EURUSD', 1.085);
    await tick('BTCUSD', 95_000);
    const held = (await submit(u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '0.1' })).data;
    const pending = (
      await submit(u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '0.1', status: 0, target_price: 1.07 })
    ).data;
    expect([held.Status, pending.Status]).toEqual([1, 0]);
    const balance = async () =>
      (await s.db.selectFrom('users').select('balance').where('id', '=', u.id).executeTakeFirstOrThrow()).balance;
    const before = await balance();

    clock.set(SATURDAY_NOON);
    const refused = { code: 0, msg: 'Der Markt ist geschlossen' };
    expect(await submit(de, { forex_id: pairId(s, 'EURUSD'), cont: '0.1' })).toMatchObject(refused);
    expect(await s.get('/v1/api/forex/close', { id: held.Id }, de)).toMatchObject(refused);
    expect(await s.get('/v1/api/forex/cancel_trade', { id: pending.Id }, de)).toMatchObject(refused);
    expect(await s.get('/v1/api/forex/set_stop_price', { id: held.Id, stop_loss_price: 1.08 }, de)).toMatchObject(
      refused,
    );
    expect((await s.get('/v1/api/forex/close', { id: held.Id }, u.auth)).msg).toBe('The market is closed');
    // Nothing moved: the position is held, the pending order waits, no stop was set, no money moved.
    expect(await order(held.Id)).toMatchObject({ status: 1, close_reason: null });
    expect(await order(pending.Id)).toMatchObject({ status: 0 });
    expect(await balance()).toBe(before);

    // Crypto goes on at the weekend: a buy and its close.
    await tick('BTCUSD', 95_100);
    const btc = await submit(u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01' });
    expect(btc).toMatchObject({ code: 1, data: { Status: 1, Price: 95_100 } });
    expect((await s.get('/v1/api/forex/close', { id: btc.data.Id }, u.auth)).code).toBe(1);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });
});

describe('the open or closed state, live', () => {
  /** A visitor's socket holding MARKET_STATUS, collecting its frames. */
  async function statusSocket() {
    const sock = await openSocket(s.url);
    const items: { symbol: string; status: number; opensAt: number }[] = [];
    sock.ws.on('message', (d) => {
      const f = JSON.parse(d.toString());
      if (f.type === 'push' && f.topic === 'MARKET_STATUS') items.push(...f.data);
    });
    await sock.sub('MARKET_STATUS');
    /** The next status of `symbol` pushed, within 3 s. */
    const next = async (symbol: string) => {
      const found = () => items.findIndex((x) => x.symbol === symbol) + 1;
      const at = await waitUntil(found, { timeout: 3000, what: `a status of ${symbol}` }).catch(() => 0);
      return at ? items.splice(at - 1, 1)[0] : undefined;
    };
    return { ws: sock.ws, items, next };
  }

  it('says in the trade list when a closed pair opens again (OpensAt, Unix seconds), 0 for an open one', async () => {
    clock.set(SATURDAY_NOON);
    expect(await pairOnList('EURUSD')).toMatchObject({ MarketStatus: 0, OpensAt: SUNDAY_OPEN / 1000 });
    expect(await pairOnList('BTCUSD')).toMatchObject({ MarketStatus: 1, OpensAt: 0 });
    clock.set(SUNDAY_OPEN);
    expect(await pairOnList('EURUSD')).toMatchObject({ MarketStatus: 1, OpensAt: 0 });
  });

  it('pushes MARKET_STATUS within a second when the weekend closes and opens a pair, with the time it reopens', async () => {
    clock.set(FRIDAY_LAST_SECOND);
    // The status watch checks now (a reload ends with a check), so it has seen Friday: not a wait for its next round.
    await s.market.reloadPairsHere();
    const sock = await statusSocket();
    try {
      clock.set(FRIDAY_CLOSE);
      expect(await sock.next('EURUSD')).toEqual({ symbol: 'EURUSD', status: 0, opensAt: SUNDAY_OPEN / 1000 });
      expect(await sock.next('XAUUSD')).toMatchObject({ status: 0 });
      clock.set(SUNDAY_OPEN);
      expect(await sock.next('EURUSD')).toEqual({ symbol: 'EURUSD', status: 1, opensAt: 0 });
      // Crypto never changed: it was never announced.
      expect(sock.items.filter((x) => x.symbol === 'BTCUSD')).toEqual([]);
    } finally {
      sock.ws.close();
    }
  });

  it('pushes MARKET_STATUS at once when the operator closes and reopens a pair (closed by hand: no reopening time)', async () => {
    clock.set(SUNDAY_OPEN);
    const sock = await statusSocket();
    try {
      await s.db.updateTable('trade_pairs').set({ tradable: 0 }).where('code', '=', 'BTCUSD').execute();
      await s.market.reloadPairs();
      expect(await sock.next('BTCUSD')).toEqual({ symbol: 'BTCUSD', status: 0, opensAt: 0 });
      await s.db.updateTable('trade_pairs').set({ tradable: 1 }).where('code', '=', 'BTCUSD').execute();
      await s.market.reloadPairs();
      expect(await sock.next('BTCUSD')).toEqual({ symbol: 'BTCUSD', status: 1, opensAt: 0 });
    } finally {
      sock.ws.close();
    }
  });
});

describe('the reopening', () => {
  it('fires stop-losses, take-profits and pending orders at the first price after the open, not before', async () => {
    const u = await demoUser(s, 'reopen-triggers');
    clock.set(FRIDAY_LAST_SECOND);
    await tick('EURUSD', 1.1);
    const sl = (await submit(u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '0.1', stop_loss_price: 1.09 })).data;
    const tp = (
      await submit(u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '0.1', type: 2, target_profit_price: 1.095 })
    ).data;
    const limit = (await submit(u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '0.1', status: 0, target_price: 1.092 }))
      .data;

    // The weekend: the pair's price is frozen at Friday's last, and nothing fires, even on a price a feed sent
    // while the market was closed.
    clock.set(SATURDAY_NOON);
    await tick('EURUSD', 1.08);
    await s.engine.riskPass();
    await s.engine.idle();
    expect((await order(sl.Id)).status).toBe(1);
    expect((await order(tp.Id)).status).toBe(1);
    expect((await order(limit.Id)).status).toBe(0);

    // Sunday 22:00: the market opens below all three levels (a gap), and the first price fires each at that price.
    clock.set(SUNDAY_OPEN);
    await tick('EURUSD', 1.085);
    expect(await order(sl.Id)).toMatchObject({ status: 3, close_reason: 'sl', update_price: 1.085 });
    expect(await order(tp.Id)).toMatchObject({ status: 3, close_reason: 'tp', update_price: 1.085 });
    expect(await order(limit.Id)).toMatchObject({ status: 1, price: 1.085 });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('stops out at the first price after the open, and not at the weekend', async () => {
    const u = await demoUser(s, 'reopen-stop-out');
    clock.set(FRIDAY_LAST_SECOND);
    await tick('EURUSD', 1.1);
    // 1 lot of 100,000 EUR at 1.1 with 100x leverage: margin 1,100 USD.
    const o = (await submit(u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '1', multiple: 100 })).data;
    await setBalance(s, u.id, 100_000_000); // 100 USD free: equity 1,200, stop-out at 50 % of 1,100 = 550

    clock.set(SATURDAY_NOON);
    // Even a price on the closed pair (a feed that sends one) is not a price to stop out at.
    await tick('EURUSD', 1.09); // -1,000 USD: equity 200, 18 %
    await s.engine.riskPass();
    await s.engine.idle();
    expect((await order(o.Id)).status).toBe(1);

    clock.set(SUNDAY_OPEN);
    await tick('EURUSD', 1.0905);
    await s.engine.riskPass();
    await s.engine.idle();
    expect(await order(o.Id)).toMatchObject({ status: 3, close_reason: 'stop_out', update_price: 1.0905 });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });
});

describe('the trading day', () => {
  it("resets the day's change at 00:00 UTC and starts a new 1D candle with the day's first trade", async () => {
    clock.set(SUNDAY_LAST_SECOND - 30_000);
    await tick('BTCUSD', 94_000);
    await tick('BTCUSD', 95_000);
    const sunday = (await pairOnList('BTCUSD')).ForexQuotations;
    expect(sunday.Close).toBe(95_000);
    expect(sunday.Open).not.toBe(95_000);
    expect(sunday.Change).not.toBe(0);

    // 00:00:00 with no trade yet today: the day opens at the last price, so the change is 0.
    clock.set(MONDAY_MIDNIGHT);
    expect((await pairOnList('BTCUSD')).ForexQuotations).toMatchObject({ Open: 95_000, Close: 95_000, Change: 0 });

    clock.set(MONDAY_MIDNIGHT + 5_000);
    await tick('BTCUSD', 96_000);
    await tick('BTCUSD', 96_900);
    expect((await pairOnList('BTCUSD')).ForexQuotations).toEqual({
      Open: 96_000,
      Close: 96_900,
      Change: 0.94,
      PrevClose: 96_000,
      SessionChange: 0.94,
    });

    const day = (await s.get('/v1/api/forex/kline', { forex_id: pairId(s, 'BTCUSD'), period: '1D' })).data;
    expect(day.at(-1)).toMatchObject({ Time: MONDAY_MIDNIGHT / 1000, Open: 96_000, Close: 96_900 });
    expect(day.at(-2)).toMatchObject({ Time: MONDAY_MIDNIGHT / 1000 - DAY_S, Close: 95_000 });
  });

  it('keeps no candle for a day the market never opens: Friday is followed by Sunday evening, then Monday', async () => {
    clock.set(SUNDAY_OPEN + 60_000);
    await tick('XAUUSD', 2_650.5);
    clock.set(MONDAY_MIDNIGHT + 60_000);
    await tick('XAUUSD', 2_651.5);
    const day = (await s.get('/v1/api/forex/kline', { forex_id: pairId(s, 'XAUUSD'), period: '1D' })).data;
    expect(day.at(-1)).toMatchObject({ Time: MONDAY_MIDNIGHT / 1000, Open: 2_651.5 });
    expect(day.at(-2)).toMatchObject({ Time: MONDAY_MIDNIGHT / 1000 - DAY_S, Close: 2_650.5 });
    expect(day.at(-3).Time).toBe(MONDAY_MIDNIGHT / 1000 - 3 * DAY_S);
    const weekdays = day.map((c: { Time: number }) => new Date(c.Time * 1000).getUTCDay());
    expect(weekdays.filter((d: number) => d === 6)).toEqual([]);
  });
  it("shows a shut market's last session change all weekend, not 0.00 %, and the day's change again once it trades", async () => {
    // The next week's Friday (after the tests above): XAU opens the day at 2,600 and ends it at 2,626 (+1 %).
    clock.set(utc('2026-12-11 00:00:10'));
    await tick('XAUUSD', 2_600);
    clock.set(FRIDAY_LAST_SECOND + 7 * DAY_S * 1000);
    await tick('XAUUSD', 2_626);
    clock.set(SATURDAY_NOON + 7 * DAY_S * 1000);
    expect((await pairOnList('XAUUSD')).ForexQuotations).toEqual({
      Open: 2_626,
      Close: 2_626,
      Change: 0,
      PrevClose: 2_600,
      SessionChange: 1,
    });
    // The socket's DAY_MARKET says the same change as the list.
    expect(s.market.quotation(s.market.pairByCode('XAUUSD')!).SessionChange).toBe(1);
    // Sunday 22:00, the market open and nothing traded yet today: the change starts from the last price.
    clock.set(SUNDAY_OPEN + 7 * DAY_S * 1000);
    expect((await pairOnList('XAUUSD')).ForexQuotations).toMatchObject({ PrevClose: 2_626, SessionChange: 0 });
  });
});

describe('MARKET_HOURS=always, for a demo site', () => {
  it('is read from the environment, calendar by default, and a typo stops the start', () => {
    expect(loadConfig({}).marketHours).toBe('calendar');
    expect(loadConfig({ MARKET_HOURS: 'always' }).marketHours).toBe('always');
    expect(() => loadConfig({ MARKET_HOURS: 'weekdays' })).toThrow('MARKET_HOURS must be calendar or always');
  });

  it('opens and trades every pair on a Saturday, and the operator can still close one', async () => {
    const demo = await startTestServer({
      marketHours: 'always',
      marketClock: () => SATURDAY_NOON,
      ticksPerSecond: 0,
      historyCandles: 5,
    });
    try {
      const list = (await demo.get('/v1/api/forex/trade_list')).data as { Code: string; MarketStatus: number }[];
      expect(list.filter((p) => p.MarketStatus !== MarketStatus.Open)).toEqual([]);
      const u = await demoUser(demo, 'always-open');
      demo.market.applyTick({ pairId: pairId(demo, 'EURUSD'), price: 1.085, volume: 1, timeMs: SATURDAY_NOON });
      const r = await demo.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, forex_id: pairId(demo, 'EURUSD'), cont: '0.1' },
        u.auth,
      );
      expect(r).toMatchObject({ code: 1, data: { Status: 1, Price: 1.085 } });
      // The stored hours stay the pair's own; the operator's tradable switch still closes it.
      const row = await demo.db
        .selectFrom('trade_pairs')
        .select('hours')
        .where('code', '=', 'EURUSD')
        .executeTakeFirstOrThrow();
      expect(row.hours).toBe(DEFAULT_SESSIONS.forex);
      await demo.db.updateTable('trade_pairs').set({ tradable: 0 }).where('code', '=', 'EURUSD').execute();
      await demo.market.reloadPairs();
      const eur = (await demo.get('/v1/api/forex/trade_list', { searchCurrency: 'EURUSD' })).data[0];
      expect(eur.MarketStatus).toBe(MarketStatus.Closed);
    } finally {
      await demo.stop();
    }
  });
});
