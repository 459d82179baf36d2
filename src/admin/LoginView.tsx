import { useState } from 'react';
import { t } from '../i18n/i18n';
import { adminCall } from './admin-client';
import { setAdminSession } from './admin-session';

/**
 * The operator's own login: a trader account cannot sign in here, nor an operator in the app. With the operator's
 * two-factor on, the right password asks for the code (or a recovery code) before the session.
 */
export function LoginView() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ticket, setTicket] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if (ticket) {
        const r = await adminCall('POST /admin/api/login/two_factor', { form: { ticket, code: code.trim() } });
        setAdminSession(r.token, r.operator);
        return;
      }
      const r = await adminCall('POST /admin/api/login', {
        form: { email: email.trim(), password },
      });
      if ('second_factor' in r) setTicket(r.ticket);
      else setAdminSession(r.token, r.operator);
    } catch {
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="admin-login">
      <form
        className="admin-card"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1>{t('admin.title')}</h1>
        {ticket ? (
          <>
            <p>{t('security.login_prompt')}</p>
            <label>
              {t('security.code')}
              <input
                name="code"
                autoComplete="one-time-code"
                maxLength={16}
                value={code}
                onChange={(e) => setCode((e.target as HTMLInputElement).value)}
                required
              />
            </label>
            <p className="muted">{t('security.off_code')}</p>
          </>
        ) : (
          <>
            <label>
              {t('admin.email')}
              <input
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail((e.target as HTMLInputElement).value)}
                required
              />
            </label>
            <label>
              {t('admin.password')}
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword((e.target as HTMLInputElement).value)}
                required
              />
            </label>
          </>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {t(ticket ? 'security.verify' : 'admin.login')}
        </button>
        {ticket && (
          <button
            type="button"
            onClick={() => {
              setTicket('');
              setPassword('');
            }}
          >
            {t('security.cancel')}
          </button>
        )}
      </form>
    </main>
  );
}
