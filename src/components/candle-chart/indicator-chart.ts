import uPlot from 'uplot';
import { effect, type Signal } from '@preact/signals-react';
import type { CandleTail, CandleColumns } from '../../../core/protocol/frames';
import type { IndicatorLine, IndicatorPane, IndicatorSettings } from '../../../core/indicators/indicator-types';
import type { LineLook, PaneLegend } from '../../../core/chart/indicator-shape';
import type { CandleLook, LiveCandle } from '../../socket/candle-painting';
import type { Columns } from './chart-columns';
import type { CandleColors } from './candle-draw';
import { lineColors, lineSpecs, paneTitle, SUB_PANE, type LineSpec } from './indicator-layout';
import { drawIndicators, paneRange, type Layout } from './indicator-draw';

/**
 * What the chart hands its indicators: the pair's precision and the crosshair's candle. Passed, not imported, so this
 * chunk shares no module with /trade's (the bundler would split those out into chunks of their own, each costing
 * /trade's first load a request and its overhead).
 */
export interface ChartKit {
  precision: number;
  cursorTime: Signal<number | null>;
}

/** What uPlot's plot leaves out of the chart's height: the top padding (17 px) and the time axis (50 px). */
const OUTSIDE_PLOT = 67;

/**
 * A chart's indicators on the page (loaded with the first chart that has some on): the worker's lines kept next to
 * the candles (the price pane's as uPlot series of the price scale, so its range holds them; the sub-panes' apart),
 * the sub-panes laid out below the price pane on the same plot (one time axis: a pan or zoom moves everything), and
 * everything but the live candle's points drawn in the chart's draw hook. The live candle's segments and the legends
 * are the socket layer's (workers/indicator-paint.ts), as the live candle is: a tick whose values stay in the panes'
 * ranges costs this thread no redraw. Without the socket layer's canvas the chart draws them all (`before` Infinity).
 */
export class ChartIndicators {
  readonly height: number;
  /** The sub-panes' share of the plot's height (set with the chart's options). */
  #sub = 0;
  readonly #specs: LineSpec[];
  readonly #subs: IndicatorPane[];
  /** The price pane's lines, by their column in the chart's data (6 on: after time, OHLC and volume). */
  readonly #overlays: string[];
  /** The sub-panes' lines, by id (values; null where not defined). */
  readonly #lines = new Map<string, (number | null)[]>();
  #last: CandleLook | null = null;
  /** The legends' titles' colour (the theme's --muted). */
  #muted = getComputedStyle(document.documentElement).getPropertyValue('--muted').trim() || '#8b98a5';
  /** The lines' ids and panes, to read their colours again on a new theme. */
  readonly #shapes: IndicatorLine[];
  #stopCursor = () => {};
  #following = false;

