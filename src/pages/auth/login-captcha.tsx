import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { ApiError } from '../../api/client';
import { fetchCaptcha } from '../../api/code-forms-api';
import { LoginReply } from '../../../core/codes';

/**
 * The login's picture code: hidden until the server answers LoginReply.CaptchaRequired (many failed
 * sign-ins on the account lately, from anywhere), then a field with a fresh picture. A code is good for one try,
 * so every failed login while it shows draws a new picture. Its own module: LoginPage only wires it in.
 */
export function useLoginCaptcha() {
  const [asked, setAsked] = useState(false);
  const [picture, setPicture] = useState<{ id: string; b64s: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const renew = () => {
    setCode('');
    fetchCaptcha()
      .then(setPicture)
      .catch(() => undefined);
  };

  return {
    /** False (and the field marked) when the picture code is asked for and still empty. */
    ready(): boolean {
      const missing = asked && !code.trim();
      setError(missing ? t('public.required') : undefined);
      return !missing;
    },
    /** The form fields it adds to the login call. */
    form(): Record<string, string> {
      return asked && picture ? { captcha_key: picture.id, captcha_code: code.trim() } : {};
    },
    /** After a failed login: shows the field when the server asks for it, and a new picture while it shows. */
    failed(err: unknown): void {
      const wanted = err instanceof ApiError && err.code === LoginReply.CaptchaRequired;
      if (wanted) setAsked(true);
      if (wanted || asked) renew();
    },
    field: asked && (
      <>
        <p className="muted" role="status">
          {t('login.captcha_hint')}
        </p>
        <Field
          label={t('register.captcha')}
          name="captcha"
          autoComplete="off"
          maxLength={16}
          value={code}
          onChange={setCode}
          error={error}
          after={
            picture && (
              <button type="button" className="captcha" onClick={renew} aria-label={t('register.captcha_refresh')}>
                <img src={picture.b64s} alt={t('register.captcha')} width={120} height={44} />
              </button>
            )
          }
        />
      </>
    ),
  };
}
