import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { loginSecondStep } from '../../api/login-api';
import { enter } from '../../state/session-actions';

/**
 * The login's second step (two-factor on): the 6-digit code of the authenticator app, or a recovery code. A wrong
 * code is toasted with the server's translated message and the field stays for another try; Cancel goes back to
 * the password (a ticket also ends by itself after 5 minutes, and the server then says so).
 */
export function SecondFactorStep({
  ticket,
  from,
  onCancel,
}: {
  ticket: string;
  from: string | null;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = code.trim();
    setError(typed ? undefined : t('security.code_required'));
    if (!typed) return;
    try {
      enter(await loginSecondStep(ticket, typed), from);
    } catch {
      setCode('');
    }
  };

  return (
    <main className="page auth-page">
      <NavBar title={t('security.title')} />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="second-factor">
        <p className="muted">{t(recovery ? 'security.login_recovery_prompt' : 'security.login_prompt')}</p>
        <Field
          key={recovery ? 'recovery' : 'totp'}
          label={t(recovery ? 'security.recovery_code' : 'security.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 16 : 6}
          value={code}
          onChange={setCode}
          error={error}
        />
        <button type="submit" className="btn primary block">
          {t('security.verify')}
        </button>
        <button
          type="button"
          className="btn ghost block"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(undefined);
          }}
        >
          {t(recovery ? 'security.use_app' : 'security.use_recovery')}
        </button>
        <button type="button" className="btn ghost block" onClick={onCancel}>
          {t('security.cancel')}
        </button>
      </form>
    </main>
  );
}
