import { candleStart, PERIOD_CODES, type Period } from '../../core/rules/periods.js';
import type { Bar } from '../../core/rules/market-types.js';
import type { StoredBar } from './candle-store.js';

/** A live candle that changed since the last flush, with its pair and period. */
export interface ChangedCandle {
  pairId: number;
  period: Period;
  bar: Bar;
}

/**
 * The current candle of every pair and period, updated by each tick. Candles are mutated in place
 * (the hot path allocates only when a period rolls over); `takeChanged` hands out what moved.
 */
export class CandleBuilder {
  readonly #current = new Map<number, Map<Period, Bar>>();
  /** Each pair and period's candle before the live one, final once the period rolled over (see `previous`). */
  readonly #previous = new Map<number, Map<Period, Bar>>();
  readonly #changed = new Map<string, ChangedCandle>();
  readonly #unsaved = new Map<string, StoredBar>();

  /** Seeds a pair's live candles from the store's newest ones (partial candles continue after a restart). */
  seed(pairId: number, period: Period, bar: Bar | undefined): void {
    if (!bar) return;
    let byPeriod = this.#current.get(pairId);
    if (!byPeriod) this.#current.set(pairId, (byPeriod = new Map()));
    byPeriod.set(period, { ...bar });
  }

  current(pairId: number, period: Period): Bar | undefined {
    return this.#current.get(pairId)?.get(period);
  }

  /**
   * The candle that closed when the live one opened, in its final state. The store may hold an older copy of it
   * until the next persist (PERSIST_MS), so an answer read from the store around a period's end takes this one.
   */
  previous(pairId: number, period: Period): Bar | undefined {
    return this.#previous.get(pairId)?.get(period);
  }

  /** Applies a trade at `price` with `volume` lots at `timeMs` to all six periods. */
  applyTick(pairId: number, price: number, volume: number, timeMs: number): void {
    let byPeriod = this.#current.get(pairId);
    if (!byPeriod) this.#current.set(pairId, (byPeriod = new Map()));
    const sec = Math.floor(timeMs / 1000);
    for (const period of PERIOD_CODES) {
      const start = candleStart(sec, period);
      let bar = byPeriod.get(period);
      if (!bar || start > bar.time) {
        if (bar) {
          let prev = this.#previous.get(pairId);
          if (!prev) this.#previous.set(pairId, (prev = new Map()));
          prev.set(period, bar);
        }
        bar = { time: start, open: price, high: price, low: price, close: price, volume };
        byPeriod.set(period, bar);
      } else {
        // The live candle, or a tick stamped before it (the clock stepped back): that is still the latest
        // price, so the live candle takes it rather than a closed one. The 1M close is then always the last
        // price, which is what a restart continues from.
        if (price > bar.high) bar.high = price;
        if (price < bar.low) bar.low = price;
        bar.close = price;
        bar.volume = Math.round((bar.volume + volume) * 100) / 100;
      }
      const key = `${pairId}:${period}`;
      this.#changed.set(key, { pairId, period, bar });
      this.#unsaved.set(`${key}:${bar.time}`, { pair_id: pairId, period, ...bar });
    }
  }

  /** The candles that changed since the last call (for the KLINE pushes). */
  takeChanged(): ChangedCandle[] {
    const out = [...this.#changed.values()];
    this.#changed.clear();
    return out;
  }

  /** Snapshots of candles not yet written to the store, including ones that just closed. */
  takeUnsaved(): StoredBar[] {
    const out = [...this.#unsaved.values()].map((b) => ({ ...b }));
    this.#unsaved.clear();
    return out;
  }
}
