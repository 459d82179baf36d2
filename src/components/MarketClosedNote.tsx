import { t } from '../i18n/i18n';
import { locale } from '../state/locale';
import { htmlLang } from '../../core/rules/languages';
import type { PairView } from '../state/market';

/**
 * "Market closed", and when its hours open it again in the phone's time (the pair's OpensAt), while the pair is
 * closed; nothing while it trades. It follows the pair's `open` signal, so it comes and goes with MARKET_STATUS.
 * `id` lets the controls it disables name it as their description. Only a closed pair's note builds the Intl date
 * format, so an open market's /trade stays free of ICU (tests/e2e/no-icu-on-load.e2e.test.ts).
 */
export function MarketClosedNote({ v, className, id }: { v: PairView; className: string; id?: string }) {
  if (v.open.value) return null;
  const at = v.pair.OpensAt;
  // Weekday, day, month and time in the language's way, in Latin digits: "Mon, Dec 7, 1:00 AM".
  const when = new Date(at * 1000).toLocaleString(`${htmlLang(locale.value)}-u-nu-latn`, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <p className={className} id={id} role="status">
      {t('trade.market_closed')}
      {at > 0 && ` · ${t('trade.opens_at', { time: when })}`}
    </p>
  );
}
