import { call } from './client';

/**
 * The password step of a login: a session, or (two-factor on) a ticket for the second step. Only the login screen
 * asks, so neither this nor the second step's call is in the first load of `/`. `more`: the picture code's fields
 * when the server asked for them (pages/auth/login-captcha.tsx).
 */
export const loginWithPassword = (account: string, password: string, more?: Record<string, string>) =>
  call('/api/user/loginForU', {
    form: { account, password, login_type: 'email', ...more },
    loading: true,
  });

/** The second step: the ticket and a code from the authenticator app (or a recovery code). */
export const loginSecondStep = (ticket: string, code: string) =>
  call('/api/user/two_factor/login', { form: { ticket, code }, loading: true });
