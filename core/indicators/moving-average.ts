import { CompensatedSum } from './compensated-sum';
import { LineBuffer, type CandleColumns, type IndicatorCalc } from './indicator-calc';
import type { IndicatorPane } from './indicator-types';

/**
 * Simple moving average of one column over `period` candles (MA of the close, VOL MA of the volume), from a running
 * window sum: each step reads the new candle and the one leaving the window. Defined from candle period − 1.
 */
export class MovingAverage implements IndicatorCalc {
  readonly lines: readonly LineBuffer[];
  private readonly line: LineBuffer;
  /** Sum over the committed window: candles i − period .. i − 1. */
  private readonly sum = new CompensatedSum();
  private readonly next = new CompensatedSum();

  constructor(
    id: string,
    pane: IndicatorPane,
    private readonly column: 'close' | 'volume',
    private readonly period: number,
  ) {
    this.line = new LineBuffer(id, pane);
    this.lines = [this.line];
  }

  reset(): void {
    this.sum.reset();
  }

  step(cols: CandleColumns, i: number, commit: boolean): void {
    const values = cols[this.column];
    const next = this.next;
    next.copy(this.sum);
    next.add(values[i]!);
    if (i >= this.period) next.add(-values[i - this.period]!);
    this.line.values[i] = i >= this.period - 1 ? next.value() / this.period : NaN;
    if (commit) this.sum.copy(next);
  }
}
