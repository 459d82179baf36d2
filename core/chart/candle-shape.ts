/**
 * How one candle is drawn: the page's uPlot hook draws the history with it, the socket worker the live candle on a
 * canvas of its own (workers/candle-paint.ts), so the two never look different. Every position is in canvas pixels
 * (device pixels: CSS pixels times the device pixel ratio).
 */

/** Up/down colours of candles and volume, read once from the CSS variables. */
export interface CandleColors {
  up: string;
  down: string;
  upVol: string;
  downVol: string;
}

/** A candle's values. */
export interface CandleBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A candle's vertical positions (canvas pixels, down is larger) and its centre. */
export interface CandleYs {
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Where volume 0 is. */
  volBase: number;
}

/** What a 2D context of either kind (page canvas, OffscreenCanvas) offers that a candle needs. */
export interface CandleCtx {
  fillStyle: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
}

/** A candle's body width for a slot of `slot` canvas pixels (70 % of it, at least 1). */
export const bodyWidth = (slot: number): number => Math.max(1, Math.floor(slot * 0.7));

/** A wick's width: one CSS pixel, in canvas pixels. */
export const wickWidth = (dpr: number): number => Math.max(1, Math.round(dpr));

/** Draws a volume bar, then the wick and the body over it. `up`: it closed at or above its open. */
export function drawCandle(
  ctx: CandleCtx,
  y: CandleYs,
  up: boolean,
  body: number,
  wick: number,
  colors: CandleColors,
): void {
  ctx.fillStyle = up ? colors.upVol : colors.downVol;
  ctx.fillRect(y.x - body / 2, y.volume, body, y.volBase - y.volume);
  ctx.fillStyle = up ? colors.up : colors.down;
  ctx.fillRect(y.x - wick / 2, y.high, wick, Math.max(wick, y.low - y.high));
  ctx.fillRect(y.x - body / 2, Math.min(y.open, y.close), body, Math.max(wick, Math.abs(y.close - y.open)));
}
