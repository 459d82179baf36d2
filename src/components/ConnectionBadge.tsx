import { connState, offlineCopyAt } from '../state/market';
import { t } from '../i18n/i18n';

/** Shown while the live connection is down: reconnecting, or offline. Hidden when all is well. */
export function ConnectionBadge() {
  const s = connState.value;
  const copy = offlineCopyAt.value;
  if ((s === 'open' || s === 'connecting') && copy === null) return null;
  const state = copy !== null ? 'offline' : s;
  return (
    <div className={`conn-badge ${state}`} role="status" data-conn={state}>
      {t(`conn.${state}`)}
      {copy !== null && (
        <>
          {' '}
          ·{' '}
          {t('conn.saved_at', { time: new Date(copy).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })}
        </>
      )}
    </div>
  );
}
