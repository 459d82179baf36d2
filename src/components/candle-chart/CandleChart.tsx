import { useEffect, useRef, useState } from 'react';
import { signal } from '@preact/signals-react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { fetchKline } from '../../api/market-api';
import { watchCandles } from '../../socket/socket-client';
import { PERIODS, type Period } from '../../../core/rules/periods';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import type { CandleTail } from '../../../core/protocol/frames';
import { drawCandles, liveLook, type CandleColors } from './candle-draw';
import { paintLiveCandle, type LiveCandle } from '../../socket/candle-painting';
import { gesturesOnFirstTouch } from './gestures-on-first-touch';
import { timeAxisLabels } from './time-axis';

/** Candles shown when a chart opens; pinch or wheel for more. */
const INITIAL_CANDLES = 80;
const HEIGHT = 340;

interface Props {
  code: string;
  pairId: number;
  period: Period;
  precision: number;
}

export interface Ohlc {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The OHLC under the crosshair, or of the last candle when there is none: read by the legend above the chart. */
export const crosshair = signal<Ohlc | null>(null);
/** The open time of the candle under the crosshair; null while there is none (the legend shows the live candle). */
export const cursorTime = signal<number | null>(null);

/** The phone's UTC offset now, as the chart names its time axis: 'UTC', 'UTC+1', 'UTC-3:30'. */
function zoneLabel(at: Date = new Date()): string {
  const off = -at.getTimezoneOffset();
  if (!off) return 'UTC';
  const abs = Math.abs(off);
  return `UTC${off > 0 ? '+' : '-'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

function cssColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * A live candlestick chart with volume (uPlot, canvas). History comes over HTTP, live candles from the
 * worker as changed tails; the view follows the newest candle while it is in sight. The newest candle is drawn by
 * the socket layer on a canvas laid over the chart (src/socket/candle-painting.ts): a trade inside the scales
 * redraws only that, off this thread; the chart draws again for a new candle, history, a pan, a zoom, or a trade
 * outside its scales.
 */
export default function CandleChart({ code, pairId, period, precision }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const key = `${code}:${period}`;
  // The status belongs to one pair and period: right after a switch it reads 'loading', not the last chart's 'ready'.
  const [state, setState] = useState<{ key: string; status: 'loading' | 'ready' | 'empty' }>({
    key,
    status: 'loading',
  });
  const status = state.key === key ? state.status : 'loading';
  const setStatus = (st: 'loading' | 'ready' | 'empty') => setState({ key, status: st });

  useEffect(() => {
    let cancelled = false;
    let chart: uPlot | null = null;
    let stopWatch = () => {};
    let detach = () => {};
    let resize: ResizeObserver | null = null;
    let live: LiveCandle | null = null;
    /** Set once uPlot has drawn its first frame: tails before it only update the arrays. */
    let started = false;
    const data: number[][] = [[], [], [], [], [], []];
    const sec = PERIODS[period];
    setStatus('loading');
    crosshair.value = null;
    cursorTime.value = null;

    const last = (): Ohlc | null => {
      const n = data[0]!.length - 1;
      return n < 0
        ? null
        : {
            time: data[0]![n]!,
            open: data[1]![n]!,
            high: data[2]![n]!,
            low: data[3]![n]!,
            close: data[4]![n]!,
            volume: data[5]![n]!,
          };
    };

    /** Writes a tail's candles into the arrays uPlot holds; returns how many are new. */
    const write = (tail: CandleTail) => {
      let added = 0;
      tail.bars.forEach((b, i) => {
        const idx = tail.from + i;
        if (idx >= data[0]!.length) added++;
        data[0]![idx] = b.time;
        data[1]![idx] = b.open;
        data[2]![idx] = b.high;
        data[3]![idx] = b.low;
        data[4]![idx] = b.close;
        data[5]![idx] = b.volume;
      });
      return added;
    };
    const onTail = (tail: CandleTail) => {
      // Before the chart's first draw, and for a candle the worker has drawn already (only the newest changed,
      // inside the scales): the values only, for the legend and the chart's next draw.
      if (!started || tail.painted) {
        write(tail);
        if (chart?.cursor.idx == null) crosshair.value = last();
        return;
      }
      const lastTime = data[0]![data[0]!.length - 1] ?? 0;
      const { min = 0, max = 0 } = chart!.scales.x!;
      const following = max >= lastTime;
      const added = write(tail);
      chart!.setData(data as uPlot.AlignedData, false);
      const shift = following ? added * sec : 0;
      chart!.setScale('x', { min: min + shift, max: max + shift });
      if (chart!.cursor.idx == null) crosshair.value = last();
    };

    (async () => {
      const history = await fetchKline(pairId, period).catch(() => null);
      if (cancelled || !history) return;
      const watch = await watchCandles(code, period, history, onTail);
      if (cancelled) {
        watch.stop();
        return;
      }
      stopWatch = watch.stop;
      const cols = watch.columns;
      data[0] = Array.from(cols.time);
      data[1] = Array.from(cols.open);
      data[2] = Array.from(cols.high);
      data[3] = Array.from(cols.low);
      data[4] = Array.from(cols.close);
      data[5] = Array.from(cols.volume);
      if (!data[0].length || !box.current) {
        setStatus('empty');
        return;
      }
      const overlay = document.createElement('canvas');
      overlay.className = 'chart-live';
      overlay.setAttribute('aria-hidden', 'true');
      const colors: CandleColors = {
        up: cssColor('--up', '#16c784'),
        down: cssColor('--down', '#ea3943'),
        upVol: 'rgba(22,199,132,.35)',
        downVol: 'rgba(234,57,67,.35)',
      };
      const grid = { stroke: cssColor('--line', '#2b3642'), width: 1 };
      const axisColor = cssColor('--muted', '#8b98a5');
      const n = data[0].length;
      // uPlot lays the chart out again while the price axis's width or the padding changes from what it started
      // with: it sizes the axis before it has labels, and works its automatic padding out before it knows which
      // sides have axes (0 each, then 17 and 25 px). Both given up front, the first layout is the last: one pass of
      // both axes' ticks and labels fewer in the chart's first draw, /trade's longest task after its render.
      const widestInView = formatNumber(Math.max(...data[2].slice(-INITIAL_CANDLES)), precision).length;
      const hidden = { paths: () => null, points: { show: false } } as const;
      const opts: uPlot.Options = {
        width: box.current.clientWidth || 360,
        height: HEIGHT,
        // Kline times are UTC seconds (docs/product.md, Constants); with no tzDate uPlot labels them in the
        // phone's own time zone, which the label under the price axis names.
        legend: { show: false },
        // What uPlot's automatic padding comes to with axes below and on the right: a third of the time axis's
        // 50 px above, half of 50 px on the left.
        padding: [17, 0, 0, 25],
        cursor: { drag: { x: false, y: false }, points: { show: false }, y: true },
        scales: {
          x: { time: true, min: data[0][Math.max(0, n - INITIAL_CANDLES)], max: data[0][n - 1]! + sec },
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
            size: (_u, values) =>
              16 + 7 * Math.max(6, ...(values ? values.map((x) => String(x).length) : [widestInView])),
          },
        ],
        hooks: {
          draw: [
            (u) => {
              drawCandles(u, colors, live ? u.data[0].length - 1 : Infinity);
              if (!live) return;
              overlay.style.width = `${u.width}px`;
              overlay.style.height = `${u.height}px`;
              live.look(liveLook(u, key, colors));
            },
          ],
          setCursor: [
            (u) => {
              const i = u.cursor.idx;
              cursorTime.value = i == null ? null : data[0]![i]!;
              crosshair.value =
                i == null
                  ? last()
                  : {
                      time: data[0]![i]!,
                      open: data[1]![i]!,
                      high: data[2]![i]!,
                      low: data[3]![i]!,
                      close: data[4]![i]!,
                      volume: data[5]![i]!,
                    };
            },
          ],
        },
      };
      const el = box.current;
      // Built in this task, sized, scaled and drawn in the next: the two in one task were /trade's longest on load.
      const [u, init] = await new Promise<[uPlot, () => void]>((resolve) => {
        new uPlot(opts, data as uPlot.AlignedData, (self, go) => {
          el.appendChild(self.root);
          setTimeout(() => resolve([self, go as () => void]));
        });
      });
      if (cancelled) return u.destroy();
      chart = u;
      // Between the chart's canvas and its cursor layer, before its first draw, which tells the worker where to draw.
      chart.ctx.canvas.after(overlay);
      live = paintLiveCandle(overlay);
      init();
      started = true;
      detach = gesturesOnFirstTouch(chart, () => sec);
      // A resize to the same width still re-lays and redraws the whole chart in uPlot, and an observer reports the
      // box once as it starts watching: that was a second full draw right after the first, on every chart opened.
      resize = new ResizeObserver(() => {
        const width = box.current?.clientWidth;
        if (chart && width && width !== chart.width) chart.setSize({ width, height: HEIGHT });
      });
      resize.observe(el);
      crosshair.value = last();
      setStatus('ready');
    })();

    return () => {
      cancelled = true;
      stopWatch();
      live?.stop();
      detach();
      resize?.disconnect();
      chart?.destroy();
    };
  }, [code, pairId, period, precision]);

  return (
    <div className="chart-box" dir="ltr">
      <div
        ref={box}
        className="chart"
        data-status={status}
        data-code={code}
        data-period={period}
        style={{ height: `${HEIGHT}px` }}
      />
      <span className="chart-tz" data-testid="chart-zone">
        {zoneLabel()}
      </span>
      {status !== 'ready' && (
        <p className="chart-msg">{status === 'loading' ? t('trade.loading_chart') : t('trade.no_data')}</p>
      )}
    </div>
  );
}
