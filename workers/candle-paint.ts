/**
 * Draws a chart's live candle, the one every trade moves, on a canvas of its own laid over the page's chart. In the
 * worker the canvas is transferred (`transferControlToOffscreen`): a tick that stays inside the chart's scales costs
 * the UI thread no redraw of the chart, only the legend's labels. The page's chart (uPlot) draws every other candle,
 * the axes and the grid, and draws again when a candle opens, history changes or the live candle leaves the scales:
 * then its new look comes here. In main-thread socket mode the same code draws on the page's canvas.
 */
import { drawCandle, type CandleColors } from '../core/chart/candle-shape';
import type { KlineSeries } from './kline';
import type { PaintCanvas } from './quote-paint';
import type { IndicatorLook } from './indicator-paint';
import type { LineCtx } from '../core/chart/indicator-shape';
import type { IndicatorSeries } from '../core/indicators/indicator-series';

/** Where the page's chart puts the live candle, sent after each of its draws. Positions are canvas pixels. */
export interface CandleLook {
  /** The chart's series: `${code}:${period}`. */
  key: string;
  /** The live candle's open time: the candle the page's chart left out. */
  time: number;
  /** The canvas's size. */
  width: number;
  height: number;
  /** The plot area. */
  left: number;
  top: number;
  plotWidth: number;
  plotHeight: number;
  /** The live candle's centre and its body and wick widths. */
  x: number;
  body: number;
  wick: number;
  /** The scales' ranges: linear, min at the plot's bottom edge, max at its top. */
  yMin: number;
  yMax: number;
  volMin: number;
  volMax: number;
  /** Canvas pixels per CSS pixel: the position lines' width, dashes and labels. */
  dpr: number;
  colors: CandleColors;
  /** The chart's indicators, when some are on: their live segments and legends are drawn here too. */
  ind?: IndicatorLook;
}

type IndicatorPainter = typeof import('./indicator-paint');

/** A held position's level on its pair's chart: its entry, stop-loss or take-profit (workers/risk.ts). */
export interface PositionLine {
  price: number;
  kind: 'open' | 'sl' | 'tp';
  buy: boolean;
  lots: string;
}

interface Ctx {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  setLineDash(segments: number[]): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  fillText(text: string, x: number, y: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  save(): void;
  restore(): void;
  beginPath(): void;
  rect(x: number, y: number, w: number, h: number): void;
  clip(): void;
}

interface Painted {
  canvas: PaintCanvas;
  ctx: Ctx;
  look: CandleLook;
}

/** The live candle of `s` the look names: its index, or -1 (the series moved on or was replaced). */
function liveIndex(s: KlineSeries, look: CandleLook): number {
  const i = s.length - 1;
  return i >= 0 && s.time[i] === look.time ? i : -1;
}

/** Whether the candle can be seen in the plot at all (the chart may be panned away from it). */
const inSight = (l: CandleLook) => l.x + l.body / 2 >= l.left && l.x - l.body / 2 <= l.left + l.plotWidth;

/**
 * Whether candle `i` (and its indicators' values) lies inside the scales the page drew with: if not, the page must
 * draw again. With sub-panes the price scale runs on below the price pane, whose lower edge is `ind.yLow`.
 */
function fits(
  s: KlineSeries,
  i: number,
  l: CandleLook,
  ind: IndicatorSeries | undefined,
  painter: IndicatorPainter | null,
): boolean {
  const low = l.ind ? l.ind.yLow : l.yMin;
  return (
    s.high[i]! <= l.yMax &&
    s.low[i]! >= low &&
    s.volume[i]! <= l.volMax &&
    s.volume[i]! >= l.volMin &&
    // Without its painter (still loading) the indicators' values cannot be checked: the page draws them.
    (!l.ind || (painter !== null && painter.indicatorsFit(ind, s, i, l.ind)))
  );
}

/**
 * Every chart's live-candle canvas, by id. The canvas also carries the held positions' entry, stop-loss and
 * take-profit lines of the chart's pair (`lines`, from the risk book), so they cost the page no work: they are drawn
 * with the live candle, and again when a position or a stop changes (`redraw`).
 */
export class CandlePaints {
  readonly #byId = new Map<number, Painted>();

  /**
   * The indicators' painter (workers/indicator-paint.ts): loaded by LazyPainters with the first look that has
   * indicators, so a chart without them never loads it.
   */
  indicatorPainter: IndicatorPainter | null = null;

  /** The version of the positions' levels the canvases show (the risk book's linesVersion). */
  #linesDrawn = 0;

  /** `lines`: a pair's held positions; `indicators`: a chart's indicators by its series' key. */
  constructor(
    private readonly lines: (code: string) => PositionLine[] = () => [],
    private readonly indicators: (key: string) => IndicatorSeries | undefined = () => undefined,
  ) {}

