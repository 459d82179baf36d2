import { LineBuffer, type CandleColumns, type IndicatorCalc } from './indicator-calc';
import { RollingExtreme } from './rolling-extremes';

/**
 * KDJ as Asian apps show it: RSV = (C − LLV(L, n)) / (HHV(H, n) − LLV(L, n)) × 100, 50 when the range is 0;
 * K = ((k − 1) · K′ + RSV) / k and D = ((d − 1) · D′ + K) / d, K′ and D′ starting at 50; J = 3K − 2D. Defined from
 * candle n − 1, the first full window (the highest high and lowest low come from rolling-extremes.ts, O(1) a step).
 */
export class Kdj implements IndicatorCalc {
  readonly lines: readonly LineBuffer[];
  private readonly kLine = new LineBuffer('kdj.k', 'kdj');
  private readonly dLine = new LineBuffer('kdj.d', 'kdj');
  private readonly jLine = new LineBuffer('kdj.j', 'kdj');
  private readonly highs: RollingExtreme;
  private readonly lows: RollingExtreme;
  /** K and D at the last committed candle. */
  private k = 50;
  private d = 50;

  constructor(
    private readonly n: number,
    private readonly kPeriod: number,
    private readonly dPeriod: number,
  ) {
    this.lines = [this.kLine, this.dLine, this.jLine];
    this.highs = new RollingExtreme(n, true);
    this.lows = new RollingExtreme(n, false);
  }

  reset(): void {
    this.highs.reset();
    this.lows.reset();
    this.k = this.d = 50;
  }

  step(cols: CandleColumns, i: number, commit: boolean): void {
    const high = cols.high[i]!;
    const low = cols.low[i]!;
    const close = cols.close[i]!;
    let k = NaN;
    let d = NaN;
    if (i >= this.n - 1) {
      const highest = this.highs.peek(i, high);
      const lowest = this.lows.peek(i, low);
      const range = highest - lowest;
      const rsv = range === 0 ? 50 : ((close - lowest) / range) * 100;
      k = ((this.kPeriod - 1) * this.k + rsv) / this.kPeriod;
      d = ((this.dPeriod - 1) * this.d + k) / this.dPeriod;
    }
    this.kLine.values[i] = k;
    this.dLine.values[i] = d;
    this.jLine.values[i] = 3 * k - 2 * d;
    if (commit) {
      this.highs.push(i, high);
      this.lows.push(i, low);
      if (i >= this.n - 1) {
        this.k = k;
        this.d = d;
      }
    }
  }
}
