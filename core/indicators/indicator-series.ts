import { BollingerBands } from './bollinger';
import { ExponentialAverage } from './ema';
import type { CandleColumns, IndicatorCalc, LineBuffer } from './indicator-calc';
import { parseIndicatorSettings } from './indicator-settings';
import type { IndicatorLine, IndicatorSettings, IndicatorTail } from './indicator-types';
import { Kdj } from './kdj';
import { Macd } from './macd';
import { MovingAverage } from './moving-average';
import { RelativeStrength } from './rsi';

export type { CandleColumns } from './indicator-calc';

/** The calculators of the enabled indicators, in drawing order: price overlays, then the panes top to bottom. */
function calcsFor(s: IndicatorSettings): IndicatorCalc[] {
  const calcs: IndicatorCalc[] = [];
  if (s.ma.on) for (const p of s.ma.periods) calcs.push(new MovingAverage(`ma${p}`, 'price', 'close', p));
  if (s.ema.on) for (const p of s.ema.periods) calcs.push(new ExponentialAverage(p));
  if (s.boll.on) calcs.push(new BollingerBands(s.boll.period, s.boll.mult));
  if (s.vol.on) for (const p of s.vol.periods) calcs.push(new MovingAverage(`vol.ma${p}`, 'vol', 'volume', p));
  if (s.macd.on) calcs.push(new Macd(s.macd.fast, s.macd.slow, s.macd.signal));
  if (s.rsi.on) for (const p of s.rsi.periods) calcs.push(new RelativeStrength(p));
  if (s.kdj.on) calcs.push(new Kdj(s.kdj.n, s.kdj.k, s.kdj.d));
  return calcs;
}

/**
 * The enabled indicators' lines over one candle series, kept up to date incrementally. Every calculator holds its
 * running state over all candles but the last (the live one), so a tick on the last candle recomputes one step per
 * line, and an appended candle folds the previous last one in first: O(1) per line either way, whatever the history.
 * New settings are a new IndicatorSeries.
 */
export class IndicatorSeries {
  readonly settings: IndicatorSettings;
  private readonly calcs: IndicatorCalc[];
  private readonly buffers: LineBuffer[];
  /** Candles the lines cover. */
  private count = 0;
  /** Candles folded into the calculators' state: 0..committed − 1. */
  private committed = 0;

  /** `settings` are checked as stored ones are (parseIndicatorSettings), so bad periods can't break the arithmetic. */
  constructor(settings: IndicatorSettings) {
    this.settings = parseIndicatorSettings(settings);
    this.calcs = calcsFor(this.settings);
    this.buffers = this.calcs.flatMap((calc) => calc.lines);
  }

  /** Candles the lines cover. */
  get length(): number {
    return this.count;
  }

  /** Computes every line over candles 0..length − 1 from scratch: O(length) per line. */
  recompute(cols: CandleColumns, length: number): void {
    for (const calc of this.calcs) calc.reset();
    this.committed = 0;
    this.count = 0;
    this.advance(cols, Math.max(0, length));
  }

  /**
   * After candles `from`..length − 1 changed (or were added): a change of the last candle or appended candles only
   * steps each line over the new ones, anything older (history replaced, a candle before the last corrected, a
   * shorter series) recomputes once.
   */
  update(cols: CandleColumns, from: number, length: number): void {
    if (from < this.committed || length <= this.committed) this.recompute(cols, length);
    else this.advance(cols, length);
  }

  /** Commits candles committed..length − 2 and computes the last one from the state: the one path both share. */
  private advance(cols: CandleColumns, length: number): void {
    for (const buffer of this.buffers) buffer.reserve(length);
    for (let i = this.committed; i < length - 1; i++) for (const calc of this.calcs) calc.step(cols, i, true);
    if (length > 0) for (const calc of this.calcs) calc.step(cols, length - 1, false);
    this.committed = Math.max(0, length - 1);
    this.count = length;
  }

  /**
   * Every enabled line, values aligned with the candles. The arrays are views of the running buffers, valid until the
   * next update: copy them (slice) before transferring them to another thread, which would detach the buffers.
   */
  lines(): IndicatorLine[] {
    return this.buffers.map(({ id, pane, values }) => ({ id, pane, values: values.subarray(0, this.count) }));
  }

  /** Every line's values from candle `from` on (clamped to the candles), to send with the candle tail of that `from`. */
  tail(from: number): IndicatorTail[] {
    const start = Math.min(Math.max(0, Math.floor(from)), this.count);
    return this.buffers.map(({ id, values }) => ({
      id,
      from: start,
      values: Array.from(values.subarray(start, this.count)),
    }));
  }
}
