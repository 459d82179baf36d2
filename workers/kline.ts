import { candleStart, type Period } from '../core/rules/periods';
import type { CandleColumns, CandleTail } from '../core/protocol/frames';
import type { Bar } from '../core/rules/market-types';

/**
 * One pair's candles of one period as columns (typed arrays, grown by doubling), newest last.
 * Merges KLINE pushes and ticks; every change reports the first index it touched, so the UI gets the
 * changed tail, not the whole series.
 */
export class KlineSeries {
  readonly period: Period;
  length = 0;
  #cap: number;
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** Lowest index changed since the last takeTail(); Infinity when nothing changed. */
  #dirtyFrom = Infinity;

  constructor(period: Period, capacity = 512) {
    this.period = period;
    this.#cap = capacity;
    this.time = new Float64Array(capacity);
    this.open = new Float64Array(capacity);
    this.high = new Float64Array(capacity);
    this.low = new Float64Array(capacity);
    this.close = new Float64Array(capacity);
    this.volume = new Float64Array(capacity);
  }

  #grow(): void {
    this.#cap *= 2;
    for (const k of ['time', 'open', 'high', 'low', 'close', 'volume'] as const) {
      const next = new Float64Array(this.#cap);
      next.set(this[k]);
      this[k] = next;
    }
  }

  #write(i: number, b: Bar): void {
    if (i >= this.#cap) this.#grow();
    this.time[i] = b.time;
    this.open[i] = b.open;
    this.high[i] = b.high;
    this.low[i] = b.low;
    this.close[i] = b.close;
    this.volume[i] = b.volume;
    if (i >= this.length) this.length = i + 1;
    if (i < this.#dirtyFrom) this.#dirtyFrom = i;
  }

  bar(i: number): Bar {
    return {
      time: this.time[i]!,
      open: this.open[i]!,
      high: this.high[i]!,
      low: this.low[i]!,
      close: this.close[i]!,
      volume: this.volume[i]!,
    };
  }

  /** Replaces everything with history (ascending by time). */
  setHistory(bars: readonly Bar[]): void {
    this.length = 0;
    bars.forEach((b, i) => this.#write(i, b));
    this.#dirtyFrom = Infinity;
  }

  /**
   * Merges a candle from the server: same open time as the last -> replaced; newer -> appended (a roll-over);
   * older -> replaces the stored candle with that time, if any (a late push never reorders history).
   */
  mergeBar(b: Bar): void {
    const last = this.length - 1;
    if (last < 0 || b.time > this.time[last]!) {
      this.#write(this.length, b);
      return;
    }
    if (b.time === this.time[last]) {
      this.#write(last, b);
      return;
    }
    for (let i = last - 1; i >= 0 && this.time[i]! >= b.time; i--)
      if (this.time[i] === b.time) {
        this.#write(i, b);
        return;
      }
  }

  /**
   * Moves the live candle with a trade price at `timeSec`: inside the last candle it updates close and
   * extremes; past its period it opens a new candle at that price (roll-over, including 1D at 00:00 UTC).
   */
  mergeTick(price: number, timeSec: number): void {
    const start = candleStart(timeSec, this.period);
    const last = this.length - 1;
    if (last < 0 || start > this.time[last]!) {
      this.#write(this.length, { time: start, open: price, high: price, low: price, close: price, volume: 0 });
      return;
    }
    if (start < this.time[last]!) return; // a tick for a closed candle: the server's KLINE push has the final word
    this.close[last] = price;
    if (price > this.high[last]!) this.high[last] = price;
    if (price < this.low[last]!) this.low[last] = price;
    if (last < this.#dirtyFrom) this.#dirtyFrom = last;
  }

  /** Marks candle `i` changed, so the next takeTail() sends it (the page must draw it again). */
  touch(i: number): void {
    if (i >= 0 && i < this.#dirtyFrom) this.#dirtyFrom = i;
  }

  /** The candles changed since the last call, or null when nothing changed. */
  takeTail(key: string): CandleTail | null {
    if (this.#dirtyFrom === Infinity) return null;
    const from = this.#dirtyFrom;
    this.#dirtyFrom = Infinity;
    const bars: Bar[] = [];
    for (let i = from; i < this.length; i++) bars.push(this.bar(i));
    return { key, from, bars };
  }

  /** Copies of the columns, trimmed to length (safe to transfer to the UI). */
  columns(): CandleColumns {
    const n = this.length;
    return {
      time: this.time.slice(0, n),
      open: this.open.slice(0, n),
      high: this.high.slice(0, n),
      low: this.low.slice(0, n),
      close: this.close.slice(0, n),
      volume: this.volume.slice(0, n),
    };
  }
}
