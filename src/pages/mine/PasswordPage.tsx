import { useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { CountdownButton } from '../../components/CountdownButton';
import { amendPassword, sendEmailCode } from '../../api/code-forms-api';
import { CodeType } from '../../../core/codes';
import { user } from '../../state/session';
import { showToast } from '../../state/toast';
import { checkPassword } from '../auth/password-rules';

/**
 * /mine/password: two password fields (both required: common.input_full; equal: common.password_not_equal),
 * a code sent to the account's e-mail, submit. Other sessions end; this one stays.
 */
export default function PasswordPage() {
  const [f, setF] = useState({ new_password: '', secondary_password: '', auth_code: '' });
  const [error, setError] = useState<string | undefined>();
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!f.new_password || !f.secondary_password) {
      showToast(t('common.input_full'));
      return;
    }
    if (f.new_password !== f.secondary_password) {
      showToast(t('common.password_not_equal'));
      return;
    }
    const err = checkPassword(f.new_password);
    setError(err);
    if (err) return;
    try {
      await amendPassword({ ...f, auth_code: f.auth_code.trim() });
      navigate('/mine', { replace: true });
    } catch {
      /* toasted */
    }
  };

  return (
    <main className="page">
      <NavBar title={t('password.title')} />
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('password.new_password')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          maxLength={64}
          value={f.new_password}
          onChange={set('new_password')}
          error={error}
        />
        <Field
          label={t('password.re_password')}
          type="password"
          name="secondary_password"
          autoComplete="new-password"
          maxLength={64}
          value={f.secondary_password}
          onChange={set('secondary_password')}
        />
        <Field
          label={`${t('password.code')} (${user.value?.email ?? ''})`}
          name="auth_code"
          inputMode="numeric"
          maxLength={16}
          autoComplete="one-time-code"
          value={f.auth_code}
          onChange={set('auth_code')}
          after={<CountdownButton onSend={() => sendEmailCode(user.value?.email ?? '', CodeType.ChangePassword)} />}
        />
        <button type="submit" className="btn primary block">
          {t('password.submit')}
        </button>
      </form>
    </main>
  );
}
