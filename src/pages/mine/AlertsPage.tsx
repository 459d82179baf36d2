import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { loadRestTexts } from '../../i18n/more-texts';
import { NavBar } from '../../components/NavBar';
import { confirm } from '../../state/dialog';
import { holdTopic } from '../../socket/socket-client';
import { deleteAlert, fetchAlerts, type Alert } from '../../api/alerts-api';
import { AlertDirection, AlertMode } from '../../../core/codes';

/** What an alert is doing now: waiting for its crossing, waiting to re-arm (every time), or done (a once alert that fired). */
const stateKey = (a: Alert): string =>
  !a.Active ? 'alerts.state_done' : a.Armed ? 'alerts.state_armed' : 'alerts.state_rearm';

/**
 * /mine/alerts: the trader's price alerts (set with the bell on /trade), newest first, each with its pair, level,
 * direction, mode, state and how often it fired, and a delete button. A fire while the page is open (PRICE_ALERT)
 * reloads it.
 */
export default function AlertsPage() {
  const [list, setList] = useState<Alert[] | null>(null);
  const load = useCallback(
    () =>
      fetchAlerts()
        .then(setList)
        .catch(() => setList([])),
    [],
  );
  useEffect(() => {
    void loadRestTexts().then(load);
  }, [load]);
  useEffect(
    () =>
      holdTopic('PRICE_ALERT', () => {
        void load();
      }),
    [load],
  );
  const remove = async (a: Alert) => {
    if (!(await confirm(t('alerts.confirm_delete')))) return;
    try {
      await deleteAlert(a.Id);
    } catch {
      /* toasted */
    }
    await load();
  };
  return (
    <main className="page">
      <NavBar title={t('alerts.title')} />
      <ul className="record-list" aria-busy={list === null} data-testid="alert-list">
        {(list ?? []).map((a) => (
          <li key={a.Id} className="record" data-alert={a.Id}>
            <div className="record-main">
              <strong>
                {a.ShowCode} · {t(a.Direction === AlertDirection.Above ? 'alerts.above' : 'alerts.below')}{' '}
                <span dir="ltr">{formatNumber(a.Price, a.PricePrecision)}</span>
              </strong>
              <span className="muted small">
                {t(a.Mode === AlertMode.Every ? 'alerts.every' : 'alerts.once')} · {t(stateKey(a))}
                {a.FiredCount > 0 ? ` · ${t('alerts.fired_count', { n: a.FiredCount })}` : ''}
              </span>
            </div>
            <button
              type="button"
              className="btn ghost small"
              onClick={() => void remove(a)}
              aria-label={`${t('alerts.delete')} ${a.ShowCode} ${formatNumber(a.Price, a.PricePrecision)}`}
            >
              {t('alerts.delete')}
            </button>
          </li>
        ))}
      </ul>
      {list?.length === 0 && (
        <div className="notice">
          <p className="muted">{t('alerts.empty')}</p>
          <Link className="btn primary" href="/trade">
            {t('alerts.go_trade')}
          </Link>
        </div>
      )}
      <p className="muted small hint">
        <Link href="/mine/notifications">{t('alerts.notify_hint')}</Link>
      </p>
    </main>
  );
}
