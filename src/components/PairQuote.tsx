import { useComputed } from '@preact/signals-react';
import { clock, offlineCopyAt, STALE_MS, type PairView } from '../state/market';
import { t } from '../i18n/i18n';
import { formatNumber } from '../i18n/numbers';

/**
 * A pair's live price and day change. The texts and classes are computed signals handed straight to
 * the DOM, so a tick updates them in place without re-rendering this component or its list.
 */
export function PairQuote({ v }: { v: PairView }) {
  const precision = v.pair.PricePrecision;
  const price = useComputed(() => formatNumber(v.price.value, precision));
  const change = useComputed(() => `${v.change.value > 0 ? '+' : ''}${v.change.value.toFixed(2)}%`);
  const changeClass = useComputed(() => `chg ${v.change.value >= 0 ? 'up' : 'down'}`);
  // Stale: no tick for STALE_MS, or a price from the offline copy (however recent, it is not live).
  const priceClass = useComputed(() => (offlineCopyAt.value !== null || (v.at.value > 0 && clock.value - v.at.value > STALE_MS) ? 'price stale' : 'price'));
  const title = useComputed(() => (priceClass.value === 'price stale' ? t('home.stale') : ''));
  return (
    <span class="quote">
      <span class={priceClass} title={title} data-testid="price">{price}</span>
      <span class={changeClass}>{change}</span>
    </span>
  );
}
