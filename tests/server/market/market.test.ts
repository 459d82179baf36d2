import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { SimulatedFeed, type SimPair } from '../../../server/market/simulator.js';
import { isOpenAt, minutesPerYear } from '../../../server/market/market-hours.js';
import { PERIOD_CODES, PERIODS } from '../../../core/rules/periods.js';
import { waitUntil } from '../../support/wait.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ historyCandles: 300 });
});
afterAll(async () => {
  await s.stop();
});

const SATURDAY = Date.UTC(2026, 10, 21, 12); // Saturday 21 November 2026, noon UTC
const MONDAY = Date.UTC(2026, 10, 23, 12);
const pairs: SimPair[] = [
  { id: 1, price: 1.0852, anchor: 1.0852, vol: 0.08, hours: 'weekdays', precision: 5, volumePerMinute: 60 },
  { id: 2, price: 95_000, anchor: 95_000, vol: 0.55, hours: 'always', precision: 2, volumePerMinute: 8 },
];

describe('the price simulator', () => {
  it('replays the same ticks from the same seed and step times, and others from another seed', () => {
    const run = (seed: number) => {
      const feed = new SimulatedFeed(pairs, { seed, now: () => MONDAY });
      return Array.from({ length: 200 }, (_, i) => feed.step(MONDAY + (i + 1) * 100)).flat();
    };
    const a = run(7);
    expect(a.length).toBeGreaterThan(80); // ~0.35 x 2 pairs x 200 steps
    expect(run(7)).toEqual(a);
    expect(run(8)).not.toEqual(a);
  });

  it('trades crypto on a Saturday and keeps forex closed', () => {
    expect(isOpenAt({ hours: 'weekdays' }, SATURDAY)).toBe(false);
    expect(isOpenAt({ hours: 'always' }, SATURDAY)).toBe(true);
    expect(isOpenAt({ hours: 'weekdays' }, MONDAY)).toBe(true);
    const feed = new SimulatedFeed(pairs, { seed: 1, now: () => SATURDAY });
    const ticks = Array.from({ length: 100 }, (_, i) => feed.step(SATURDAY + (i + 1) * 100)).flat();
    expect(ticks.some((t) => t.pairId === 2)).toBe(true);
    expect(ticks.some((t) => t.pairId === 1)).toBe(false);
  });

  it('emits prices rounded to the pair precision and positive volumes', () => {
    const feed = new SimulatedFeed(pairs, { seed: 3, now: () => MONDAY });
    for (const t of Array.from({ length: 100 }, (_, i) => feed.step(MONDAY + (i + 1) * 100)).flat()) {
      const precision = t.pairId === 1 ? 5 : 2;
      expect(Math.round(t.price * 10 ** precision) / 10 ** precision).toBe(t.price);
      expect(t.volume).toBeGreaterThan(0);
    }
  });
});

