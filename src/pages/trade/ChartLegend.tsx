import { useEffect, useRef, type CSSProperties } from 'react';
import { effect, useComputed, type ReadonlySignal } from '@preact/signals-react';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { crosshair, cursorTime, type Ohlc } from '../../components/candle-chart/chart-columns';
import { canPaintQuotes, label } from '../../socket/quote-painting';
import { paintLegend } from '../../socket/legend-painting';
import type { Period } from '../../../core/rules/periods';

/** The values, in the order the legend shows them and the worker draws them (workers/legend-paint.ts). */
const NAMES = ['open', 'high', 'low', 'close', 'volume'] as const;
/** Decided once: the legend must not switch between text and canvas. */
const paintable = canPaintQuotes();
/** The volume's box, in characters: a candle's volume is a few digits; a longer one draws past its box's end. */
const VOLUME_CHARS = 6;

interface Props {
  code: string;
  period: Period;
  precision: number;
  /** The pair's price from the list: how wide its prices are. */
  close: number;
}

/**
 * The OHLC and volume under the crosshair, or of the live candle, over the chart. Where a canvas can be handed to
 * the socket worker, the worker draws the values (src/socket/legend-painting.ts) and a box inside each value carries
 * it as a label: a trade changes no text here, so it lays out and paints nothing. Elsewhere the values are text
 * signals, patched in place. Keyed by the chart (pair and period): its values are formatted with the pair's precision.
 */
export function ChartLegend({ code, period, precision, close }: Props) {
  const useText = (pick: (c: Ohlc) => string) => useComputed(() => (crosshair.value ? pick(crosshair.value) : ''));
  const f = (x: number) => formatNumber(x, precision);
  const texts = [
    useText((c) => f(c.open)),
    useText((c) => f(c.high)),
    useText((c) => f(c.low)),
    useText((c) => f(c.close)),
    useText((c) => formatNumber(Math.round(c.volume), 0)),
  ];
  const shown = useComputed(() => crosshair.value !== null);
  const up = useComputed(() => (crosshair.value ? crosshair.value.close >= crosshair.value.open : true));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!paintable) return;
    const el = box.current!;
    // A new canvas each time: one can be handed over only once.
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    el.append(canvas);
    const legend = paintLegend(el, canvas, `${code}:${period}`, precision);
    const values = [...el.querySelectorAll<HTMLElement>('dd > span')];
    const stops = [
      effect(() => legend.at(cursorTime.value)),
      ...texts.map((text, i) => effect(() => label(values[i]!, text.value))),
    ];
    return () => {
      for (const stop of stops) stop();
      legend.stop();
      canvas.remove();
    };
    // The texts are this component's own signals, made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts never change (made once per mount)
  }, [code, period, precision]);
  // As wide as the pair's price is written now: digits 1ch each (tabular), separators about half that.
  const written = formatNumber(close, precision);
  const digits = written.replace(/\D/g, '').length;
  const chars = digits + (written.length - digits) / 2;
  const dd = (i: number, className?: string) =>
    paintable ? (
      <dd className={className}>
        <span style={{ '--chars': i === 4 ? VOLUME_CHARS : chars } as CSSProperties} />
      </dd>
    ) : (
      <dd className={className}>{texts[i] as ReadonlySignal<string>}</dd>
    );
  return (
    // Laid out before the first candle arrives (hidden until then), so the values coming move nothing.
    <div ref={box} className={paintable ? 'ohlc-box painted' : 'ohlc-box'}>
      <dl className="ohlc" dir="ltr" style={shown.value ? undefined : { visibility: 'hidden' }}>
        {/* Each name with its value: a line breaks between them, never inside one. */}
        {NAMES.map((name, i) => (
          <div key={name}>
            <dt>{t(`trade.${name}`)}</dt>
            {dd(i, i === 3 ? (up.value ? 'up' : 'down') : undefined)}
          </div>
        ))}
      </dl>
    </div>
  );
}
