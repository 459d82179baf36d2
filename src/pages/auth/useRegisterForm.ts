import { useEffect, useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { fetchAreas, fetchCaptcha, register, type Area } from '../../api/code-forms-api';
import { ShowMobile, OnOff, VerifyRegType } from '../../../core/codes';
import { site } from '../../state/site';
import { enter } from '../../state/session-actions';
import { showToast } from '../../state/toast';
import { checkEmail, checkPassword } from './password-rules';
import { useFormFields } from './use-form-fields';

/**
 * /register's form: its fields (the invite code prefilled from ?invite_code), what the site's settings ask for
 * (a picture code when verify_reg_type says so, the mobile and its area by is_show_mobile, a required invite code),
 * and `submit`, which checks the fields and enters the new session, or shows a fresh picture code after a refusal.
 */
export function useRegisterForm(inviteCode: string) {
  const settings = site.value;
  const useCaptcha = settings?.verify_reg_type === VerifyRegType.Captcha;
  const showMobile = settings?.is_show_mobile ?? ShowMobile.Off;
  const inviteRequired = settings?.invite_required === OnOff.On;

  const form = useFormFields({
    account: '',
    password: '',
    re_password: '',
    invite_code: inviteCode,
    sms_code: '',
    mobile: '',
  });
  const { f, setErrors } = form;
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

  return {
    ...form,
    useCaptcha,
    showMobile,
    inviteRequired,
    areas,
    areaId,
    setAreaId,
    captcha,
    newCaptcha,
    submit,
  };
}
