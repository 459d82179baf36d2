import type uPlot from 'uplot';
import { fetchKline } from '../../api/market-api';
import { watchCandles } from '../../socket/socket-client';
import { PERIODS, type Period } from '../../../core/rules/periods';
import type { CandleTail } from '../../../core/protocol/frames';
import { paintLiveCandle, type LiveCandle } from '../../socket/candle-painting';
import { gesturesOnFirstTouch } from './gestures-on-first-touch';
import { crosshair, cursorTime, fillColumns, writeTail, type Columns } from './chart-columns';
import { loadIndicators } from '../../app/screen';
import { buildChart, lastOhlc } from './build-chart';
import type { ChartIndicators } from './indicator-chart';

export type ChartStatus = 'loading' | 'ready' | 'empty';

/**
 * One chart of one pair and period in the box `el()`: history over HTTP, then live candles from the worker as
 * changed tails, then the chart built and drawn; the status says which it came to. The newest candle is drawn by the
 * socket layer on a canvas laid over the chart. Returns its end (another pair or period, or the screen left): no
 * more tails, listeners, observer or canvas.
 */
export function openChart(
  el: () => HTMLElement | null,
  [code, pairId, period, precision]: [string, number, Period, number],
  setStatus: (st: ChartStatus) => void,
  indicators: string | null,
): () => void {
  let cancelled = false;
  let chart: uPlot | null = null;
  let stopWatch = () => {};
  let detach = () => {};
  let resize: ResizeObserver | null = null;
  let live: LiveCandle | null = null;
  let ind: ChartIndicators | null | undefined;
  /** Set once uPlot has drawn its first frame: tails before it only update the arrays. */
  let started = false;
  const data: Columns = [[], [], [], [], [], []];
  const sec = PERIODS[period];

  const onTail = (tail: CandleTail) => {
    // The lines first: they write only their own columns (the candles' decide what is new below).
    ind?.tail(data, tail);
    // Before the chart's first draw, and for a candle the worker has drawn already (only the newest changed,
    // inside the scales): the values only, for the legend and the chart's next draw.
    if (!started || tail.painted) {
      writeTail(data, tail);
      if (chart?.cursor.idx == null) crosshair.value = lastOhlc(data);
      return;
    }
    const lastTime = data[0]![data[0]!.length - 1] ?? 0;
    const { min = 0, max = 0 } = chart!.scales.x!;
    const following = max >= lastTime;
    const added = writeTail(data, tail);
    chart!.setData(data as uPlot.AlignedData, false);
    const shift = following ? added * sec : 0;
    chart!.setScale('x', { min: min + shift, max: max + shift });
    if (chart!.cursor.idx == null) crosshair.value = lastOhlc(data);
  };

  void (async () => {
    // The device's indicators (stored by their sheet): their chunk loads, and the socket layer is told, first.
    const withIndicators = indicators
      ? (await loadIndicators()).openIndicators(indicators, { precision, cursorTime })
      : null;
    const history = await fetchKline(pairId, period).catch(() => null);
    if (cancelled || !history) return;
    const open = await withIndicators;
    const watch = await watchCandles(code, period, history, onTail);
    if (cancelled) return watch.stop();
    stopWatch = watch.stop;
    fillColumns(data, watch.columns);
    ind = open?.(watch.columns);
    ind?.fill(data, watch.columns);
    const box = el();
    if (!data[0]!.length || !box) return setStatus('empty');
    const overlay = document.createElement('canvas');
    overlay.className = 'chart-live';
    overlay.setAttribute('aria-hidden', 'true');
    const [u, init] = await buildChart(box, data, [code, period, sec, precision], overlay, () => live, ind ?? null);
    if (cancelled) return u.destroy();
    chart = u;
    // Between the chart's canvas and its cursor layer, before its first draw, which tells the worker where to draw.
    u.ctx.canvas.after(overlay);
    live = paintLiveCandle(overlay);
    init();
    started = true;
    detach = gesturesOnFirstTouch(u, () => sec);
    // A resize to the same width still re-lays and redraws the whole chart in uPlot, and an observer reports the
    // box once as it starts watching: that was a second full draw right after the first, on every chart opened.
    resize = new ResizeObserver(() => {
      const width = el()?.clientWidth;
      if (width && width !== u.width) u.setSize({ width, height: u.height });
    });
    resize.observe(box);
    crosshair.value = lastOhlc(data);
    setStatus('ready');
  })();

  return () => {
    cancelled = true;
    stopWatch();
    live?.stop();
    ind?.stop();
    detach();
    resize?.disconnect();
    chart?.destroy();
  };
}
