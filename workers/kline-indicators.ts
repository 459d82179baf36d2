import type { KlineSeries } from './kline';
import type { IndicatorSettings } from '../core/indicators/indicator-types';
import type { IndicatorSeries } from '../core/indicators/indicator-series';

type SeriesModule = typeof import('../core/indicators/indicator-series');

/** Whether any indicator is on. */
const anyOn = (s: IndicatorSettings): boolean => Object.values(s).some((x: { on: boolean }) => x.on);

/**
 * The indicators of the charts' candle series, computed here over the columns the series hold, never on the page.
 * The module that computes them loads with the first settings that turn one on (the list screens' worker stays
 * small). A series is computed whole once when it gets its history (`recompute`), then from the first candle a
 * merge touched on (`update`: a tick moves only the live candle, so one point per line).
 */
export class KlineIndicators {
  #mod: SeriesModule | null = null;
  #settings: IndicatorSettings | null = null;
  readonly #bySeries = new WeakMap<KlineSeries, IndicatorSeries>();

  /** The device's settings (null or all off: none); the charts watched after this get them. */
  async set(settings: IndicatorSettings | null): Promise<void> {
    this.#settings = settings && anyOn(settings) ? settings : null;
    if (this.#settings) this.#mod ??= await import('../core/indicators/indicator-series');
  }

  /** The indicators of `s`, if it has some. */
  of(s: KlineSeries | undefined): IndicatorSeries | undefined {
    return s && this.#bySeries.get(s);
  }

  /** `s` got its whole history: its indicators are computed anew with the settings now (or dropped). */
  recompute(s: KlineSeries): IndicatorSeries | undefined {
    if (!this.#settings || !this.#mod) {
      this.#bySeries.delete(s);
      return undefined;
    }
    const ind = new this.#mod.IndicatorSeries(this.#settings);
    ind.recompute(s, s.length);
    this.#bySeries.set(s, ind);
    return ind;
  }

  /** `s` changed from candle `from` on: its indicators follow, before the tail is painted or sent. */
  update(s: KlineSeries, from: number): IndicatorSeries | undefined {
    const ind = this.#bySeries.get(s);
    ind?.update(s, from, s.length);
    return ind;
  }
}
