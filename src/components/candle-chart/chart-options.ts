import type uPlot from 'uplot';
import { formatNumber } from '../../i18n/numbers';
import type { CandleColors } from './candle-draw';
import type { Columns } from './chart-columns';
import { timeAxisLabels } from './time-axis';
import { cssVar } from '../../socket/quote-painting';

/** Candles shown when a chart opens; pinch or wheel for more. */
const INITIAL_CANDLES = 80;
export const HEIGHT = 340;

/** The chart's colours: the candles' (sent on to the socket layer's painter with its look) and the axes'. */
export interface ChartColors extends CandleColors {
  line: string;
  muted: string;
}

/**
 * The chart's colours, from the theme (cssVar: how every painter gets its colours, read again on a theme change).
 * A new line (an indicator's) takes a new custom property in both themes of src/styles/base.css, read here and sent
 * with the look as these are. --up and --down are 6-digit hex: the volume bars are those at 35 % alpha (hex 59).
 */
export function chartColors(): ChartColors {
  const up = cssVar('--up');
  const down = cssVar('--down');
  return { up, down, upVol: `${up}59`, downVol: `${down}59`, line: cssVar('--line'), muted: cssVar('--muted') };
}

/**
 * uPlot's options for a chart of `data` (candles of `sec` seconds, prices of `precision` decimals) `width` px wide,
 * the last INITIAL_CANDLES in view; `draw` and `setCursor` are its hooks. The axes take `colors` at each draw: a new
 * theme is the same object changed, and a redraw.
 */
export function chartOptions(
  width: number,
  data: Columns,
  sec: number,
  precision: number,
  colors: ChartColors,
  draw: (u: uPlot) => void,
  setCursor: (u: uPlot) => void,
): uPlot.Options {
  const grid = { stroke: () => colors.line, width: 1 };
  const axisColor = () => colors.muted;
  const n = data[0]!.length;
  // uPlot lays the chart out again while the price axis's width or the padding changes from what it started
  // with: it sizes the axis before it has labels, and works its automatic padding out before it knows which
  // sides have axes (0 each, then 17 and 25 px). Both given up front, the first layout is the last: one pass of
  // both axes' ticks and labels fewer in the chart's first draw, /trade's longest task after its render.
  const widestInView = formatNumber(Math.max(...data[2]!.slice(-INITIAL_CANDLES)), precision).length;
  const hidden = { paths: () => null, points: { show: false } } as const;
  return {
    width,
    height: HEIGHT,
    // Kline times are UTC seconds (docs/product.md, Constants); with no tzDate uPlot labels them in the
    // phone's own time zone, which the label under the price axis names.
    legend: { show: false },
    // What uPlot's automatic padding comes to with axes below and on the right: a third of the time axis's
    // 50 px above, half of 50 px on the left.
    padding: [17, 0, 0, 25],
    cursor: { drag: { x: false, y: false }, points: { show: false }, y: true },
    scales: {
      x: { time: true, min: data[0]![Math.max(0, n - INITIAL_CANDLES)], max: data[0]![n - 1]! + sec },
      y: { auto: true },
      vol: { range: (_u, _min, max) => [0, Math.max(max, 1) * 5] },
    },
    series: [
      {},
      { label: 'O', scale: 'y', ...hidden },
      { label: 'H', scale: 'y', ...hidden },
      { label: 'L', scale: 'y', ...hidden },
      { label: 'C', scale: 'y', ...hidden },
      { label: 'V', scale: 'vol', ...hidden },
    ],
    axes: [
      {
        stroke: axisColor,
        grid,
        ticks: grid,
        font: '11px system-ui, sans-serif',
        values: (_u, splits, _axis, _space, incr) => timeAxisLabels(splits, incr),
      },
      {
        side: 1,
        stroke: axisColor,
        grid,
        ticks: grid,
        font: '11px system-ui, sans-serif',
        values: (_u, ticks) => ticks.map((v) => formatNumber(v, precision)),
        // Wide enough for the longest price label (about 7 px a digit at 11 px).
        size: (_u, values) => 16 + 7 * Math.max(6, ...(values ? values.map((x) => String(x).length) : [widestInView])),
      },
    ],
    hooks: { draw: [draw], setCursor: [setCursor] },
  };
}
