import { emaStep } from './ema';
import { LineBuffer, type CandleColumns, type IndicatorCalc } from './indicator-calc';

/**
 * MACD as trading-signals computes it: DIF = EMA(fast) − EMA(slow) of the close (both seeded by the first close, see
 * ema.ts), defined from candle slow − 1; DEA = EMA(signal) of DIF seeded by that first DIF, so defined from the same
 * candle; hist = DIF − DEA. Chinese apps draw the bars as 2 × (DIF − DEA): the chart scales them if it wants that
 * look, the value here stays trading-signals' DIF − DEA.
 */
export class Macd implements IndicatorCalc {
  readonly lines: readonly LineBuffer[];
  private readonly dif = new LineBuffer('macd.dif', 'macd');
  private readonly dea = new LineBuffer('macd.dea', 'macd');
  private readonly hist = new LineBuffer('macd.hist', 'macd');
  private readonly weights: { fast: number; slow: number; signal: number };
  /** The EMAs at the last committed candle; NaN before any. */
  private fast = NaN;
  private slow = NaN;
  private signal = NaN;

  constructor(
    fastPeriod: number,
    private readonly slowPeriod: number,
    signalPeriod: number,
  ) {
    this.lines = [this.dif, this.dea, this.hist];
    this.weights = { fast: 2 / (fastPeriod + 1), slow: 2 / (slowPeriod + 1), signal: 2 / (signalPeriod + 1) };
  }

  reset(): void {
    this.fast = this.slow = this.signal = NaN;
  }

  step(cols: CandleColumns, i: number, commit: boolean): void {
    const close = cols.close[i]!;
    const fast = emaStep(close, this.fast, this.weights.fast);
    const slow = emaStep(close, this.slow, this.weights.slow);
    let signal = NaN;
    if (i >= this.slowPeriod - 1) {
      const dif = fast - slow;
      signal = emaStep(dif, this.signal, this.weights.signal);
      this.dif.values[i] = dif;
      this.dea.values[i] = signal;
      this.hist.values[i] = dif - signal;
    } else {
      this.dif.values[i] = this.dea.values[i] = this.hist.values[i] = NaN;
    }
    if (commit) {
      this.fast = fast;
      this.slow = slow;
      this.signal = signal;
    }
  }
}
