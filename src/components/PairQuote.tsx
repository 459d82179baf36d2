import type { CSSProperties } from 'react';
import { useComputed } from '@preact/signals-react';
import { clock, offlineCopyAt, STALE_MS, type PairView } from '../state/market';
import { t } from '../i18n/i18n';
import { formatNumber } from '../i18n/numbers';
import { changeText } from '../../core/rules/number-format';

/**
 * A pair's live price and day change. The texts come formatted from the socket layer, only while the screen
 * shows the pair (src/socket/quote-visibility.ts: the list row, or a screen's hold), as signals rendered as children: a tick updates the text nodes in place without re-rendering this
 * component or its list (Preact binds them to their text nodes; @preact/signals-react renders each as a tiny
 * component of its own). The classes and the title follow two flags read here (signals as DOM attributes are
 * Preact-only): they change rarely (staleness, the sign).
 *
 * `lastKnown`: until the socket layer's first text for the pair, show the list's price formatted here instead of
 * nothing. For /trade's header and drawer, whose order form formats prices on this thread anyway: on / the first
 * Intl.NumberFormat of the page would cost about 90 ms at 4x CPU (core/rules/number-format.ts), so its rows wait.
 */
export function PairQuote({ v, lastKnown = false }: { v: PairView; lastKnown?: boolean }) {
  const p = v.pair;
  // Reads price and change only while no text came (signals track what a computed read last time), so a tick
  // recomputes one `||`, not a format.
  const price = useComputed(() =>
    !lastKnown || v.priceText.value ? v.priceText.value : formatNumber(v.price.value, p.PricePrecision),
  );
  const change = useComputed(() =>
    !lastKnown || v.changeText.value ? v.changeText.value : changeText(v.change.value),
  );
  // Stale: no tick for STALE_MS, or a price from the offline copy (however recent, it is not live).
  const stale = useComputed(
    () => offlineCopyAt.value !== null || (v.at.value > 0 && clock.value - v.at.value > STALE_MS),
  );
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
        {price}
      </span>
      <span className={(lastKnown && !v.changeText.value ? v.change.value >= 0 : v.up.value) ? 'chg up' : 'chg down'}>
        {change}
      </span>
    </span>
  );
}

/**
 * How many characters wide the quote is: the price's integer digits with their group separators (as many as
 * locales that group by two after the first three, such as hi, write), the point and the decimals, and one spare
 * (a digit gained while the screen is open; the stale mark may draw into the row's padding). The texts sit in
 * boxes of a fixed size (styles.css, `.quote`), so a tick lays out only its own text, never the row or the list.
 */
export function quoteChars(close: number, precision: number): number {
  const digits = Math.max(1, Math.floor(Math.log10(Math.max(1, Math.abs(close)))) + 1);
  return digits + Math.floor((digits - 1) / 2) + (precision > 0 ? precision + 1 : 0) + 1;
}
