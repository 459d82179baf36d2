/**
 * The chart indicators' part of the live canvas (workers/candle-paint.ts): the page's chart draws every line up to the
 * candle before the live one, and this draws the live candle's segment of each line (from the candle before it), its
 * histogram or volume bar, and each pane's legend (the values at the crosshair's candle, or the live one). A tick
 * whose new values stay inside the panes' ranges thus costs the page no redraw, as for the candle itself; one that
 * leaves them makes the page draw again with new ranges (`indicatorsFit`).
 */
import {
  drawLegends,
  drawLine,
  fitsPane,
  type LineCtx,
  type LineLook,
  type PaneLegend,
} from '../core/chart/indicator-shape';
import { formatNumberIn } from '../core/rules/number-format';
import type { IndicatorSeries } from '../core/indicators/indicator-series';
import type { KlineSeries } from './kline';

/** The indicators as the page's chart laid them out, sent with its look after each of its draws. */
export interface IndicatorLook {
  /** The value at the price pane's lower edge: the price scale runs on below it, over the sub-panes. */
  yLow: number;
  /** The centre of the candle before the live one (the live segment starts there), canvas pixels. */
  prevX: number;
  lines: LineLook[];
  legends: PaneLegend[];
  /** The crosshair's candle (its open time) for the legends, or null for the live one. */
  at: number | null;
  /** The language the legends' numbers are written in (a BCP 47 tag). */
  lang: string;
}

/** The live-canvas look's fields these painters read (a subset of CandleLook). */
interface Look {
  left: number;
  plotWidth: number;
  x: number;
  body: number;
  dpr: number;
  colors: { up: string; down: string; upVol: string; downVol: string };
}

/** The values of each line of `ind` by id: `vol` is the candles' volume. */
function valuesById(s: KlineSeries, ind: IndicatorSeries): Map<string, ArrayLike<number>> {
  const byId = new Map<string, ArrayLike<number>>([['vol', s.volume]]);
  for (const line of ind.lines()) byId.set(line.id, line.values);
  return byId;
}

/** Whether candle `i`'s indicator values stay inside the panes the page drew (if not, the page draws again). */
export function indicatorsFit(ind: IndicatorSeries | undefined, s: KlineSeries, i: number, look: IndicatorLook) {
  if (!ind) return true;
  const byId = valuesById(s, ind);
  return look.lines.every((l) => fitsPane(l, byId.get(l.id)?.[i] ?? NaN));
}

/** Draws candle `i`'s segments and bars and the legends; the context is clipped to the plot. */
export function paintIndicators(
  ctx: LineCtx,
  l: Look,
  look: IndicatorLook,
  [s, ind, i]: [KlineSeries, IndicatorSeries | undefined, number],
): void {
  if (!ind) return;
  const byId = valuesById(s, ind);
  const dpr = l.dpr || 1;
  const up = (k: number) => s.close[k]! >= s.open[k]!;
  for (const line of look.lines) {
    const values = byId.get(line.id);
    if (!values || i < 0) continue;
    const isVol = line.kind === 'vol';
    // A line's live segment starts at the candle before; a bar is the live candle's alone.
    const range: [number, number] = line.kind === 'line' ? [Math.max(0, i - 1), i] : [i, i];
    drawLine(ctx, line, values, range, (k) => (k === i ? l.x : look.prevX), {
      body: l.body,
      up: line.kind === 'hist' ? (k) => values[k]! >= 0 : up,
      upColor: isVol ? l.colors.upVol : l.colors.up,
      downColor: isVol ? l.colors.downVol : l.colors.down,
      dpr,
    });
  }
  let at = s.length - 1;
  if (look.at !== null) while (at >= 0 && s.time[at] !== look.at) at--;
  drawLegends(
    ctx,
    look.legends,
    (id) => (at < 0 ? NaN : (byId.get(id)?.[at] ?? NaN)),
    (v, digits) => formatNumberIn(v, digits, look.lang),
    [l.left + 4 * dpr, l.left + l.plotWidth - 4 * dpr, dpr],
  );
}
