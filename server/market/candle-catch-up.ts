import type { Db } from '../db/database.js';
import { barsByPeriod, historyStart, simulateHistory } from './history.js';
import { KEEP_CANDLES, lastCandles, mergeCandles, upsertCandles, type StoredBar } from './candle-store.js';
import { minutesPerYear } from './market-hours.js';
import type { PairRow } from './pairs-repository.js';
import { mulberry32, pairSeed } from './prng.js';
import { volumePerMinute } from './volume.js';

export interface CatchUpOptions {
  /** The market's seed: history is seeded per pair and per start time, so a seeded run is reproducible. */
  seed: number;
  /** Candles per period a first start makes (history.ts HISTORY_CANDLES by default). */
  historyCandles?: number;
}

/**
 * Brings one pair's stored candles up to `now`: a first start simulates its history; a restart simulates the
 * downtime since the newest 1M candle; a pair already current is left alone.
 */
export async function catchUpCandles(db: Db, p: PairRow, now: number, opts: CatchUpOptions): Promise<void> {
  const params = {
    vol: p.volatility,
    anchor: p.start_price,
    minutesPerYear: minutesPerYear(p),
    hours: p.hours,
    holidays: p.holidays,
    precision: p.price_precision,
    volumePerMinute: volumePerMinute(p.category_key),
  };
  const rand = mulberry32(pairSeed(opts.seed ^ Math.floor(now / 60_000), p.id));
  const [last1m] = await lastCandles(db, p.id, '1M', 1);
  const rows: StoredBar[] = [];
  if (!last1m) {
    const { fromMs, minutesFromMs } = historyStart(p, now, opts.historyCandles);
    const h = simulateHistory(params, rand, fromMs, minutesFromMs, now, p.start_price);
    for (const [period, bars] of barsByPeriod(h))
      for (const b of bars.slice(-KEEP_CANDLES)) rows.push({ pair_id: p.id, period, ...b });
    await db.transaction().execute((trx) => upsertCandles(trx, rows));
  } else if ((last1m.time + 60) * 1000 <= now) {
    // The server was down: the market went on. The newest 1M close is the last live price (every tick
    // sets it and stop() persists it), so the downtime continues from there, minute by minute, without
    // a gap, a duplicate or a step. A downtime longer than the minute window keeps whole days as day bars.
    const fromMs = (last1m.time + 60) * 1000;
    const minutesFromMs = Math.max(fromMs, historyStart(p, now, opts.historyCandles).minutesFromMs);
    const h = simulateHistory(params, rand, fromMs, minutesFromMs, now, last1m.close);
    for (const [period, bars] of barsByPeriod(h))
      for (const b of bars.slice(-KEEP_CANDLES)) rows.push({ pair_id: p.id, period, ...b });
    await db.transaction().execute((trx) => mergeCandles(trx, rows));
  }
}