describe('market calls', () => {
  it('lists at least 30 pairs with every field of a pair, and searches Code/ShowCode case-insensitively', async () => {
    const all = (await s.get('/v1/api/forex/trade_list')).data;
    expect(all.length).toBeGreaterThanOrEqual(30);
    const btc = all.find((p: any) => p.Code === 'BTCUSD');
    expect(btc).toMatchObject({
      ShowCode: 'BTC/USD',
      Logo: '/logos/BTCUSD.png',
      MarketStatus: 1,
      PricePrecision: 2,
      ForexContNum: 1,
    });
    expect(btc.HasForexMultiple[0]).toEqual({ Value: 2 });
    expect(btc.ForexQuotations.Close).toBeGreaterThan(0);
    expect(all.filter((p: any) => p.QuoteCurrency === 'JPY').length).toBeGreaterThanOrEqual(3);
    const found = (await s.get('/v1/api/forex/trade_list', { searchCurrency: 'eth' })).data.map((p: any) => p.Code);
    expect(found).toEqual(['ETHUSD']);
    expect((await s.get('/v1/api/forex/trade_list', { searchCurrency: 'usd/j' })).data.map((p: any) => p.Code)).toEqual(
      ['USDJPY'],
    );
  });

  it('names categories in the request language', async () => {
    const en = (await s.get('/v1/api/forex/getCategories')).data;
    expect(en.map((c: any) => c.NameShowTrans)).toEqual(['Forex', 'Metals', 'Crypto', 'Indices', 'Energy']);
    const hk = (await s.get('/v1/api/forex/getCategories', {}, { lang: 'hk' })).data;
    expect(hk[0].NameShowTrans).not.toBe('Forex');
  });

  it('serves 300 candles per period, ascending, aligned, with Low <= Open,Close <= High', async () => {
    const pairsList = (await s.get('/v1/api/forex/trade_list')).data;
    for (const code of ['EURUSD', 'BTCUSD', 'USDJPY']) {
      const id = pairsList.find((p: any) => p.Code === code).Id;
      for (const period of PERIOD_CODES) {
        const k = (await s.get('/v1/api/forex/kline', { forex_id: id, period })).data;
        expect(k.length, `${code} ${period}`).toBe(300);
        for (let i = 0; i < k.length; i++) {
          const c = k[i];
          expect(c.Time % PERIODS[period]).toBe(0);
          if (i) expect(c.Time).toBeGreaterThan(k[i - 1].Time);
          expect(c.Low).toBeLessThanOrEqual(Math.min(c.Open, c.Close));
          expect(c.High).toBeGreaterThanOrEqual(Math.max(c.Open, c.Close));
          expect(c.Volume).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('answers a short close series per pair for the home mini-charts, in one call', async () => {
    const all = (await s.get('/v1/api/forex/abbreviated_cache_kline')).data;
    const ids = (await s.get('/v1/api/forex/trade_list')).data.map((p: any) => String(p.Id));
    expect(Object.keys(all).sort()).toEqual(ids.sort());
    expect(all[ids[0]!].length).toBeGreaterThanOrEqual(20);
    const one = (await s.get('/v1/api/forex/abbreviated_cache_kline', { forex_id: Number(ids[0]) })).data;
    expect(one.length).toBe(all[ids[0]!].length);
  });

  it('rejects a wrong period or an unknown pair with a named error', async () => {
    expect(await s.get('/v1/api/forex/kline', { forex_id: 1, period: '2M' })).toMatchObject({
      code: 0,
      msg: 'Please check the period.',
    });
    expect(await s.get('/v1/api/forex/kline', { forex_id: 99999, period: '1M' })).toMatchObject({
      code: 0,
      msg: 'Please check the trading pair.',
    });
    expect(await s.get('/v1/api/forex/kline', { period: '1M' })).toMatchObject({
      code: 0,
      msg: 'Please fill in the trading pair.',
    });
  });

  it('accepts the market calls as POST too', async () => {
    const r = await s.post('/v1/api/forex/trade_list', { searchCurrency: 'xau' });
    expect(r.data.map((p: any) => p.Code)).toEqual(['XAUUSD']);
  });
});

// Starts a server that builds every pair's history (on PostgreSQL too): 90 s, not the default 30, on a loaded CI machine.
describe('a shorter first-start history (HISTORY_CANDLES)', { timeout: 90_000 }, () => {
  it('makes at least that many candles of every period, and fewer hourly and daily ones than a full chart', async () => {
    const short = await startTestServer({ historyCandles: 60 });
    try {
      const id = (await short.get('/v1/api/forex/trade_list', { searchCurrency: 'EURUSD' })).data[0].Id;
      for (const period of PERIOD_CODES) {
        const k = (await short.get('/v1/api/forex/kline', { forex_id: id, period })).data;
        expect(k.length, period).toBeGreaterThanOrEqual(60);
        // 1M and the short periods still fill a 300-candle answer from the day of minutes every history has.
        if (period === '1H' || period === '1D') expect(k.length, period).toBeLessThan(300);
      }
    } finally {
      await short.stop();
    }
  });
});

describe('kline around the end of a period', () => {
  it('answers the candle that just closed in its final state, though the store has an older copy until the next persist', async () => {
    const id = (await s.get('/v1/api/forex/trade_list', { searchCurrency: 'BTCUSD' })).data[0].Id;
    // The simulator ticks on the wall clock: on a busy machine the clock can reach the next minute before the read,
    // and its tick there became that candle's close (CI, once). Its ticks are dropped while this test runs.
    s.market.routeTicks(() => {});
    try {
      await s.market.persist(); // the store now holds this minute as it stands
      const now = Date.now();
      const minute = Math.floor(now / 60_000) * 60;
      // A last trade in this minute that only memory knows, then the first trade of the next minute.
      s.market.applyTick({ pairId: id, price: 80_000.01, volume: 1, timeMs: now });
      s.market.applyTick({ pairId: id, price: 80_000.02, volume: 1, timeMs: now + 60_000 });
      const k = (await s.get('/v1/api/forex/kline', { forex_id: id, period: '1M' })).data as {
        Time: number;
        Close: number;
      }[];
      expect(k.find((c) => c.Time === minute)?.Close).toBe(80_000.01);
      expect(k.at(-1)).toMatchObject({ Time: minute + 60, Close: 80_000.02 });
      for (let i = 1; i < k.length; i++) expect(k[i]!.Time - k[i - 1]!.Time).toBe(60);
    } finally {
      s.market.routeTicks((t) => s.market.applyTick(t));
    }
  });
});

// Each test starts a server twice and reads every pair's history: 90 s, not the default 30, on a loaded CI machine.
describe('history across a restart', { timeout: 90_000 }, () => {
  it('continues the candles without gaps or duplicates, from the price each pair last traded at', async () => {
    const a = await startTestServer();
    const btc = (await a.get('/v1/api/forex/trade_list', { searchCurrency: 'BTCUSD' })).data[0].Id;
    // A few live ticks (BTC's, whose candles are compared below; every open pair trades at the same rate).
    let btcTicks = 0;
    const stopCounting = a.market.onTick((t) => void (t.pairId === btc && btcTicks++));
    await waitUntil(() => btcTicks >= 3, { timeout: 20_000, what: 'three live BTC ticks' });
    stopCounting();
    const before = (await a.get('/v1/api/forex/kline', { forex_id: btc, period: '1M' })).data;
    await a.close();
    // Read after the stop: the price each pair last traded at, and the minute it fell in.
    const last = new Map(
      a.market.pairs.map((p) => [
        p.id,
        { price: a.market.lastPrice(p.id)!, minute: a.market.builder.current(p.id, '1M')!.time },
      ]),
    );
    // The second server's market clock runs 90 s ahead: to it, the server was down for a minute and a half.
    const downMs = 90_000;
    const b = await startTestServer({ dataDir: a.dataDir, marketClock: () => Date.now() + downMs });
    try {
      const after = (await b.get('/v1/api/forex/kline', { forex_id: btc, period: '1M' })).data;
      // Every minute is there exactly once (crypto trades around the clock), and the old candles survived.
      for (let i = 1; i < after.length; i++) expect(after[i].Time - after[i - 1].Time).toBe(60);
      const shared = before.filter((c: any) => c.Time >= after[0].Time && c.Time < before.at(-1).Time);
      for (const c of shared) expect(after.find((x: any) => x.Time === c.Time)).toEqual(c);
      const day = (await b.get('/v1/api/forex/kline', { forex_id: btc, period: '1D' })).data;
      for (let i = 1; i < day.length; i++) expect(day[i].Time - day[i - 1].Time).toBe(86400);
      for (const p of b.market.pairs) {
        const was = last.get(p.id)!;
        const k = (await b.get('/v1/api/forex/kline', { forex_id: p.id, period: '1M' })).data as {
          Time: number;
          Open: number;
          Close: number;
        }[];
        const i = k.findIndex((c) => c.Time === was.minute);
        expect(k[i]!.Close, p.code).toBe(was.price);
        // The downtime's first minute opens at the last traded price (crypto always trades; a weekday pair
        // at a weekend has nothing to fill and stays where it was).
        if (p.hours === 'always') expect(k[i + 1], p.code).toBeDefined();
        if (k[i + 1]) expect(k[i + 1]!.Open, p.code).toBe(was.price);
        else expect(b.market.lastPrice(p.id), p.code).toBe(was.price);
        // No further than the pair's volatility takes a price in the downtime and the minutes around it (5 sigma).
        const sigma = p.volatility * Math.sqrt((downMs + 180_000) / 60_000 / minutesPerYear(p));
        expect(Math.abs(Math.log(b.market.lastPrice(p.id)! / was.price)), p.code).toBeLessThanOrEqual(5 * sigma);
      }
    } finally {
      await b.stop();
    }
  });
});
