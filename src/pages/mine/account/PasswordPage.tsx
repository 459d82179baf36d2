import type { FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { CountdownButton } from '../../../components/CountdownButton';
import { amendPassword, sendEmailCode } from '../../../api/code-forms-api';
import { CodeType } from '../../../../core/codes';
import { user } from '../../../state/session';
import { showToast } from '../../../state/toast';
import { checkPassword } from '../../auth/password-rules';
import { useFormFields } from '../../auth/use-form-fields';
import { CodeField, NewPasswordFields } from '../../auth/code-form-fields';

/**
 * /mine/password: two password fields (both required: common.input_full; equal: common.password_not_equal),
 * a code sent to the account's e-mail, submit. Other sessions end; this one stays.
 */
export default function PasswordPage() {
  const { f, setErrors, field } = useFormFields({ new_password: '', secondary_password: '', auth_code: '' });

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
    setErrors({ new_password: err });
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
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <NewPasswordFields
          password={{ label: t('password.new_password'), ...field('new_password') }}
          repeat={{ label: t('password.re_password'), ...field('secondary_password') }}
        />
        <CodeField
          label={`${t('password.code')} (${user.value?.email ?? ''})`}
          {...field('auth_code')}
          after={<CountdownButton onSend={() => sendEmailCode(user.value?.email ?? '', CodeType.ChangePassword)} />}
        />
        <button type="submit" className="btn primary block">
          {t('password.submit')}
        </button>
      </form>
    </main>
  );
}
