import { useComputed } from '@preact/signals-react';
import { clock, offlineCopyAt, STALE_MS, type PairView } from '../state/market';
import { t } from '../i18n/i18n';
import { formatNumber } from '../i18n/numbers';

/**
 * A pair's live price and day change. The texts are computed signals rendered as children, so a tick
 * updates them in place without re-rendering this component or its list (Preact binds them to their text
 * nodes; @preact/signals-react renders each as a tiny component of its own). The classes and the title
 * follow two flags read here (signals as DOM attributes are Preact-only): they change rarely (staleness, the sign).
 */
export function PairQuote({ v }: { v: PairView }) {
  const precision = v.pair.PricePrecision;
  const price = useComputed(() => formatNumber(v.price.value, precision));
  const change = useComputed(() => `${v.change.value > 0 ? '+' : ''}${v.change.value.toFixed(2)}%`);
  const up = useComputed(() => v.change.value >= 0);
  // Stale: no tick for STALE_MS, or a price from the offline copy (however recent, it is not live).
  const stale = useComputed(() => offlineCopyAt.value !== null || (v.at.value > 0 && clock.value - v.at.value > STALE_MS));
  return (
    <span className="quote">
      <span className={stale.value ? 'price stale' : 'price'} title={stale.value ? t('home.stale') : ''} data-testid="price">{price}</span>
      <span className={up.value ? 'chg up' : 'chg down'}>{change}</span>
    </span>
  );
}
