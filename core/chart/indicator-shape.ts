/**
 * How the chart's indicator lines are drawn: the page's uPlot hook draws every point but the live candle's, the
 * socket worker the live candle's segment, bar and the panes' legends on the live canvas (workers/candle-paint.ts),
 * so the two never look different. Every position is in canvas pixels (device pixels).
 */

/** One line as the page laid it out: its colour, how it is drawn, and its pane's box and value range. */
export interface LineLook {
  /** The line's id (core/indicators/indicator-types.ts), or `vol` for the candles' volume in the volume pane. */
  id: string;
  color: string;
  /** `line`: a polyline; `hist`: bars from 0, up or down colour by sign; `vol`: the candle's volume bar. */
  kind: 'line' | 'hist' | 'vol';
  /** The pane's top edge and height, and the values drawn at its top (max) and bottom (min) edges. */
  top: number;
  height: number;
  min: number;
  max: number;
  /** The lowest value the pane shows, if above `min`: the price scale runs on below the price pane. */
  low?: number;
}

/**
 * One pane's legend: its texts left to right at `y` (their middle), each a label and a line's value (id '': a title),
 * in up to `rows` rows 12 px apart.
 */
export interface PaneLegend {
  y: number;
  rows?: number;
  items: { label: string; id: string; color: string; digits: number }[];
}

/** What a 2D context of either kind (page canvas, OffscreenCanvas) offers that a line needs. */
export interface LineCtx {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textBaseline: string;
  textAlign: string;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
}

/** A value not (yet) defined: NaN in the worker's lines, null in the page's (uPlot's gaps). */
export const undefinedValue = (v: number | null | undefined): boolean => v == null || Number.isNaN(v);

/** Where value `v` sits in line `l`'s pane: linear, max at the top edge, min at the bottom. */
export const valueY = (l: LineLook, v: number): number => l.top + (1 - (v - l.min) / (l.max - l.min || 1)) * l.height;

/** Whether `v` can be drawn inside `l`'s pane as it was laid out (NaN, not yet defined, always fits). */
export const fitsPane = (l: LineLook, v: number): boolean => undefinedValue(v) || (v >= (l.low ?? l.min) && v <= l.max);

/**
 * Line `l` through the points `from`..`to` (inclusive) of `values`, at x positions `x(i)`; a NaN breaks it.
 * Bars (`hist`, `vol`) are `body` wide; `up(i)` picks a bar's colour (`upColor` or `downColor`).
 */
export function drawLine(
  ctx: LineCtx,
  l: LineLook,
  values: ArrayLike<number | null>,
  [from, to]: [number, number],
  x: (i: number) => number,
  bar: { body: number; up: (i: number) => boolean; upColor: string; downColor: string; dpr: number },
): void {
  if (l.kind !== 'line') {
    const zero = valueY(l, Math.min(Math.max(0, l.min), l.max));
    for (let i = from; i <= to; i++) {
      const v = values[i]!;
      if (undefinedValue(v)) continue;
      const y = valueY(l, v);
      ctx.fillStyle = bar.up(i) ? bar.upColor : bar.downColor;
      ctx.fillRect(x(i) - bar.body / 2, Math.min(y, zero), bar.body, Math.max(1, Math.abs(zero - y)));
    }
    return;
  }
  ctx.strokeStyle = l.color;
  ctx.lineWidth = bar.dpr;
  ctx.beginPath();
  let pen = false;
  for (let i = from; i <= to; i++) {
    const v = values[i]!;
    if (undefinedValue(v)) {
      pen = false;
      continue;
    }
    if (pen) ctx.lineTo(x(i), valueY(l, v));
    else ctx.moveTo(x(i), valueY(l, v));
    pen = true;
  }
  ctx.stroke();
}

/**
 * The panes' legends: each item's label and value (`valueOf(id)`, written by `format`) in its colour, left to right
 * from `left`; an item that does not fit the `right` edge is left out. `dpr` sizes the 10 px font.
 */
export function drawLegends(
  ctx: LineCtx,
  legends: PaneLegend[],
  valueOf: (id: string) => number,
  format: (v: number, digits: number) => string,
  [left, right, dpr]: [number, number, number],
): void {
  ctx.font = `${Math.round(10 * dpr)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (const pane of legends) {
    let [x, y, row] = [left, pane.y, 1];
    for (const item of pane.items) {
      const v = item.id ? valueOf(item.id) : 0;
      const text = item.id ? `${item.label} ${undefinedValue(v) ? '–' : format(v, item.digits)}` : item.label;
      const w = ctx.measureText(text).width;
      if (x + w > right && x > left) {
        if (row++ >= (pane.rows ?? 1)) break;
        [x, y] = [left, y + 12 * dpr];
      }
      ctx.fillStyle = item.color;
      ctx.fillText(text, x, y);
      x += w + 8 * dpr;
    }
  }
}
