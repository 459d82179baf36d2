import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.js';
import { openTestDatabase } from '../test-database.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { seed } from '../../../server/db/seed.js';
import { MarketService } from '../../../server/market/market-service.js';
import { SimulatedFeed } from '../../../server/market/simulator.js';
import { minutesPerYear } from '../../../server/market/market-hours.js';
import type { PriceFeed } from '../../../server/market/price-feed.js';
import { candleStart, PERIOD_CODES, PERIODS } from '../../../core/rules/periods.js';

/** Pairs once seen to jump: forex, indices and crypto, both kinds of market hours; few pairs keep the back-fill short. */
const CODES = ['USDHKD', 'JPN225', 'HK50', 'DOGEUSD', 'BTCUSD'];
/** 40 s into a minute, so a 30 s stop crosses into the next one (a stop within one minute has nothing to fill). */
const TUESDAY = Date.UTC(2026, 10, 24, 9, 0, 40);
const MINUTE = 60_000;
const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function openStore(): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'lotline-restart-'));
  dirs.push(dir);
  const { db } = await openTestDatabase(dir);
  await migrateToLatest(db);
  await seed(db);
  await db.deleteFrom('trade_pairs').where('code', 'not in', CODES).execute();
  return db;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * One run of the server's market on a shared SQLite file, on the test's clock: the default simulated
 * feed, stepped by hand instead of by its timer, so the run is deterministic.
 */
class Run {
  readonly market: MarketService;
  feed!: SimulatedFeed;
  constructor(
    db: Db,
    readonly seed: number,
    readonly clock: { ms: number },
  ) {
    this.market = new MarketService(db, { seed, now: () => clock.ms });
  }

  async start(): Promise<this> {
    await this.market.init(silent);
    this.feed = new SimulatedFeed(
      this.market.pairs.map((p) => this.market.feedPair(p)),
      { seed: this.seed, now: () => this.clock.ms },
    );
    const f = this.feed;
    const byHand: PriceFeed = {
      onTick: (l) => f.onTick(l),
      start() {},
      stop() {},
      isOpen: (id, ms) => f.isOpen(id, ms),
    };
    this.market.start(null, byHand);
    return this;
  }

  /** Lets the live market trade for `ms`, a step every 250 ms, then writes its candles (as its timer would have). */
  async trade(ms: number): Promise<void> {
    const end = this.clock.ms + ms;
    while (this.clock.ms < end) this.feed.step((this.clock.ms += 250));
    await this.market.persist();
  }

  /** Every pair's last price and typical one-minute range (median high - low of the last hour's minutes). */
  async snapshot(): Promise<Map<number, { last: number; range: number; minute: number }>> {
    const out = new Map<number, { last: number; range: number; minute: number }>();
    for (const p of this.market.pairs) {
      const k = await this.market.charts.kline(p.id, '1M', 61);
      out.set(p.id, {
        last: this.market.lastPrice(p.id)!,
        range: median(k.slice(0, -1).map((c) => c.High - c.Low)),
        minute: k.at(-1)!.Time,
      });
    }
    return out;
  }
}

/** Checks that `run`'s candles of every period go on without a gap (where the market never closes) or a step. */
async function expectContinuous(run: Run, ranges: Map<number, { range: number }>) {
  const wrong: string[] = [];
  for (const p of run.market.pairs) {
    const { range } = ranges.get(p.id)!;
    for (const period of PERIOD_CODES) {
      const k = await run.market.charts.kline(p.id, period, 300);
      for (let i = 1; i < k.length; i++) {
        const [a, b] = [k[i - 1]!, k[i]!];
        const at = `${p.code} ${period} ${new Date(b.Time * 1000).toISOString()}`;
        if (p.hours === 'always' && b.Time - a.Time !== PERIODS[period])
          wrong.push(`${at}: ${b.Time - a.Time} s after the one before`);
        // A candle opens where the one before closed: exactly in made-up history, one tick away in live trading.
        if (Math.abs(b.Open - a.Close) > range)
          wrong.push(`${at}: opens at ${b.Open} after a close at ${a.Close} (1M range ${range})`);
      }
    }
  }
  expect(wrong).toEqual([]);
}

/**
 * After a downtime of `downMs`: the candles that follow the last stored minute (and day) open at the last
 * live price, the price moved no more than the pair's volatility allows in that time (5 sigma; within a few
 * one-minute ranges after a short stop), and the first live tick follows on from there.
 */
