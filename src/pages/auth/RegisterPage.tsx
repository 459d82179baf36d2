import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { fetchAreas, fetchCaptcha, register, type Area } from '../../api/code-forms-api';
import { CodeType, ShowMobile, OnOff, VerifyRegType } from '../../../core/codes';
import { site } from '../../state/site';
import { enter } from '../../state/session-actions';
import { showToast } from '../../state/toast';
import { checkEmail, checkPassword } from './password-rules';
import { useFormFields } from './use-form-fields';
import { CodeField, EmailField, NewPasswordFields, SendCodeButton } from './code-form-fields';

/**
 * /register: e-mail, the code (e-mail code, or a picture code when verify_reg_type is 2), password twice,
 * invite code (prefilled from ?invite_code), and the mobile field when is_show_mobile is 1 or 3.
 */
export default function RegisterPage() {
  const query = new URLSearchParams(useSearch());
  const settings = site.value;
  const useCaptcha = settings?.verify_reg_type === VerifyRegType.Captcha;
  const showMobile = settings?.is_show_mobile ?? ShowMobile.Off;
  const inviteRequired = settings?.invite_required === OnOff.On;

  const { f, set, errors, setErrors, field } = useFormFields({
    account: '',
    password: '',
    re_password: '',
    invite_code: query.get('invite_code') ?? '',
    sms_code: '',
    mobile: '',
  });
  const [areaId, setAreaId] = useState<number | undefined>();
  const [areas, setAreas] = useState<Area[]>([]);
  const [captcha, setCaptcha] = useState<{ id: string; b64s: string } | null>(null);

  const newCaptcha = () =>
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => undefined);
  useEffect(() => {
    if (useCaptcha) void newCaptcha();
  }, [useCaptcha]);
  useEffect(() => {
    if (showMobile !== ShowMobile.AreaAndPhone) return;
    // The second area is the default (docs/product.md, Constants).
    fetchAreas()
      .then((list) => {
        setAreas(list);
        setAreaId(list[1]?.id ?? list[0]?.id);
      })
      .catch(() => undefined);
  }, [showMobile]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const required = [f.account, f.password, f.re_password, f.sms_code, inviteRequired ? f.invite_code : 'x'];
    if (required.some((v) => !v.trim())) {
      showToast(t('common.input_full'));
      return;
    }
    const next = {
      account: checkEmail(f.account),
      password: checkPassword(f.password),
      re_password: f.password !== f.re_password ? t('common.password_not_equal') : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      const result = await register({
        type: 'email',
        account: f.account.trim(),
        password: f.password,
        re_password: f.re_password,
        invite_code: f.invite_code.trim(),
        sms_code: f.sms_code.trim(),
        key: captcha?.id,
        mobile:
          showMobile === ShowMobile.AreaAndPhone || showMobile === ShowMobile.PhoneOnly
            ? f.mobile.trim() || undefined
            : undefined,
        area_id: showMobile === ShowMobile.AreaAndPhone && f.mobile.trim() ? areaId : undefined,
      });
      enter(result, '/');
    } catch {
      if (useCaptcha) void newCaptcha();
    }
  };

  const codeAfter = useCaptcha ? (
    captcha && (
      <button
        type="button"
        className="captcha"
        onClick={() => void newCaptcha()}
        aria-label={t('register.captcha_refresh')}
      >
        <img src={captcha.b64s} alt={t('register.captcha')} width={120} height={44} />
      </button>
    )
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
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
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
          <div className="field">
            {showMobile === ShowMobile.AreaAndPhone && (
              <>
                <label htmlFor="area">{t('register.area')}</label>
                <select
                  id="area"
                  value={areaId}
                  onChange={(e) => setAreaId(Number((e.target as HTMLSelectElement).value))}
                >
                  {areas.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name} +{a.global_code}
                    </option>
                  ))}
                </select>
              </>
            )}
            <Field
              label={t('register.mobile')}
              type="tel"
              name="mobile"
              inputMode="tel"
              maxLength={20}
              value={f.mobile}
              onChange={(v) => set('mobile')(v.replace(/\D/g, ''))}
            />
          </div>
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
