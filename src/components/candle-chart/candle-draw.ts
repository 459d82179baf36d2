import type uPlot from 'uplot';
import { bodyWidth, drawCandle, wickWidth, type CandleColors } from '../../../core/chart/candle-shape';
import type { CandleLook } from '../../socket/candle-painting';

export type { CandleColors };

/** The candles' body and wick widths for the candles in view, in canvas pixels. */
export function candleWidths(u: uPlot): { body: number; wick: number } {
  const [i0 = 0, i1 = u.data[0].length - 1] = u.series[0]!.idxs ?? [];
  return { body: bodyWidth(u.bbox.width / Math.max(1, i1 - i0 + 1)), wick: wickWidth(devicePixelRatio) };
}

/**
 * Draws candles (wick + body) and volume bars for the visible range in uPlot's draw hook. Positions are
 * canvas pixels (valToPos(..., true)), which include the device pixel ratio. `before`: draw only the candles
 * before that index (the live candle is drawn by the socket layer, workers/candle-paint.ts).
 */
export function drawCandles(u: uPlot, colors: CandleColors, before = Infinity): void {
  const [xs, o, h, l, c, v] = u.data as unknown as number[][];
  if (!xs || xs.length === 0) return;
  const [i0 = 0, i1 = xs.length - 1] = u.series[0]!.idxs ?? [];
  const ctx = u.ctx;
  const { left, top, width, height } = u.bbox;
  const { body, wick } = candleWidths(u);
  const volBase = u.valToPos(0, 'vol', true);
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  for (let i = Math.max(0, i0 - 1); i <= Math.min(xs.length - 1, i1 + 1, before - 1); i++) {
    const ys = {
      x: Math.round(u.valToPos(xs[i]!, 'x', true)),
      open: u.valToPos(o![i]!, 'y', true),
      high: u.valToPos(h![i]!, 'y', true),
      low: u.valToPos(l![i]!, 'y', true),
      close: u.valToPos(c![i]!, 'y', true),
      volume: u.valToPos(v![i]!, 'vol', true),
      volBase,
    };
    drawCandle(ctx, ys, c![i]! >= o![i]!, body, wick, colors);
  }
  ctx.restore();
}

/** Where `u` puts its newest candle, for the socket layer that draws it (workers/candle-paint.ts). */
export function liveLook(u: uPlot, key: string, colors: CandleColors): CandleLook {
  const xs = u.data[0];
  const time = xs[xs.length - 1]!;
  const { left, top, width, height } = u.bbox;
  const { y, vol } = u.scales;
  return {
    key,
    time,
    width: u.ctx.canvas.width,
    height: u.ctx.canvas.height,
    left,
    top,
    plotWidth: width,
    plotHeight: height,
    x: Math.round(u.valToPos(time, 'x', true)),
    ...candleWidths(u),
    yMin: y!.min!,
    yMax: y!.max!,
    volMin: vol!.min!,
    volMax: vol!.max!,
    dpr: devicePixelRatio,
    colors,
  };
}
