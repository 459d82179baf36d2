import { call } from './client';
import type { AmendBody, ForgotBody, RegisterBody } from '../../core/wire/account';

/**
 * The calls of the code forms (register, forgot password, change password): their own module, so `/`,
 * which needs only login, info and logout (account-api), does not carry them in its first chunk.
 */

export type { Area } from '../../core/wire/general';

/** The sign-up form: the server's RegisterBody, by e-mail (mobile sign-up is off). */
export type RegisterForm = RegisterBody & { type: 'email' };
export const register = (f: RegisterForm) =>
  call('/api/user/register', { form: { ...f }, loading: true, toastSuccess: true });

export const forgetPassword = (f: Omit<ForgotBody, 'type'>) =>
  call('/api/user/forget_password', { form: { type: 'email', ...f }, loading: true, toastSuccess: true });

export const amendPassword = (f: Required<Omit<AmendBody, 'type'>>) =>
  call('/api/user/amend_password', { form: { type: 'email', ...f }, loading: true, toastSuccess: true });

export const sendEmailCode = (to: string, type: number) =>
  call('/api/notify/send_email', { form: { to, type }, toastSuccess: true });

export const sendSmsCode = (to: string, areaId: number, type: number) =>
  call('/api/notify/send_sms', { form: { to, area_id: areaId, type }, toastSuccess: true });

export const fetchCaptcha = () => call('/api/common/captcha');

export const fetchAreas = () => call('/api/default/area_list');
