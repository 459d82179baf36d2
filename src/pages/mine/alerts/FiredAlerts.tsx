import { t } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/numbers';
import { formatWhen } from '../../../i18n/dates';
import { ListEnd } from '../../../components/ListEnd';
import { usePagedList } from '../../../components/use-paged-list';
import { fetchAlertFires } from '../../../api/alerts-api';
import { AlertMode } from '../../../../core/codes';
import { AlertCondition } from './AlertCondition';
import { useAlertsChanges } from './use-alerts-changes';

/** A number inside a right-to-left sentence, isolated left-to-right (as the fired alert's message does). */
const isolated = (n: string) => (document.documentElement.dir === 'rtl' ? `\u2066${n}\u2069` : n);

/**
 * The "Fired" tab of /mine/alerts: each firing of the trader's alerts, newest first (the server keeps the newest
 * 200), with its condition, the price that fired it and when, in the phone's time. A fire while it is open
 * appears at the top without a reload; deleted alerts' firings stay listed.
 */
export function FiredAlerts() {
  const list = usePagedList((page) => fetchAlertFires(page).then((r) => ({ items: r.data, total: r.total })), 'fired');
  useAlertsChanges(() => void list.reload());
  return (
    <>
      <ul className="record-list" aria-busy={list.loading} data-testid="alert-fires">
        {list.items.map((f) => (
          <li key={f.Id} className="record" data-fire={f.Id} data-alert={f.AlertId}>
            <div className="record-main">
              <AlertCondition a={f} />
              <span className="muted small">
                {t('alerts.fired_at', { price: isolated(formatNumber(f.FiredPrice, f.PricePrecision)) })} ·{' '}
                {t(f.Mode === AlertMode.Every ? 'alerts.every' : 'alerts.once')}
              </span>
              {/* In the page's direction: an Arabic date carries its own marks. */}
              <span className="muted small">{formatWhen(f.FiredHandler)}</span>
            </div>
          </li>
        ))}
      </ul>
      <ListEnd list={list} empty={t('alerts.fired_empty')} />
    </>
  );
}