async function expectResumed(
  run: Run,
  before: Map<number, { last: number; range: number; minute: number }>,
  downMs: number,
) {
  const started = new Map<number, number>();
  for (const p of run.market.pairs) {
    const b = before.get(p.id)!;
    const now = run.market.lastPrice(p.id)!;
    started.set(p.id, now);
    for (const period of ['1M', '1D'] as const) {
      const stopped = candleStart(b.minute, period);
      if (candleStart(run.clock.ms / 1000, period) === stopped) continue; // the downtime went on inside this candle
      const k = await run.market.charts.kline(p.id, period, 300);
      const i = k.findIndex((c) => c.Time === stopped);
      // Only a downtime longer than the 1M chart's 300 minutes takes the stopped minute out of view.
      if (i < 0 && period === '1M' && downMs > 300 * MINUTE) continue;
      // The stopped candle kept the last live price, and the next one opens there. Or, for the day, the downtime
      // was filled minute by minute from the stop (the pair's minute window reaches back to it: its sessions had
      // fewer open minutes since): then the day holds the last live price and the next day opens at its close.
      if (period === '1D' && k[i] && k[i]!.Close !== b.last) {
        expect(k[i]!.Low <= b.last && b.last <= k[i]!.High, `${p.code} ${period} holds ${b.last}`).toBe(true);
        expect(k[i + 1]?.Open, `${p.code} ${period}`).toBe(k[i]!.Close);
        continue;
      }
      expect(k[i]?.Close, `${p.code} ${period}`).toBe(b.last);
      expect(k[i + 1]?.Open, `${p.code} ${period}`).toBe(b.last);
    }
    const sigma = p.volatility * Math.sqrt((downMs + 2 * MINUTE) / MINUTE / minutesPerYear(p));
    expect(Math.abs(Math.log(now / b.last)), `${p.code} moved ${now / b.last - 1} in ${downMs} ms`).toBeLessThanOrEqual(
      5 * sigma,
    );
    if (downMs <= MINUTE)
      expect(Math.abs(now - b.last), `${p.code}: ${now} after ${b.last}, range ${b.range}`).toBeLessThanOrEqual(
        4 * b.range,
      );
  }
  const first = new Map<number, number>();
  const off = run.market.onTick((t) => {
    if (!first.has(t.pairId)) first.set(t.pairId, t.price);
  });
  await run.trade(5_000);
  off();
  expect(first.size).toBe(run.market.pairs.length);
  for (const [id, price] of first)
    expect(Math.abs(price - started.get(id)!)).toBeLessThanOrEqual(before.get(id)!.range);
}

// Each test starts a server twice and reads every pair's history: 90 s, not the default 30, on a loaded CI machine.
describe('the market across a restart', { timeout: 90_000 }, () => {
  for (const seedValue of [20261123, 7]) {
    it(`resumes from the last live price after 30 s, 3 h and 20 days down, with continuous candles (seed ${seedValue})`, async () => {
      const db = await openStore();
      const clock = { ms: TUESDAY };
      // A long first run: the live path drifts away from anything the seeded history would give.
      let run = await new Run(db, seedValue, clock).start();
      await run.trade(90 * MINUTE);
      let before = await run.snapshot();
      await run.market.stop();

      for (const [downMs, liveMs] of [
        [30_000, 30 * MINUTE],
        [3 * 3600_000, 10 * MINUTE],
        [20 * 86_400_000, MINUTE],
      ] as const) {
        clock.ms += downMs;
        run = await new Run(db, seedValue, clock).start();
        await expectResumed(run, before, downMs);
        await expectContinuous(run, before);
        await run.trade(liveMs);
        before = await run.snapshot();
        await run.market.stop();
      }
      await db.destroy();
    });
  }
});

describe('simulated volume', () => {
  it('is on one scale in history and live trading: per minute, and summed in every longer period', async () => {
    const db = await openStore();
    const clock = { ms: TUESDAY };
    const run = await new Run(db, 11, clock).start();
    const liveFrom = Math.ceil(TUESDAY / MINUTE) * 60;
    await run.trade(60 * MINUTE);
    const liveTo = Math.floor(clock.ms / MINUTE) * 60;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const p of run.market.pairs) {
      const minutes = await run.market.charts.kline(p.id, '1M', 300);
      // Whole minutes only: the start's minute is part history, part live; the last one is still trading.
      const live = mean(minutes.filter((c) => c.Time >= liveFrom && c.Time < liveTo).map((c) => c.Volume));
      const history = mean(minutes.filter((c) => c.Time < liveFrom - 60).map((c) => c.Volume));
      expect(live / history, `${p.code}: ${live} a live minute, ${history} a history minute`).toBeGreaterThan(2 / 3);
      expect(live / history, p.code).toBeLessThan(3 / 2);
      for (const period of ['15M', '1H', '1D'] as const) {
        const bars = (await run.market.charts.kline(p.id, period, 300)).filter(
          (c) => c.Time + PERIODS[period] <= liveFrom - 60,
        );
        const perMinute = mean(bars.map((c) => c.Volume)) / (PERIODS[period] / 60);
        expect(perMinute / live, `${p.code} ${period}: ${perMinute} a minute`).toBeGreaterThan(2 / 3);
        expect(perMinute / live, `${p.code} ${period}`).toBeLessThan(3 / 2);
      }
    }
    await run.market.stop();
    await db.destroy();
  });
});
