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
import { candleWidths, drawCandles, type CandleColors } from './candle-draw';
import { paintLiveCandle, type CandleLook, type LiveCandle } from '../../socket/candle-painting';
import { gesturesOnFirstTouch } from './gestures-on-first-touch';

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

/** Where `u` puts its newest candle, for the socket layer that draws it (workers/candle-paint.ts). */
function liveLook(u: uPlot, key: string, colors: CandleColors): CandleLook {
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
    colors,
  };
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

    const onTail = (tail: CandleTail) => {
      if (!chart) return;
      if (tail.painted) {
        // Only the newest candle changed, inside the scales, and it is drawn already: keep the values for the
        // legend and the chart's next draw (uPlot holds these same arrays).
        tail.bars.forEach((b, i) => {
          const idx = tail.from + i;
          data[1]![idx] = b.open;
          data[2]![idx] = b.high;
          data[3]![idx] = b.low;
          data[4]![idx] = b.close;
          data[5]![idx] = b.volume;
        });
        if (chart.cursor.idx == null) crosshair.value = last();
        return;
      }
      const lastTime = data[0]![data[0]!.length - 1] ?? 0;
      const { min = 0, max = 0 } = chart.scales.x!;
      const following = max >= lastTime;
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
      chart.setData(data as uPlot.AlignedData, false);
      const shift = following ? added * sec : 0;
      chart.setScale('x', { min: min + shift, max: max + shift });
      if (chart.cursor.idx == null) crosshair.value = last();
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
      const hidden = { paths: () => null, points: { show: false } } as const;
      const opts: uPlot.Options = {
        width: box.current.clientWidth || 360,
        height: HEIGHT,
        // Kline times are UTC seconds (docs/product.md, Constants); with no tzDate uPlot labels them in the
        // phone's own time zone, which the label under the price axis names.
        legend: { show: false },
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
          { stroke: axisColor, grid, ticks: grid, font: '11px system-ui, sans-serif' },
          {
            side: 1,
            stroke: axisColor,
            grid,
            ticks: grid,
            font: '11px system-ui, sans-serif',
            values: (_u, ticks) => ticks.map((v) => formatNumber(v, precision)),
            // Wide enough for the longest price label (about 7 px a digit at 11 px).
            size: (_u, values) => 16 + 7 * Math.max(6, ...(values ?? []).map((x) => String(x).length)),
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
      chart = new uPlot(opts, data as uPlot.AlignedData, box.current);
      // Between the chart's canvas and its cursor layer. uPlot draws first in a microtask: `live` is set by then.
      chart.ctx.canvas.after(overlay);
      live = paintLiveCandle(overlay);
      detach = gesturesOnFirstTouch(chart, () => sec);
      resize = new ResizeObserver(() => {
        if (chart && box.current) chart.setSize({ width: box.current.clientWidth, height: HEIGHT });
      });
      resize.observe(box.current);
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
