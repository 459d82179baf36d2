import type { Db } from '../db/database.js';
import type { Period } from '../../core/rules/periods.js';
import type { KlinePoint } from '../../core/rules/market-types.js';
import type { CandleBuilder } from './candle-builder.js';
import { lastCandles } from './candle-store.js';
import { toPoint } from './market-pushes.js';
import type { PairRow } from './pairs-repository.js';

/** Points of the home list's mini-chart: the last 48 quarter-hours (12 h). */
const MINI_POINTS = 48;
/** Every home visit asks for every pair's mini series: answered from memory for this long (ms). */
const MINI_CACHE_MS = 15_000;

/** What a chart reads: stored candles with the live one merged in, and the home list's mini series. */
export class MarketCharts {
  readonly #db: Db;
  readonly #builder: CandleBuilder;
  readonly #pairs: () => readonly PairRow[];
  #miniCache: { at: number; data: Record<number, number[]> } | null = null;

  constructor(db: Db, builder: CandleBuilder, pairs: () => readonly PairRow[]) {
    this.#db = db;
    this.#builder = builder;
    this.#pairs = pairs;
  }

  /** The last 300 (or `limit`) candles, oldest first, the live one last. */
  async kline(pairId: number, period: Period, limit = 300): Promise<KlinePoint[]> {
    const bars = await lastCandles(this.#db, pairId, period, limit);
    // Read after the query: the memory is newer than the store. The candle that just closed is there too, as the
    // store's copy may lack its last ticks until the next persist (a period can end while the query runs).
    for (const bar of [this.#builder.previous(pairId, period), this.#builder.current(pairId, period)]) {
      if (!bar) continue;
      const i = bars.findLastIndex((b) => b.time <= bar.time);
      if (i >= 0 && bars[i]!.time === bar.time) bars[i] = { ...bar };
      else if (i === bars.length - 1) {
        bars.push({ ...bar });
        if (bars.length > limit) bars.shift();
      }
    }
    return bars.map(toPoint);
  }

  /** A short close series for the home mini-chart. */
  async miniSeries(pairId: number): Promise<number[]> {
    return (await this.kline(pairId, '15M', MINI_POINTS)).map((k) => k.Close);
  }

  /** Every pair's mini series, keyed by pair id (cached). */
  async miniSeriesAll(): Promise<Record<number, number[]>> {
    const now = Date.now();
    if (this.#miniCache && now - this.#miniCache.at < MINI_CACHE_MS) return this.#miniCache.data;
    const data: Record<number, number[]> = {};
    for (const p of this.#pairs()) data[p.id] = await this.miniSeries(p.id);
    this.#miniCache = { at: now, data };
    return data;
  }

  /** The catalogue changed: the next mini series are read afresh. */
  forget(): void {
    this.#miniCache = null;
  }
}
