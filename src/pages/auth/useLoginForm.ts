import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { enter } from '../../state/session-actions';
import { useLoginCaptcha } from './login-captcha';
import { loginWithPassword } from '../../api/login-api';

/**
 * /login's form: the e-mail and password with their messages, the captcha, and `submit`, which enters the session
 * (back to `from`) or, with two-factor on, keeps the ticket of the code step.
 */
export function useLoginForm(from: string | null) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const captcha = useLoginCaptcha();
  const [ticket, setTicket] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = {
      account: account.trim() ? undefined : t('login.enter_email'),
      password: password ? undefined : t('login.enter_password'),
    };
    setErrors(next);
    if (!captcha.ready() || next.account || next.password) return;
    const r = await loginWithPassword(account.trim(), password, captcha.form()).catch((err: unknown) => {
      captcha.failed(err);
      return null;
    });
    if (r && 'second_factor' in r) setTicket(r.ticket);
    else if (r) enter(r, from);
  };
  return { account, setAccount, password, setPassword, errors, captcha, ticket, setTicket, submit };
}
