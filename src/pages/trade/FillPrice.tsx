import { useEffect, useRef, type CSSProperties } from 'react';
import { signal, useComputed } from '@preact/signals-react';
import { canPaintQuotes, paintQuote } from '../../socket/quote-painting';
import { quoteChars } from '../../components/PairQuote';
import { formatNumber } from '../../i18n/numbers';
import type { PairView } from '../../state/market';

/**
 * The price a Buy or Sell button would fill at: a market order at the pair's last price, either side
 * (server/trading: no spread), as the header shows it (the socket layer's text: the two never disagree, and both
 * wait for the first quote); a pending one at its target (`at`). Its own component, so the form never re-renders
 * for a tick.
 */
export function FillPrice({ v, at, testId }: { v: PairView; at: number | null; testId: string }) {
  // A market order's price is the pair's text signal: a tick patches it in place, re-rendering nothing.
  const quoted = useComputed(() => v.priceText.value !== '');
  if (at === null && paintable) return <PaintedFillPrice v={v} testId={testId} />;
  // Nothing before the first quote, nor for a target that is not a price yet.
  const text = at === null ? quoted.value && v.priceText : at > 0 && formatNumber(at, v.pair.PricePrecision);
  return (
    text && (
      <span className="fill-price" data-testid={testId} dir="ltr">
        {text}
      </span>
    )
  );
}

/** Decided once: a button must not switch between text and canvas. */
const paintable = canPaintQuotes();
/** A fill price is never shown stale: the header says so. */
const neverStale = signal(false);

/**
 * A market order's fill price drawn by the socket layer (src/socket/quote-painting.ts), as the header's quote: a
 * tick costs this thread no text change. The box is there from the start, so the first quote moves nothing.
 */
function PaintedFillPrice({ v, testId }: { v: PairView; testId: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const chars = quoteChars(v.pair.ForexQuotations.Close, v.pair.PricePrecision);
  useEffect(() => paintQuote(ref.current!, v, neverStale), [v, chars]);
  return (
    <span ref={ref} className="fill-price quote painted" style={{ '--quote-chars': chars } as CSSProperties}>
      <span className="price" data-testid={testId} />
      <canvas aria-hidden="true" />
    </span>
  );
}
