import { CompensatedSum, populationVariance } from './compensated-sum';
import { LineBuffer, type CandleColumns, type IndicatorCalc } from './indicator-calc';

/**
 * Bollinger bands of the close: mid = SMA(period), up/dn = mid ± mult × the population standard deviation over the
 * same window (as trading-signals and traders' apps). Running sums of the close and of its square, in double-double
 * (compensated-sum.ts) so a flat window's deviation is 0. Defined from candle period − 1.
 */
export class BollingerBands implements IndicatorCalc {
  readonly lines: readonly LineBuffer[];
  private readonly mid = new LineBuffer('boll.mid', 'price');
  private readonly up = new LineBuffer('boll.up', 'price');
  private readonly dn = new LineBuffer('boll.dn', 'price');
  /** Sums over the committed window (candles i − period .. i − 1) of the close and of its square. */
  private readonly sum = new CompensatedSum();
  private readonly squares = new CompensatedSum();
  private readonly nextSum = new CompensatedSum();
  private readonly nextSquares = new CompensatedSum();

  constructor(
    private readonly period: number,
    private readonly mult: number,
  ) {
    this.lines = [this.mid, this.up, this.dn];
  }

  reset(): void {
    this.sum.reset();
    this.squares.reset();
  }

  step(cols: CandleColumns, i: number, commit: boolean): void {
    const { period, nextSum, nextSquares } = this;
    const close = cols.close[i]!;
    nextSum.copy(this.sum);
    nextSquares.copy(this.squares);
    nextSum.add(close);
    nextSquares.addSquare(close, 1);
    if (i >= period) {
      const leaving = cols.close[i - period]!;
      nextSum.add(-leaving);
      nextSquares.addSquare(leaving, -1);
    }
    if (i >= period - 1) {
      const mid = nextSum.value() / period;
      const deviation = Math.sqrt(populationVariance(nextSum, nextSquares, period));
      this.mid.values[i] = mid;
      this.up.values[i] = mid + deviation * this.mult;
      this.dn.values[i] = mid - deviation * this.mult;
    } else {
      this.mid.values[i] = this.up.values[i] = this.dn.values[i] = NaN;
    }
    if (commit) {
      this.sum.copy(nextSum);
      this.squares.copy(nextSquares);
    }
  }
}
