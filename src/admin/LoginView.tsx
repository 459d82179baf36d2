import { useState } from 'react';
import { t } from '../i18n/i18n';
import { adminCall } from './admin-client';
import { setAdminSession } from './admin-session';
import type { OperatorLogin } from '../../core/wire/operator-session';

/** The operator's own login: a trader account cannot sign in here, nor an operator in the app. */
export function LoginView() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const r = await adminCall<OperatorLogin>('/login', { form: { email: email.trim(), password } });
      setAdminSession(r.token, r.operator);
    } catch {
      /* toasted */
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
        <button type="submit" className="primary" disabled={busy}>
          {t('admin.login')}
        </button>
      </form>
    </main>
  );
}
