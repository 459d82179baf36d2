import { Link, useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { CodeType, ShowMobile } from '../../../core/codes';
import { CodeField, EmailField, NewPasswordFields, SendCodeButton } from './code-form-fields';
import { useRegisterForm } from './useRegisterForm';
import { CaptchaButton } from './CaptchaButton';
import { MobileField } from './MobileField';

/**
 * /register: e-mail, the code (e-mail code, or a picture code when verify_reg_type is 2), password twice,
 * invite code (prefilled from ?invite_code), and the mobile field when is_show_mobile is 1 or 3.
 */
export default function RegisterPage() {
  const query = new URLSearchParams(useSearch());
  const r = useRegisterForm(query.get('invite_code') ?? '');
  const { f, set, errors, setErrors, field, useCaptcha, showMobile, inviteRequired, captcha } = r;

  const codeAfter = useCaptcha ? (
    captcha && <CaptchaButton b64s={captcha.b64s} onRefresh={() => void r.newCaptcha()} />
  ) : (
    <SendCodeButton
      email={f.account}
      type={CodeType.Register}
      onEmailError={(err) => setErrors({ ...errors, account: err })}
    />
  );

  return (
    <main className="page auth-page">
      <NavBar title={t('register.title')} />
      <form className="form" onSubmit={(e) => void r.submit(e)} noValidate>
        <EmailField {...field('account')} />
        <CodeField
          label={useCaptcha ? t('register.captcha') : t('register.code')}
          {...field('sms_code')}
          inputMode={useCaptcha ? 'text' : 'numeric'}
          after={codeAfter}
        />
        <NewPasswordFields
          password={{ label: t('register.password'), ...field('password') }}
          repeat={{ label: t('register.re_password'), ...field('re_password') }}
        />
        {(showMobile === ShowMobile.AreaAndPhone || showMobile === ShowMobile.PhoneOnly) && (
          <MobileField
            showMobile={showMobile}
            areas={r.areas}
            areaId={r.areaId}
            setAreaId={r.setAreaId}
            mobile={f.mobile}
            setMobile={set('mobile')}
          />
        )}
        <Field
          label={inviteRequired ? t('register.invite_code') : t('register.invite_code_optional')}
          name="invite_code"
          maxLength={32}
          value={f.invite_code}
          onChange={set('invite_code')}
        />
        <button type="submit" className="btn primary block">
          {t('register.submit')}
        </button>
        <div className="form-links">
          <span>
            {t('register.have_account')} <Link href="/login">{t('login.submit')}</Link>
          </span>
        </div>
      </form>
    </main>
  );
}
