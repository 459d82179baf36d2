import type { IndicatorPane } from './indicator-types';

/** The candle columns the lines are computed over, ascending by time; `length` is given beside them. */
export interface CandleColumns {
  time: ArrayLike<number>;
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
  volume: ArrayLike<number>;
}

/** One line's values, in a buffer that IndicatorSeries grows by doubling (so appending a candle stays O(1)). */
export class LineBuffer {
  values = new Float64Array(0);
  constructor(
    readonly id: string,
    readonly pane: IndicatorPane,
  ) {}

  /** Room for `length` values, the ones before kept. */
  reserve(length: number): void {
    if (this.values.length >= length) return;
    const grown = new Float64Array(Math.max(length, this.values.length * 2, 64)).fill(NaN);
    grown.set(this.values);
    this.values = grown;
  }
}

/**
 * One indicator's calculator. Its running state covers candles 0..i-1 (the committed ones); `step` computes candle
 * i's values from that state alone, in O(1), so the live last candle can be computed again on every tick without
 * replaying anything. A commit computes exactly as a preview does, then folds the candle in: recomputing from scratch
 * and updating tick by tick give the same doubles.
 */
export interface IndicatorCalc {
  /** Its lines, in the order they are listed. */
  readonly lines: readonly LineBuffer[];
  /** Forgets the state: the next step is candle 0. */
  reset(): void;
  /** Writes candle i's values (NaN where not yet defined); with `commit` the next step is candle i + 1. */
  step(cols: CandleColumns, i: number, commit: boolean): void;
}
