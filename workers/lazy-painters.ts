import type { RiskBook } from './risk';
import type { KlineSeries } from './kline';
import type { CandleLook, CandlePaints } from './candle-paint';
import type { LegendPaints } from './legend-paint';
import type { FiguresPaints } from './figures-paint';
import type { IndicatorSeries } from '../core/indicators/indicator-series';

/**
 * The painters only /trade needs, loaded with their first use so the list worker stays small: the chart's (live
 * candle, legend) with the first chart, the order form's figures with the first form. Null until loaded.
 */
export class LazyPainters {
  candle: CandlePaints | null = null;
  legend: LegendPaints | null = null;
  figures: FiguresPaints | null = null;
  private lang = 'en';
  private loadingChart: Promise<[CandlePaints, LegendPaints]> | null = null;
  private loadingFigures: Promise<FiguresPaints> | null = null;
  private loadingIndicators: Promise<void> | null = null;

  /** `series`: a chart's series by its key; `indicators`: its indicators; `schedule`: asks for a flush. */
  constructor(
    private readonly risk: RiskBook,
    private readonly series: (key: string) => KlineSeries | undefined,
    private readonly schedule: () => void,
    private readonly indicators: (key: string) => IndicatorSeries | undefined = () => undefined,
  ) {}

  chart(): Promise<[CandlePaints, LegendPaints]> {
    return (this.loadingChart ??= Promise.all([import('./candle-paint'), import('./legend-paint')]).then(([c, l]) => {
      this.legend = new l.LegendPaints();
      this.legend.setLang(this.lang, () => undefined);
      return [(this.candle = new c.CandlePaints((code) => this.risk.lines(code), this.indicators)), this.legend];
    }));
  }

  /**
   * Runs `draw` (false: the live candle no longer fits the scales the page's chart drew with) on `look`'s series;
   * then the candle's tail goes out for the page to draw again.
   */
  onCandles(look: CandleLook, draw: (p: CandlePaints, s: KlineSeries | undefined) => boolean): void {
    void this.chart().then(async ([p]) => {
      // The indicators' painter comes with the first look that has indicators: a chart without them never loads it.
      if (look.ind)
        await (this.loadingIndicators ??= import('./indicator-paint').then((m) => {
          p.indicatorPainter = m;
        }));
      const s = this.series(look.key);
      if (draw(p, s) || !s) return;
      s.touch(s.length - 1);
      this.schedule();
    });
  }

  onLegend(fn: (p: LegendPaints) => void): void {
    void this.chart().then(([, l]) => fn(l));
  }

  /** Runs `fn` on the figures' painter, then a flush writes them (and their labels) at the prices now. */
  onFigures(fn: (p: FiguresPaints) => void): void {
    void (this.loadingFigures ??= import('./figures-paint').then((m) => {
      (this.figures = new m.FiguresPaints()).setLang(this.lang);
      return this.figures;
    })).then((p) => {
      fn(p);
      this.schedule();
    });
  }

  setLang(tag: string): void {
    this.lang = tag;
    this.legend?.setLang(tag, this.series);
    this.figures?.setLang(tag);
  }
}
