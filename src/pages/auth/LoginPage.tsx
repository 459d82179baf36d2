import { Link, useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { startDemo } from '../../state/session-actions';
import { LanguageButton } from '../../components/LanguageButton';
import { useLoginForm } from './useLoginForm';
import { SecondFactorStep } from './SecondFactorStep';

/**
 * /login: e-mail and password (mobile login exists in the old API but is not offered), plus "try demo". With
 * two-factor on, the right password leads to the code step (SecondFactorStep) instead of the session.
 */
export default function LoginPage() {
  const query = new URLSearchParams(useSearch());
  const from = query.get('from');
  const { account, setAccount, password, setPassword, errors, captcha, ticket, setTicket, submit } = useLoginForm(from);

  if (ticket)
    return (
      <SecondFactorStep
        ticket={ticket}
        from={from}
        onCancel={() => {
          setTicket(null);
          setPassword('');
        }}
      />
    );

  return (
    <main className="page auth-page">
      <NavBar title={t('login.title')} actions={<LanguageButton />} />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {query.get('ended') === '1' && (
          <p className="notice" role="status">
            {t('login.session_ended')}
          </p>
        )}
        <Field
          label={t('login.account')}
          type="email"
          name="account"
          autoComplete="username"
          inputMode="email"
          value={account}
          onChange={setAccount}
          error={errors.account}
        />
        <Field
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={64}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        {captcha.field}
        <button type="submit" className="btn primary block">
          {t('login.submit')}
        </button>
        <div className="form-links">
          <Link href="/forgot">{t('login.forgot')}</Link>
          <span>
            {t('login.no_account')} <Link href="/register">{t('login.register')}</Link>
          </span>
        </div>
      </form>
      <section className="demo-card">
        <p>{t('login.demo_hint')}</p>
        <button type="button" className="btn ghost block" onClick={() => void startDemo(from).catch(() => undefined)}>
          {t('login.try_demo')}
        </button>
      </section>
    </main>
  );
}
