import type uPlot from 'uplot';

/** Up/down colours of candles and volume, read once from the CSS variables. */
export interface CandleColors {
  up: string;
  down: string;
  upVol: string;
  downVol: string;
}

/**
 * Draws candles (wick + body) and volume bars for the visible range in uPlot's draw hook. Positions are
 * canvas pixels (valToPos(..., true)), which include the device pixel ratio.
 */
export function drawCandles(u: uPlot, colors: CandleColors): void {
  const [xs, o, h, l, c, v] = u.data as unknown as number[][];
  if (!xs || xs.length === 0) return;
  const [i0 = 0, i1 = xs.length - 1] = u.series[0]!.idxs ?? [];
  const ctx = u.ctx;
  const { left, top, width, height } = u.bbox;
  const count = Math.max(1, i1 - i0 + 1);
  const slot = width / count;
  const body = Math.max(1, Math.floor(slot * 0.7));
  const wick = Math.max(1, Math.round(devicePixelRatio));
  const volBase = u.valToPos(0, 'vol', true);
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  for (let i = Math.max(0, i0 - 1); i <= Math.min(xs.length - 1, i1 + 1); i++) {
    const up = c![i]! >= o![i]!;
    const x = Math.round(u.valToPos(xs[i]!, 'x', true));
    const vy = u.valToPos(v![i]!, 'vol', true);
    ctx.fillStyle = up ? colors.upVol : colors.downVol;
    ctx.fillRect(x - body / 2, vy, body, volBase - vy);
    const yo = u.valToPos(o![i]!, 'y', true);
    const yc = u.valToPos(c![i]!, 'y', true);
    const yh = u.valToPos(h![i]!, 'y', true);
    const yl = u.valToPos(l![i]!, 'y', true);
    ctx.fillStyle = up ? colors.up : colors.down;
    ctx.fillRect(x - wick / 2, yh, wick, Math.max(wick, yl - yh));
    ctx.fillRect(x - body / 2, Math.min(yo, yc), body, Math.max(wick, Math.abs(yc - yo)));
  }
  ctx.restore();
}
