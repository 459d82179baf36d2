import type uPlot from 'uplot';
import {
  drawLegends,
  drawLine,
  undefinedValue,
  type LineLook,
  type PaneLegend,
} from '../../../core/chart/indicator-shape';
import type { IndicatorPane } from '../../../core/indicators/indicator-types';
import { formatNumber } from '../../i18n/numbers';
import type { LineSpec } from './indicator-layout';
import type { CandleColors } from './candle-draw';
import { bodyWidth } from '../../../core/chart/candle-shape';

/** One draw's panes, in canvas pixels: each line's box and range, the legends, and the sub-panes' top edges. */
export interface Layout {
  looks: LineLook[];
  legends: PaneLegend[];
  /** The live candle's index when the socket layer draws it (and the lines' live part), else Infinity. */
  before: number;
  separators: number[];
}

/** The lines' values the chart holds, by id. */
interface Source {
  values(u: uPlot, id: string): ArrayLike<number | null>;
}

/**
 * A sub-pane's value range over the candles `i0`..`i1`: RSI 0 to 100, the volume from 0, MACD around 0; padded by
 * a tenth each way so that a tick moving the live value a little stays inside (the socket layer draws it).
 */
export function paneRange(
  pane: IndicatorPane,
  specs: LineSpec[],
  valuesOf: (id: string) => ArrayLike<number | null>,
  [i0, i1]: [number, number],
): [number, number] {
  if (pane === 'rsi') return [0, 100];
  let lo = pane === 'vol' || pane === 'macd' ? 0 : Infinity;
  let hi = pane === 'macd' ? 0 : -Infinity;
  for (const s of specs) {
    const values = valuesOf(s.id);
    for (let i = Math.max(0, i0); i <= i1 && i < values.length; i++) {
      const v = values[i];
      if (undefinedValue(v)) continue;
      if (v! < lo) lo = v!;
      if (v! > hi) hi = v!;
    }
  }
  if (!(hi > lo)) return [Number.isFinite(lo) ? lo - 1 : 0, Number.isFinite(hi) ? hi + 1 : 1];
  const pad = (hi - lo) * 0.1;
  return [pane === 'vol' ? 0 : lo - pad, hi + pad];
}

/**
 * Draws the indicators in the chart's draw hook: the sub-panes' top edges, then every line's points in view before
 * `layout.before`; the legends too, with candle `legendAt`'s values, when the socket layer does not draw the live
 * part.
 */
export function drawIndicators(u: uPlot, src: Source, layout: Layout, colors: CandleColors, legendAt: number): void {
  const xs = u.data[0] as unknown as number[];
  if (!xs.length) return;
  const ctx = u.ctx;
  const { left, top, width, height } = u.bbox;
  const dpr = devicePixelRatio;
  const grid = getComputedStyle(document.documentElement).getPropertyValue('--line').trim() || '#2b3642';
  const [i0 = 0, i1 = xs.length - 1] = u.series[0]!.idxs ?? [];
  const last = Math.min(xs.length - 1, i1 + 1, layout.before - 1);
  const x = (i: number) => Math.round(u.valToPos(xs[i]!, 'x', true));
  const [, open, , , close] = u.data as unknown as number[][];
  const up = (i: number) => close![i]! >= open![i]!;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  ctx.fillStyle = grid;
  for (const y of layout.separators) ctx.fillRect(left, Math.round(y), width, dpr);
  // The candles' body width, as candle-draw.ts's candleWidths has it.
  const body = bodyWidth(width / Math.max(1, i1 - i0 + 1));
  for (const l of layout.looks) {
    const values = src.values(u, l.id);
    drawLine(ctx, l, values, [Math.max(0, i0 - 1), last], x, {
      body,
      up: l.kind === 'hist' ? (i) => (values[i] ?? 0) >= 0 : up,
      upColor: l.kind === 'vol' ? colors.upVol : colors.up,
      downColor: l.kind === 'vol' ? colors.downVol : colors.down,
      dpr,
    });
  }
  if (layout.before === Infinity) {
    const byId = new Map(layout.looks.map((l) => [l.id, src.values(u, l.id)]));
    drawLegends(
      ctx,
      layout.legends,
      (id) => byId.get(id)?.[legendAt] ?? NaN,
      (v, digits) => formatNumber(v, digits),
      [left + 4 * dpr, left + width - 4 * dpr, dpr],
    );
  }
  ctx.restore();
}
