import { LineBuffer, type CandleColumns, type IndicatorCalc } from './indicator-calc';

/**
 * One EMA step with weight 2 / (period + 1), as trading-signals computes it (the reference the tests hold this to):
 * seeded by the first value itself (`previous` NaN), not by an SMA of the first `period` values, and written in the
 * same order so both give the same doubles.
 */
export function emaStep(value: number, previous: number, weight: number): number {
  return value * weight + (Number.isNaN(previous) ? value : previous) * (1 - weight);
}

/**
 * EMA of the close. Running from candle 0, but shown from candle period − 1, where trading-signals calls it stable
 * (before that it leans on too few closes to mean anything).
 */
export class ExponentialAverage implements IndicatorCalc {
  readonly lines: readonly LineBuffer[];
  private readonly line: LineBuffer;
  private readonly weight: number;
  /** The EMA at the last committed candle; NaN before any. */
  private previous = NaN;

  constructor(private readonly period: number) {
    this.line = new LineBuffer(`ema${period}`, 'price');
    this.lines = [this.line];
    this.weight = 2 / (period + 1);
  }

  reset(): void {
    this.previous = NaN;
  }

  step(cols: CandleColumns, i: number, commit: boolean): void {
    const ema = emaStep(cols.close[i]!, this.previous, this.weight);
    this.line.values[i] = i >= this.period - 1 ? ema : NaN;
    if (commit) this.previous = ema;
  }
}
