import { useEffect, useRef, useState } from 'react';
import 'uplot/dist/uPlot.min.css';
import type { Period } from '../../../core/rules/periods';
import { t } from '../../i18n/i18n';
import { crosshair, cursorTime } from './chart-columns';
import { HEIGHT } from './chart-options';
import { openChart, type ChartStatus } from './chart-session';
import { indicatorChoice } from '../../state/indicator-choice';

interface Props {
  code: string;
  pairId: number;
  period: Period;
  precision: number;
}

/** The phone's UTC offset now, as the chart names its time axis: 'UTC', 'UTC+1', 'UTC-3:30'. */
function zoneLabel(at: Date = new Date()): string {
  const off = -at.getTimezoneOffset();
  if (!off) return 'UTC';
  const abs = Math.abs(off);
  return `UTC${off > 0 ? '+' : '-'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/**
 * A live candlestick chart with volume (uPlot, canvas). History comes over HTTP, live candles from the
 * worker as changed tails; the view follows the newest candle while it is in sight. The newest candle is drawn by
 * the socket layer on a canvas laid over the chart (src/socket/candle-painting.ts): a trade inside the scales
 * redraws only that, off this thread; the chart draws again for a new candle, history, a pan, a zoom, or a trade
 * outside its scales. One chart's life is chart-session.ts's.
 */
export default function CandleChart({ code, pairId, period, precision }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const key = `${code}:${period}`;
  // The status belongs to one pair and period: right after a switch it reads 'loading', not the last chart's 'ready'.
  const [state, setState] = useState<{ key: string; status: ChartStatus }>({
    key,
    status: 'loading',
  });
  const status = state.key === key ? state.status : 'loading';
  // A new choice of indicators builds the chart again (its panes and the worker's lines change with it).
  const indicators = indicatorChoice.value;
  const setStatus = (st: ChartStatus) => setState({ key, status: st });

  useEffect(() => {
    setStatus('loading');
    crosshair.value = null;
    cursorTime.value = null;
    return openChart(() => box.current, [code, pairId, period, precision], setStatus, indicators);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setStatus is this render's, for this pair and period
  }, [code, pairId, period, precision, indicators]);

  return (
    <div className="chart-box" dir="ltr">
      <div
        ref={box}
        className="chart"
        data-status={status}
        data-code={code}
        data-period={period}
        style={{ minHeight: `${HEIGHT}px` }}
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
