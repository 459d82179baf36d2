import { t } from '../i18n/i18n';
import { useOperatorLogin } from './useOperatorLogin';

/**
 * The operator's own login: a trader account cannot sign in here, nor an operator in the app. With the operator's
 * two-factor on, the right password asks for the code (or a recovery code) before the session.
 */
export function LoginView() {
  const { email, setEmail, password, setPassword, ticket, setTicket, code, setCode, busy, submit } = useOperatorLogin();
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