  /** Draws every canvas again at its last look when the positions or their stops changed since (`version`). */
  redraw(version: number, seriesOf: (key: string) => KlineSeries | undefined): void {
    if (version === this.#linesDrawn) return;
    this.#linesDrawn = version;
    for (const p of this.#byId.values()) {
      const s = seriesOf(p.look.key);
      this.#draw(p, s, s ? liveIndex(s, p.look) : -1);
    }
  }

  /**
   * Draws into `canvas` as `look` says, from `s` (the look's series, if watched). Returns false when the candle no
   * longer fits the page's scales: the caller then sends the series' tail as not painted, so the page draws again.
   */
  paint(id: number, canvas: PaintCanvas, look: CandleLook, s: KlineSeries | undefined): boolean {
    this.#byId.set(id, { canvas, ctx: canvas.getContext('2d') as Ctx, look });
    return this.look(id, look, s);
  }

  /** A chart's new look (it drew again: a new candle, a pan, a zoom, a resize); false as for paint(). */
  look(id: number, look: CandleLook, s: KlineSeries | undefined): boolean {
    const p = this.#byId.get(id);
    if (!p) return true;
    p.look = look;
    if (p.canvas.width !== look.width) p.canvas.width = look.width;
    if (p.canvas.height !== look.height) p.canvas.height = look.height;
    const i = s ? liveIndex(s, look) : -1;
    this.#draw(p, s, i);
    return i < 0 || !inSight(look) || fits(s!, i, look, this.indicators(look.key), this.indicatorPainter);
  }

  /** Stops drawing into canvas `id`. */
  unpaint(id: number): void {
    this.#byId.delete(id);
  }

  /**
   * After series `key` changed from index `from` on: draws its live candle where only that candle changed and it
   * still fits the scales the page drew with. True when drawn (the page need not draw); false when the page must
   * draw (no canvas for it, history or a new candle, or the candle left the scales).
   */
  drawTail(key: string, s: KlineSeries, from: number): boolean {
    let drawn = false;
    for (const p of this.#byId.values()) {
      if (p.look.key !== key) continue;
      const i = liveIndex(s, p.look);
      if (i < 0 || from < i || (inSight(p.look) && !fits(s, i, p.look, this.indicators(key), this.indicatorPainter)))
        return false;
      this.#draw(p, s, i);
      drawn = true;
    }
    return drawn;
  }

  #draw(p: Painted, s: KlineSeries | undefined, i: number): void {
    const { ctx, look: l } = p;
    ctx.clearRect(0, 0, l.width, l.height);
    // Linear scales, as uPlot's valToPos for a linear distribution: min at the bottom edge, max at the top.
    const y = (v: number) => l.top + (1 - (v - l.yMin) / (l.yMax - l.yMin || 1)) * l.plotHeight;
    const vol = (v: number) => l.top + (1 - (v - l.volMin) / (l.volMax - l.volMin || 1)) * l.plotHeight;
    ctx.save();
    ctx.beginPath();
    ctx.rect(l.left, l.top, l.plotWidth, l.plotHeight);
    ctx.clip();
    this.#drawLines(ctx, l, y);
    if (s && l.ind)
      this.indicatorPainter?.paintIndicators(ctx as unknown as LineCtx, l, l.ind, [s, this.indicators(l.key), i]);
    if (!s || i < 0 || !inSight(l)) return ctx.restore();
    const ys = {
      x: l.x,
      open: y(s.open[i]!),
      high: y(s.high[i]!),
      low: y(s.low[i]!),
      close: y(s.close[i]!),
      volume: vol(s.volume[i]!),
      volBase: vol(0),
    };
    drawCandle(ctx, ys, s.close[i]! >= s.open[i]!, l.body, l.wick, l.colors);
    ctx.restore();
  }

  /**
   * The chart's pair's positions: a solid line at each entry (up colour for a buy, down for a sell) labelled with the
   * side and lots, dashed lines at stop-losses (down colour) and take-profits (up colour) labelled SL and TP, as MT5
   * and Binance draw them. A level outside the price scale is not drawn: the scale is the candles'.
   */
  #drawLines(ctx: Ctx, l: CandleLook, y: (v: number) => number): void {
    const dpr = l.dpr || 1;
    ctx.lineWidth = dpr;
    ctx.font = `${Math.round(10 * dpr)}px sans-serif`;
    for (const line of this.lines(l.key.slice(0, l.key.indexOf(':')))) {
      if (line.price < l.yMin || line.price > l.yMax) continue;
      const at = Math.round(y(line.price)) + 0.5;
      const color = line.kind === 'sl' || (line.kind === 'open' && !line.buy) ? l.colors.down : l.colors.up;
      ctx.strokeStyle = ctx.fillStyle = color;
      ctx.setLineDash(line.kind === 'open' ? [] : [6 * dpr, 4 * dpr]);
      ctx.beginPath();
      ctx.moveTo(l.left, at);
      ctx.lineTo(l.left + l.plotWidth, at);
      ctx.stroke();
      const label = line.kind === 'open' ? `${line.buy ? '▲' : '▼'} ${line.lots}` : line.kind.toUpperCase();
      ctx.fillText(label, l.left + 4 * dpr, at - 3 * dpr);
    }
    ctx.setLineDash([]);
  }
}
