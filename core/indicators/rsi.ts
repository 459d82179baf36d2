import { LineBuffer, type CandleColumns, type IndicatorCalc } from './indicator-calc';

/**
 * RSI of the close with Wilder's smoothing, as trading-signals (RSI over WSMA): the average gain and loss start as the
 * plain mean of the first `period` changes, then move by (change − average) / period. RSI = 100 − 100 / (1 + gain /
 * loss), 100 when the average loss is 0. Defined from candle `period` (the first change is at candle 1).
 */
export class RelativeStrength implements IndicatorCalc {
  readonly lines: readonly LineBuffer[];
  private readonly line: LineBuffer;
  private readonly smoothing: number;
  /** Changes folded in so far, and their sums until `period` of them seed the averages. */
  private changes = 0;
  private gainSum = 0;
  private lossSum = 0;
  private avgGain = NaN;
  private avgLoss = NaN;

  constructor(private readonly period: number) {
    this.line = new LineBuffer(`rsi${period}`, 'rsi');
    this.lines = [this.line];
    this.smoothing = 1 / period;
  }

  reset(): void {
    this.changes = this.gainSum = this.lossSum = 0;
    this.avgGain = this.avgLoss = NaN;
  }

  step(cols: CandleColumns, i: number, commit: boolean): void {
    if (i === 0) {
      this.line.values[i] = NaN;
      return;
    }
    const close = cols.close[i]!;
    const before = cols.close[i - 1]!;
    // As the reference: a rise is a gain, anything else (a fall or no change) a loss, possibly 0.
    const gain = close > before ? close - before : 0;
    const loss = close > before ? 0 : before - close;
    const changes = this.changes + 1;
    const { period } = this;
    let { gainSum, lossSum, avgGain, avgLoss } = this;
    if (changes < period) {
      gainSum += gain;
      lossSum += loss;
    } else if (changes === period) {
      avgGain = (gainSum + gain) / period;
      avgLoss = (lossSum + loss) / period;
    } else {
      avgGain = (gain - avgGain) * this.smoothing + avgGain;
      avgLoss = (loss - avgLoss) * this.smoothing + avgLoss;
    }
    this.line.values[i] = changes < period ? NaN : avgLoss === 0 ? 100 : 100 - 100 / (avgGain / avgLoss + 1);
    if (commit) {
      this.changes = changes;
      this.gainSum = gainSum;
      this.lossSum = lossSum;
      this.avgGain = avgGain;
      this.avgLoss = avgLoss;
    }
  }
}
