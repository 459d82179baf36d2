import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Field } from '../../../components/Field';
import { useTwoFactor } from '../../../components/two-factor/use-two-factor';
import { traderTwoFactor } from '../../../api/two-factor-api';
import { TwoFactorEnrol } from './TwoFactorEnrol';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * /mine/security: two-factor sign-in. Off: what it is and "Turn on" (enrolment: QR code, key, a code to confirm,
 * then the recovery codes once). On: how many recovery codes are left, and "Turn off", which needs a code.
 */
export default function SecurityPage() {
  const tf = useTwoFactor(traderTwoFactor);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const on = tf.status?.enabled === 1;

  const turnOff = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = code.trim();
    setError(typed ? undefined : t('security.code_required'));
    if (typed) await tf.turnOff(typed);
    setCode('');
  };

  let body;
  if (tf.codes) body = <RecoveryCodes codes={tf.codes} onDone={tf.finish} />;
  else if (tf.setup)
    body = <TwoFactorEnrol setup={tf.setup} busy={tf.busy} onConfirm={tf.confirm} onCancel={tf.cancel} />;
  else if (tf.status)
    body = (
      <>
        <section className="card stack">
          <p data-testid="two-factor-status">
            {t('security.status')}: <strong>{t(on ? 'security.on' : 'security.off')}</strong>
          </p>
          <p className="muted">{t(on ? 'security.on_note' : 'security.intro')}</p>
          {on && <p>{t('security.recovery_left', { count: tf.status.recovery_left })}</p>}
          {!on && (
            <button type="button" className="btn primary block" disabled={tf.busy} onClick={() => void tf.start()}>
              {t('security.turn_on')}
            </button>
          )}
        </section>
        {on && (
          <form className="form" onSubmit={(e) => void turnOff(e)} noValidate>
            <Field
              label={t('security.off_code')}
              name="code"
              autoComplete="one-time-code"
              maxLength={16}
              value={code}
              onChange={setCode}
              error={error}
            />
            <button type="submit" className="btn ghost block" disabled={tf.busy}>
              {t('security.turn_off')}
            </button>
          </form>
        )}
      </>
    );
  return (
    <main className="page">
      <NavBar title={t('security.title')} />
      {body}
    </main>
  );
}
