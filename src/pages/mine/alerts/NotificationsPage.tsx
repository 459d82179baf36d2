import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { sendTestPush } from '../../../api/push-api';
import { PUSH_KINDS } from '../../../../core/rules/push-kinds';
import { usePushSubscription } from './usePushSubscription';

/**
 * /mine/notifications: Web Push on this device (docs/api/account.md#notifications): turn it on (the browser asks
 * for permission, subscribes with the server's VAPID key, and the server keeps the subscription in this language)
 * or off, the kinds to be told about (for all the user's devices), and a test notification.
 */
export default function NotificationsPage() {
  const { info, sub, busy, ok, turnOn, turnOff, toggle } = usePushSubscription();

  return (
    <main className="page notify-page">
      <NavBar title={t('notify.title')} />
      <section className="card stack">
        <p className="muted">{t('notify.intro')}</p>
        {!ok && (
          <p className="field-error" role="alert">
            {t('notify.unsupported')}
          </p>
        )}
        {ok &&
          (sub ? (
            <button type="button" className="btn ghost block" disabled={busy} onClick={() => void turnOff()}>
              {t('notify.turn_off')}
            </button>
          ) : (
            <button type="button" className="btn primary block" disabled={busy || !info} onClick={() => void turnOn()}>
              {t('notify.turn_on')}
            </button>
          ))}
        {info && (
          <p className="muted small" data-testid="push-devices">
            {t('notify.devices', { n: info.devices })}
          </p>
        )}
        <button
          type="button"
          className="btn ghost block"
          disabled={!info?.devices}
          onClick={() => void sendTestPush().catch(() => undefined)}
        >
          {t('notify.test')}
        </button>
      </section>
      <fieldset className="card stack notify-kinds" disabled={!info}>
        <legend>{t('notify.kinds')}</legend>
        {PUSH_KINDS.map((k) => (
          <label key={k} className="check switch-row">
            <input
              type="checkbox"
              name={`kind_${k}`}
              checked={!!info && !info.disabled.includes(k)}
              onChange={() => void toggle(k)}
            />
            <span>{t(`notify.kind_${k}`)}</span>
          </label>
        ))}
      </fieldset>
    </main>
  );
}
