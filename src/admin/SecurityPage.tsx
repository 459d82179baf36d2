import { useState } from 'react';
import { t } from '../i18n/i18n';
import { useTwoFactor, type TwoFactorCalls } from '../components/two-factor/use-two-factor';
import { adminCall } from './admin-client';
import { operator } from './admin-session';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrol } from './TwoFactorEnrol';

/** After a change, `me` again: the desk's money screens open once two-factor is on (operator_2fa_required). */
const refreshMe = () =>
  adminCall('GET /admin/api/me').then(
    (op) => {
      operator.value = op;
    },
    () => undefined,
  );

const calls: TwoFactorCalls = {
  status: () => adminCall('GET /admin/api/two_factor'),
  setup: () => adminCall('POST /admin/api/two_factor/setup'),
  enable: (code) =>
    adminCall('POST /admin/api/two_factor/enable', { form: { code }, toastSuccess: true }).then(async (r) => {
      await refreshMe();
      return r;
    }),
  disable: (code) =>
    adminCall('POST /admin/api/two_factor/disable', { form: { code }, toastSuccess: true }).then(async (r) => {
      await refreshMe();
      return r;
    }),
};

/**
 * The operator's own two-factor sign-in (any role): enrol with the QR code or the key, confirm with a code, keep the
 * recovery codes; turn off with a code. With operator_2fa_required on, the desk sends here until it is on.
 */
export function SecurityPage() {
  const tf = useTwoFactor(calls);
  const [code, setCode] = useState('');
  const on = tf.status?.enabled === 1;
  const required = operator.value?.two_factor_required === 1 && !on;
  const send = async (action: (code: string) => Promise<boolean>) => {
    if (code.trim()) await action(code.trim());
    setCode('');
  };
  const codeField = (label: string) => (
    <label>
      {label}
      <input
        name="code"
        value={code}
        autoComplete="one-time-code"
        maxLength={16}
        onChange={(e) => setCode((e.target as HTMLInputElement).value)}
        required
      />
    </label>
  );
  return (
    <section className="editor" data-testid="admin-security">
      <header className="page-head">
        <h2>{t('security.title')}</h2>
      </header>
      {required && !tf.setup && !tf.codes && (
        <p role="alert" className="field-error">
          {t('security.operator_required')}
        </p>
      )}
      {tf.codes ? (
        <RecoveryCodes codes={tf.codes} onSaved={tf.finish} />
      ) : tf.setup ? (
        <TwoFactorEnrol tf={tf} codeField={codeField(t('security.code'))} onSubmit={() => void send(tf.confirm)} />
      ) : tf.status ? (
        <>
          <p data-testid="two-factor-status">
            {t('security.status')}: <strong>{t(on ? 'security.on' : 'security.off')}</strong>
          </p>
          <p className="muted">{t(on ? 'security.on_note' : 'security.intro')}</p>
          {on ? (
            <form
              className="editor"
              onSubmit={(e) => {
                e.preventDefault();
                void send(tf.turnOff);
              }}
            >
              <p>{t('security.recovery_left', { count: tf.status.recovery_left })}</p>
              {codeField(t('security.off_code'))}
              <div className="row-actions">
                <button type="submit" className="danger" disabled={tf.busy}>
                  {t('security.turn_off')}
                </button>
              </div>
            </form>
          ) : (
            <div className="row-actions">
              <button type="button" className="primary" disabled={tf.busy} onClick={() => void tf.start()}>
                {t('security.turn_on')}
              </button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
