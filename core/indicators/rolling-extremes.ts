/**
 * The highest (or lowest) value over the last `period` candles, as a monotonic deque in a ring buffer: indices whose
 * value can never be the extreme again (an equal or better one came later) are dropped, so the front is the extreme.
 * The deque covers the committed candles; `peek` answers for the next candle without changing it, in O(1).
 */
export class RollingExtreme {
  /** Ring buffer of candle indices and their values, `size` of them from `head`. */
  private readonly indices: Int32Array;
  private readonly values: Float64Array;
  private head = 0;
  private size = 0;

  constructor(
    private readonly period: number,
    private readonly highest: boolean,
  ) {
    this.indices = new Int32Array(period);
    this.values = new Float64Array(period);
  }

  reset(): void {
    this.head = this.size = 0;
  }

  /** `a` is at least as extreme as `b`. */
  private covers(a: number, b: number): boolean {
    return this.highest ? a >= b : a <= b;
  }

  /** The extreme over candles i − period + 1 .. i, candle i having `value`; the deque ends at candle i − 1. */
  peek(i: number, value: number): number {
    const { size, period, head } = this;
    // Only the front can have left the window (its indices ascend and all are >= i - period).
    const frontLeft = size > 0 && this.indices[head]! <= i - period;
    if (size === 0 || (frontLeft && size === 1)) return value;
    const best = this.values[frontLeft ? (head + 1) % period : head]!;
    return this.covers(best, value) ? best : value;
  }

  /** Folds candle i in (the next candle is i + 1). Amortised O(1): each index is pushed and dropped once. */
  push(i: number, value: number): void {
    const { period } = this;
    if (this.size > 0 && this.indices[this.head]! <= i - period) {
      this.head = (this.head + 1) % period;
      this.size--;
    }
    while (this.size > 0 && this.covers(value, this.values[(this.head + this.size - 1) % period]!)) this.size--;
    const tail = (this.head + this.size) % period;
    this.indices[tail] = i;
    this.values[tail] = value;
    this.size++;
  }
}