  constructor(
    private readonly settings: IndicatorSettings,
    columns: CandleColumns,
    readonly kit: ChartKit,
    private readonly lang: string,
  ) {
    this.#shapes = columns.lines ?? [];
    const { specs, subs } = lineSpecs(this.#shapes, lineColors());
    this.#specs = specs;
    this.#subs = subs;
    this.#overlays = specs.filter((s) => s.pane === 'price').map((s) => s.id);
    this.height = subs.length * SUB_PANE;
  }

  /** A new theme (quote-painting.ts onRelook): the lines' and legends' colours read again; the chart draws next. */
  recolor(): void {
    const { specs } = lineSpecs(this.#shapes, lineColors());
    specs.forEach((s, i) => (this.#specs[i]!.color = s.color));
    this.#muted = getComputedStyle(document.documentElement).getPropertyValue('--muted').trim() || this.#muted;
  }

  /** The lines of the worker's columns into the chart's data (after its six candle columns) and the sub-panes'. */
  fill(data: Columns, columns: CandleColumns): void {
    for (const l of columns.lines ?? []) {
      const values = Array.from(l.values, (v) => (Number.isNaN(v) ? null : v));
      const col = this.#overlays.indexOf(l.id);
      if (col >= 0) data[6 + col] = values as number[];
      else this.#lines.set(l.id, values);
    }
  }

  /** A tail's lines, from its `from` on, as writeTail wrote its candles. */
  tail(data: Columns, tail: CandleTail): void {
    for (const t of tail.lines ?? []) {
      const col = this.#overlays.indexOf(t.id);
      const values = col >= 0 ? data[6 + col] : this.#lines.get(t.id);
      if (!values) continue;
      t.values.forEach((v, k) => ((values as (number | null)[])[t.from + k] = Number.isNaN(v) ? null : v));
    }
  }

  /** The chart's options with the indicators: taller, the price and volume scales kept above the sub-panes. */
  options(opts: uPlot.Options): void {
    const sub = (this.#sub = this.height / (opts.height + this.height - OUTSIDE_PLOT));
    opts.height += this.height;
    const hidden = { paths: () => null, points: { show: false } } as const;
    for (const id of this.#overlays) opts.series.push({ label: id, scale: 'y', ...hidden });
    // The price scale runs on below the price pane, over the sub-panes: its range stretched so that the candles'
    // (and overlays') range fills the pane above them; the volume's as the chart has it, over the price pane.
    opts.scales!.y = {
      range: (_u, min, max) => {
        const [lo = min, hi = max] = uPlot.rangeNum(min, max, 0.1, true) as number[];
        return [hi - (hi - lo) / (1 - sub), hi];
      },
    };
    opts.scales!.vol = {
      range: (_u, _min, max) => {
        const hi = Math.max(max, 1) * 5;
        return [(-sub * hi) / (1 - sub), hi];
      },
    };
    // The price axis's labels and grid end with the price pane.
    const inPane = (u: uPlot, splits: number[]) => splits.map((v) => (v >= this.#yLow(u) ? v : null));
    const axis = opts.axes![1]!;
    const values = axis.values as (u: uPlot, splits: number[]) => string[];
    axis.values = (u: uPlot, splits: (number | null)[]) =>
      values(u, splits as number[]).map((text, i) => (splits[i] == null ? '' : text));
    axis.filter = inPane as uPlot.Axis.Filter;
    axis.grid = { ...axis.grid, filter: inPane as uPlot.Axis.Filter };
    axis.ticks = { ...axis.ticks, filter: inPane as uPlot.Axis.Filter };
  }

  /** The price at the price pane's lower edge. */
  #yLow(u: uPlot): number {
    const { min = 0, max = 0 } = u.scales.y!;
    return max - (max - min) * (1 - this.#sub);
  }

  /** The panes' boxes and ranges for this draw, in canvas pixels. */
  #layout(u: uPlot, before: number): Layout {
    const { top, height } = u.bbox;
    const dpr = devicePixelRatio;
    const priceH = height * (1 - this.#sub);
    const subH = this.#subs.length ? (height * this.#sub) / this.#subs.length : 0;
    const [i0 = 0, i1 = u.data[0].length - 1] = u.series[0]!.idxs ?? [];
    const { min = 0, max = 0 } = u.scales.y!;
    const looks: LineLook[] = [];
    const legends: PaneLegend[] = [];
    const panes = ['price', ...this.#subs] as IndicatorPane[];
    panes.forEach((pane, k) => {
      const paneTop = k ? top + priceH + (k - 1) * subH : top;
      const specs = this.#specs.filter((s) => s.pane === pane);
      const valuesOf = (id: string) => this.values(u, id);
      const [lo, hi] = k ? paneRange(pane, specs, valuesOf, [i0, Math.min(i1 + 1, u.data[0].length - 1)]) : [min, max];
      const box = k
        ? { top: paneTop + 14 * dpr, height: subH - 16 * dpr, min: lo, max: hi }
        : { top, height, min, max, low: this.#yLow(u) };
      for (const s of specs) looks.push({ id: s.id, color: s.color, kind: s.kind, ...box });
      legends.push({ y: paneTop + 7 * dpr, rows: k ? 1 : 2, items: this.#legend(pane, specs) });
    });
    const separators = this.#subs.map((_, k) => top + priceH + k * subH);
    return { looks, legends, before, separators };
  }

  /** A pane's legend: each line's label and value, the pane's title (with parameters) before its indicator's lines. */
  #legend(pane: IndicatorPane, specs: LineSpec[]): PaneLegend['items'] {
    const items = specs
      .filter((s) => s.kind !== 'hist' && s.kind !== 'vol')
      .map((s) => ({ label: s.label, id: s.id, color: s.color, digits: this.#digits(s) }));
    const title = paneTitle(pane, this.settings);
    if (!title) return items;
    // On the price pane the title is BOLL's: before its bands, after the averages.
    const at = pane === 'price' ? items.findIndex((i) => i.id.startsWith('boll.')) : 0;
    items.splice(Math.max(0, at), 0, { label: title, id: '', color: this.#muted, digits: 0 });
    return items;
  }

  #digits(s: LineSpec): number {
    return s.digits === 'precision' ? this.kit.precision : s.digits;
  }

  /** Line `id`'s values as the chart holds them (`vol`: the candles' volume). */
  values(u: uPlot, id: string): ArrayLike<number | null> {
    const col = this.#overlays.indexOf(id);
    if (id === 'vol') return u.data[5] as ArrayLike<number>;
    return col >= 0 ? (u.data[6 + col] as ArrayLike<number | null>) : (this.#lines.get(id) ?? []);
  }

  /** Draws in the chart's draw hook: every point before `before` (the live candle's index, or Infinity). */
  draw(u: uPlot, before: number, colors: CandleColors): void {
    // Without the socket layer's live canvas (no OffscreenCanvas) the chart writes the legends itself, at the
    // crosshair's candle as the worker would: a crosshair move draws the chart again.
    if (before === Infinity && !this.#following) this.#redrawOnCursor(u);
    drawIndicators(u, this, this.#layout(u, before), colors, this.#legendIndex(u));
  }

  /** The crosshair's candle's index, or the last candle's when there is no crosshair. */
  #legendIndex(u: uPlot): number {
    const xs = u.data[0];
    const at = this.kit.cursorTime.peek();
    let i = xs.length - 1;
    if (at !== null) while (i >= 0 && xs[i] !== at) i--;
    return i < 0 ? xs.length - 1 : i;
  }

  /** The chart-drawn legends follow the crosshair: one redraw per frame at most while it moves. */
  #redrawOnCursor(u: uPlot): void {
    this.#following = true;
    let seen = this.kit.cursorTime.peek();
    let frame = 0;
    const stop = effect(() => {
      const at = this.kit.cursorTime.value;
      if (at === seen || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        seen = this.kit.cursorTime.peek();
        u.redraw(false);
      });
    });
    this.#stopCursor = () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }

  /**
   * The live candle's look with the indicators' layout, for the socket layer (`live`) to draw their live part; from
   * the first, the legends follow the crosshair.
   */
  look(u: uPlot, look: CandleLook, live: LiveCandle): CandleLook {
    if (!this.#following) this.#follow(live);
    const { looks, legends } = this.#layout(u, Infinity);
    const xs = u.data[0];
    const prevX = xs.length > 1 ? Math.round(u.valToPos(xs[xs.length - 2]!, 'x', true)) : look.x;
    const ind = { yLow: this.#yLow(u), prevX, lines: looks, legends, at: this.kit.cursorTime.peek(), lang: this.lang };
    this.#last = { ...look, ind };
    return this.#last;
  }

  /** Follows the crosshair: the legends show its candle's values (the socket layer draws them). */
  #follow(live: LiveCandle): void {
    this.#following = true;
    this.#stopCursor = effect(() => {
      const at = this.kit.cursorTime.value;
      const last = this.#last;
      if (last?.ind && last.ind.at !== at) live.look((this.#last = { ...last, ind: { ...last.ind, at } }));
    });
  }

  stop(): void {
    this.#stopCursor();
  }
}
