import uPlot from 'uplot';
import type { Period } from '../../../core/rules/periods';
import { drawCandles, liveLook } from './candle-draw';
import type { LiveCandle } from '../../socket/candle-painting';
import { crosshair, cursorTime, ohlcAt, type Columns } from './chart-columns';
import { chartColors, chartOptions } from './chart-options';
import { onRelook } from '../../socket/quote-painting';
import type { ChartIndicators } from './indicator-chart';

/** The last candle of the columns; null for none. */
export const lastOhlc = (data: Columns) => ohlcAt(data, data[0]!.length - 1);

/**
 * The uPlot chart of `data` in `el`: built in this task; sized, scaled and drawn when the returned function is
 * called. Each draw draws the candles but the newest while `live()` (the socket layer's painter on `overlay`) is
 * there, and tells it where to draw that one; the crosshair's candle goes to the legend's signals. `ind`: the
 * chart's indicators (indicator-chart.ts), drawn with the candles, when some are on.
 */
export function buildChart(
  el: HTMLElement,
  data: Columns,
  [code, period, sec, precision]: [string, Period, number, number],
  overlay: HTMLCanvasElement,
  live: () => LiveCandle | null,
  ind: ChartIndicators | null,
): Promise<[uPlot, () => void]> {
  const colors = chartColors();
  const key = `${code}:${period}`;
  const draw = (u: uPlot) => {
    const painter = live();
    const before = painter ? u.data[0].length - 1 : Infinity;
    drawCandles(u, colors, before);
    ind?.draw(u, before, colors);
    if (!painter) return;
    overlay.style.width = `${u.width}px`;
    overlay.style.height = `${u.height}px`;
    const look = liveLook(u, key, colors);
    painter.look(ind ? ind.look(u, look, painter) : look);
  };
  const setCursor = (u: uPlot) => {
    const i = u.cursor.idx;
    cursorTime.value = i == null ? null : data[0]![i]!;
    crosshair.value = i == null ? lastOhlc(data) : ohlcAt(data, i);
  };
  const opts = chartOptions(el.clientWidth || 360, data, sec, precision, colors, draw, setCursor);
  ind?.options(opts);
  // A new theme or rise colour: the same colours object changed, all drawn again (the live candle's look too).
  let chart: uPlot | undefined;
  opts.hooks!.destroy = [
    onRelook(() => {
      Object.assign(colors, chartColors());
      ind?.recolor();
      chart?.redraw();
    }),
  ];
  // Built in this task, sized, scaled and drawn in the next: the two in one task were /trade's longest on load.
  return new Promise<[uPlot, () => void]>((resolve) => {
    chart = new uPlot(opts, data as uPlot.AlignedData, (self, go) => {
      el.appendChild(self.root);
      setTimeout(() => resolve([self, go as () => void]));
    });
  });
}
