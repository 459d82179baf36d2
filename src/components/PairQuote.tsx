import { useEffect, useRef, type CSSProperties } from 'react';
import { useComputed, type ReadonlySignal } from '@preact/signals-react';
import { canPaintQuotes, labelQuote, paintQuote } from '../socket/quote-painting';
import { clock, offlineCopyAt, STALE_MS, type PairView } from '../state/market';
import { t } from '../i18n/i18n';
import { showsZero } from '../../core/rules/number-format';

/**
 * A pair's live price and day change. The texts come formatted from the socket layer, only while the screen
 * shows the pair (src/socket/quote-visibility.ts: the list row, or a screen's hold), as signals rendered as
 * children: a tick updates the text nodes in place without re-rendering this component or its list (Preact binds
 * them to their text nodes; @preact/signals-react renders each as a tiny component of its own). The classes and the
 * title follow two flags read here (signals as DOM attributes are Preact-only): they change rarely (staleness, the
 * sign). `painted` (the quotes list of /): the socket worker draws the texts on a canvas instead (PaintedQuote);
 * `seen`: whether its row has been on screen yet (false: nothing is drawn or watched until it has).
 */
export function PairQuote({ v, painted = false, seen = true }: { v: PairView; painted?: boolean; seen?: boolean }) {
  const p = v.pair;
  // Stale: no tick for STALE_MS, or a price from the offline copy (however recent, it is not live).
  const stale = useComputed(
    () => offlineCopyAt.value !== null || (v.at.value > 0 && clock.value - v.at.value > STALE_MS),
  );
  // A class that changes only when the tone does: the text itself is patched by its signal, with no re-render.
  const tone = useComputed(() => chgClass(v));
  if (painted && paintable) return <PaintedQuote key={p.Code} v={v} stale={stale} tone={tone} seen={seen} />;
  return (
    <span
      className="quote"
      style={{ '--quote-chars': quoteChars(p.ForexQuotations.Close, p.PricePrecision) } as CSSProperties}
    >
      <span
        className={stale.value ? 'price stale' : 'price'}
        title={stale.value ? t('home.stale') : ''}
        data-testid="price"
      >
        {v.priceText}
      </span>
      <span className={tone.value}>{v.changeText}</span>
    </span>
  );
}

/** The change's colour: up, down, or neutral when what it shows is zero (showsZero). */
const chgClass = (v: PairView) => (showsZero(v.changeText.value) ? 'chg' : v.up.value ? 'chg up' : 'chg down');

/** Decided once: a row must not switch between text and canvas. */
const paintable = canPaintQuotes();

/**
 * A list row's quote drawn by the socket layer on a canvas (src/socket/quote-painting.ts): the same boxes as the
 * text quote, empty, under the canvas; their labels carry the texts for assistive technology.
 */
function PaintedQuote({
  v,
  stale,
  tone,
  seen,
}: {
  v: PairView;
  stale: ReadonlySignal<boolean>;
  tone: ReadonlySignal<string>;
  seen: boolean;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const p = v.pair;
  const chars = quoteChars(p.ForexQuotations.Close, p.PricePrecision);
  // Bound again when the box's width changes (a new precision): its look is read anew. Not before its row has been
  // on screen: a row below the fold is not laid out (content-visibility), so its quote would wait for a first
  // layout in a ResizeObserver, and Chromium checks every observed box at every frame (a cost paid while anything
  // animates: docs/performance-log.md). The row's visibility observer (quote-visibility.ts) says when; the
  // labels are kept meanwhile.
  useEffect(() => (seen ? paintQuote(ref.current!, v, stale) : labelQuote(ref.current!, v)), [v, stale, chars, seen]);
  return (
    <span ref={ref} className="quote painted" style={{ '--quote-chars': chars } as CSSProperties}>
      <span
        className={stale.value ? 'price stale' : 'price'}
        title={stale.value ? t('home.stale') : undefined}
        data-testid="price"
      />
      {/* Its tone as the text quote's, neutral at zero as the painter draws it: the row's mini-chart takes its colour. */}
      <span className={tone.value} />
      <canvas aria-hidden="true" />
    </span>
  );
}

/**
 * How many characters wide the quote is: the price's integer digits with their group separators (as many as
 * locales that group by two after the first three, such as hi, write), the point and the decimals, and one spare
 * (a digit gained while the screen is open; the stale mark may draw into the row's padding). The texts sit in
 * boxes of a fixed size (src/styles/quotes.css, `.quote`), so a tick lays out only its own text, never the row or the list.
 */
export function quoteChars(close: number, precision: number): number {
  const digits = Math.max(1, Math.floor(Math.log10(Math.max(1, Math.abs(close)))) + 1);
  return digits + Math.floor((digits - 1) / 2) + (precision > 0 ? precision + 1 : 0) + 1;
}
