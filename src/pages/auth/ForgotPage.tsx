import { useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { CountdownButton } from '../../components/CountdownButton';
import { forgetPassword, sendEmailCode } from '../../api/code-forms-api';
import { CodeType } from '../../../core/codes';
import { showToast } from '../../state/toast';
import { checkEmail, checkPassword } from './password-rules';

/** /forgot: a code to the e-mail, then the new password twice. Success logs out everywhere and opens /login. */
export default function ForgotPage() {
  const [f, setF] = useState({ account: '', new_password: '', secondary_password: '', auth_code: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (Object.values(f).some((v) => !v.trim())) {
      showToast(t('common.input_full'));
      return;
    }
    const next = {
      account: checkEmail(f.account),
      new_password: checkPassword(f.new_password),
      secondary_password: f.new_password !== f.secondary_password ? t('common.password_not_equal') : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await forgetPassword({ ...f, account: f.account.trim(), auth_code: f.auth_code.trim() });
      navigate('/login', { replace: true });
    } catch {
      /* toasted */
    }
  };

  return (
    <main className="page auth-page">
      <NavBar title={t('forgot.title')} />
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('register.email')}
          type="email"
          name="account"
          autoComplete="email"
          inputMode="email"
          value={f.account}
          onChange={set('account')}
          error={errors.account}
        />
        <Field
          label={t('forgot.code')}
          name="auth_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          value={f.auth_code}
          onChange={set('auth_code')}
          after={
            <CountdownButton
              canSend={() => {
                const err = checkEmail(f.account);
                setErrors({ ...errors, account: err });
                return !err;
              }}
              onSend={() => sendEmailCode(f.account.trim(), CodeType.Forgot)}
            />
          }
        />
        <Field
          label={t('forgot.new_password')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          maxLength={64}
          value={f.new_password}
          onChange={set('new_password')}
          error={errors.new_password}
        />
        <Field
          label={t('forgot.re_password')}
          type="password"
          name="secondary_password"
          autoComplete="new-password"
          maxLength={64}
          value={f.secondary_password}
          onChange={set('secondary_password')}
          error={errors.secondary_password}
        />
        <button type="submit" className="btn primary block">
          {t('forgot.submit')}
        </button>
      </form>
    </main>
  );
}
