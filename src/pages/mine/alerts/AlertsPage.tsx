import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/numbers';
import { formatWhen } from '../../../i18n/dates';
import { loadRestTexts } from '../../../i18n/more-texts';
import { NavBar } from '../../../components/NavBar';
import { Tabs } from '../../../components/Tabs';
import { confirm } from '../../../state/dialog';
import { deleteAlert, fetchAlerts, type Alert } from '../../../api/alerts-api';
import { AlertMode } from '../../../../core/codes';
import { AlertCondition } from './AlertCondition';
import { FiredAlerts } from './FiredAlerts';
import { useAlertsChanges } from './use-alerts-changes';

/** What an alert is doing now: waiting for its crossing, waiting to re-arm (every time), or done (a once alert that fired). */
const stateKey = (a: Alert): string =>
  !a.Active ? 'alerts.state_done' : a.Armed ? 'alerts.state_armed' : 'alerts.state_rearm';

type Tab = 'alerts' | 'fired';

/**
 * /mine/alerts: two tabs. "My alerts": the trader's price alerts (set with the bell on /trade), newest first, each
 * with its pair, level, direction, mode, state, how often and when it last fired, and a delete button. "Fired"
 * (`?tab=fired`, FiredAlerts.tsx): every firing with its price and time. A fire while the page is open
 * (PRICE_ALERT), and any change of the alerts from another phone (ACCOUNT), reloads the tab shown.
 */
export default function AlertsPage() {
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(location.search).get('tab') === 'fired' ? 'fired' : 'alerts',
  );
  const pick = (v: Tab) => {
    setTab(v);
    // Kept in the address, so a reload or Back returns to the same tab.
    navigate(v === 'fired' ? '/mine/alerts?tab=fired' : '/mine/alerts', { replace: true });
  };
  return (
    <main className="page">
      <NavBar title={t('alerts.title')} />
      <Tabs
        value={tab}
        onChange={pick}
        tabs={
          [
            { value: 'alerts', label: t('alerts.tab_alerts') },
            { value: 'fired', label: t('alerts.tab_fired') },
          ] as const
        }
      />
      {tab === 'alerts' ? <AlertList /> : <FiredAlerts />}
      <p className="muted small hint">
        <Link href="/mine/notifications">{t('alerts.notify_hint')}</Link>
      </p>
    </main>
  );
}

function AlertList() {
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
  useAlertsChanges(() => void load());
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
    <>
      <ul className="record-list" aria-busy={list === null} data-testid="alert-list">
        {(list ?? []).map((a) => (
          <li key={a.Id} className="record" data-alert={a.Id}>
            <div className="record-main">
              <AlertCondition a={a} />
              <span className="muted small">
                {t(a.Mode === AlertMode.Every ? 'alerts.every' : 'alerts.once')} · {t(stateKey(a))}
                {a.FiredCount > 0 ? ` · ${t('alerts.fired_count', { n: a.FiredCount })}` : ''}
              </span>
              {a.LastFiredHandler && (
                <span className="muted small" data-testid="last-fired">
                  {t('alerts.last_fired', { when: formatWhen(a.LastFiredHandler) })}
                </span>
              )}
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
    </>
  );
}
