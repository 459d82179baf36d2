import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { loginAndEnter, startDemo } from '../../state/session-actions';
import { LanguageButton } from '../../components/LanguageButton';

/** /login: e-mail and password (mobile login exists in the spec but is not offered), plus "try demo". */
export default function LoginPage() {
  const query = new URLSearchParams(useSearch());
  const from = query.get('from');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});

  const submit = async (e: Event) => {
    e.preventDefault();
    const next = {
      account: account.trim() ? undefined : t('login.enter_email'),
      password: password ? undefined : t('login.enter_password'),
    };
    setErrors(next);
    if (next.account || next.password) return;
    await loginAndEnter(account.trim(), password, from).catch(() => undefined);
  };

  return (
    <main class="page auth-page">
      <NavBar title={t('login.title')} actions={<LanguageButton />} />
      <form class="form" onSubmit={submit} noValidate>
        {query.get('ended') === '1' && <p class="notice" role="status">{t('login.session_ended')}</p>}
        <Field label={t('login.account')} type="email" name="account" autoComplete="username" inputMode="email"
          value={account} onInput={setAccount} error={errors.account} />
        <Field label={t('login.password')} type="password" name="password" autoComplete="current-password" maxLength={64}
          value={password} onInput={setPassword} error={errors.password} />
        <button type="submit" class="btn primary block">{t('login.submit')}</button>
        <div class="form-links">
          <Link href="/forgot">{t('login.forgot')}</Link>
          <span>{t('login.no_account')} <Link href="/register">{t('login.register')}</Link></span>
        </div>
      </form>
      <section class="demo-card">
        <p>{t('login.demo_hint')}</p>
        <button type="button" class="btn ghost block" onClick={() => startDemo(from).catch(() => undefined)}>{t('login.try_demo')}</button>
      </section>
    </main>
  );
}
