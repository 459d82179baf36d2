import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { NavBar } from '../../components/NavBar';
import { CountdownButton } from '../../components/CountdownButton';
import { fetchAreas, fetchCaptcha, register, sendEmailCode, type Area } from '../../api/code-forms-api';
import { CodeType } from '../../../core/codes';
import { site } from '../../state/site';
import { enter } from '../../state/session-actions';
import { showToast } from '../../state/toast';
import { checkEmail, checkPassword } from './password-rules';

/**
 * /register: e-mail, the code (e-mail code, or a picture code when verify_reg_type is 2), password twice,
 * invite code (prefilled from ?invite_code), and the mobile field when is_show_mobile is 1 or 3.
 */
export default function RegisterPage() {
  const query = new URLSearchParams(useSearch());
  const settings = site.value;
  const useCaptcha = settings?.verify_reg_type === 2;
  const showMobile = settings?.is_show_mobile ?? 0;
  const inviteRequired = settings?.invite_required === 1;

  const [f, setF] = useState({
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
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });

  const newCaptcha = () =>
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => undefined);
  useEffect(() => {
    if (useCaptcha) void newCaptcha();
  }, [useCaptcha]);
  useEffect(() => {
    if (showMobile !== 1) return;
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
        mobile: showMobile === 1 || showMobile === 3 ? f.mobile.trim() || undefined : undefined,
        area_id: showMobile === 1 && f.mobile.trim() ? areaId : undefined,
      });
      enter(result, '/');
    } catch {
      if (useCaptcha) void newCaptcha();
    }
  };

  const codeAfter = useCaptcha ? (
    captcha && (
      <button type="button" className="captcha" onClick={newCaptcha} aria-label={t('register.captcha_refresh')}>
        <img src={captcha.b64s} alt={t('register.captcha')} width={120} height={44} />
      </button>
    )
  ) : (
    <CountdownButton
      canSend={() => {
        const err = checkEmail(f.account);
        setErrors({ ...errors, account: err });
        return !err;
      }}
      onSend={() => sendEmailCode(f.account.trim(), CodeType.Register)}
    />
  );

  return (
    <main className="page auth-page">
      <NavBar title={t('register.title')} />
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
          label={useCaptcha ? t('register.captcha') : t('register.code')}
          name="sms_code"
          inputMode={useCaptcha ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={16}
          value={f.sms_code}
          onChange={set('sms_code')}
          after={codeAfter}
        />
        <Field
          label={t('register.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={64}
          value={f.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Field
          label={t('register.re_password')}
          type="password"
          name="re_password"
          autoComplete="new-password"
          maxLength={64}
          value={f.re_password}
          onChange={set('re_password')}
          error={errors.re_password}
        />
        {(showMobile === 1 || showMobile === 3) && (
          <div className="field">
            {showMobile === 1 && (
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
