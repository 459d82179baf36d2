import type { FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { forgetPassword } from '../../api/code-forms-api';
import { CodeType } from '../../../core/codes';
import { showToast } from '../../state/toast';
import { checkEmail, checkPassword } from './password-rules';
import { useFormFields } from './use-form-fields';
import { CodeField, EmailField, NewPasswordFields, SendCodeButton } from './code-form-fields';

/** /forgot: a code to the e-mail, then the new password twice. Success logs out everywhere and opens /login. */
export default function ForgotPage() {
  const { f, errors, setErrors, field } = useFormFields({
    account: '',
    new_password: '',
    secondary_password: '',
    auth_code: '',
  });

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
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <EmailField {...field('account')} />
        <CodeField
          label={t('forgot.code')}
          {...field('auth_code')}
          after={
            <SendCodeButton
              email={f.account}
              type={CodeType.Forgot}
              onEmailError={(err) => setErrors({ ...errors, account: err })}
            />
          }
        />
        <NewPasswordFields
          password={{ label: t('forgot.new_password'), ...field('new_password') }}
          repeat={{ label: t('forgot.re_password'), ...field('secondary_password') }}
        />
        <button type="submit" className="btn primary block">
          {t('forgot.submit')}
        </button>
      </form>
    </main>
  );
}
