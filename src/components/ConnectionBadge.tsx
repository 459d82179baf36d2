import { connState } from '../state/market';
import { t } from '../i18n/i18n';

/** Shown while the live connection is down: reconnecting, or offline. Hidden when all is well. */
export function ConnectionBadge() {
  const s = connState.value;
  if (s === 'open' || s === 'connecting') return null;
  return <div class={`conn-badge ${s}`} role="status" data-conn={s}>{t(`conn.${s}`)}</div>;
}
