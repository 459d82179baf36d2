import { useState } from 'react';
import { t } from '../i18n/i18n';
import { QrCode } from '../components/QrCode';
import { showToast } from '../state/toast';
import { groupKey, useTwoFactor, type TwoFactorCalls } from '../components/two-factor/use-two-factor';
import { adminCall } from './admin-client';
import { operator } from './admin-session';

/**
 * A copy button of the desk's own (not components/CopyButton: sharing it with the app's entry would split its icon
 * into a chunk of its own on the first load of `/`).
 */
function Copy({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(
          () => showToast(t('common.copy_success')),
          () => undefined,
        );
      }}
    >
      {label}
    </button>
  );
}

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
        <>
          <h3>{t('security.recovery_title')}</h3>
          <p className="muted">{t('security.recovery_note')}</p>
          <pre dir="ltr" data-testid="recovery-codes">
            {tf.codes.join('\n')}
          </pre>
          <div className="row-actions">
            <Copy text={tf.codes.join('\n')} label={t('security.copy_codes')} />
            <button type="button" className="primary" onClick={tf.finish}>
              {t('security.saved')}
            </button>
          </div>
        </>
      ) : tf.setup ? (
        <form
          className="editor"
          onSubmit={(e) => {
            e.preventDefault();
            void send(tf.confirm);
          }}
        >
          <p>{t('security.scan')}</p>
          <QrCode data={tf.setup.uri} size={176} label={t('security.qr_label')} />
          <p className="muted">{t('security.manual')}</p>
          <code dir="ltr" data-testid="two-factor-key">
            {groupKey(tf.setup.secret)}
          </code>
          <div className="row-actions">
            <Copy text={tf.setup.secret} label={t('security.copy_key')} />
          </div>
          <p>{t('security.enter_code')}</p>
          {codeField(t('security.code'))}
          <div className="row-actions">
            <button type="submit" className="primary" disabled={tf.busy}>
              {t('security.confirm')}
            </button>
            <button type="button" onClick={tf.cancel}>
              {t('security.cancel')}
            </button>
          </div>
        </form>
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
