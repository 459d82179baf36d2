import { call } from './client';
import type { LoginResult } from './account-api';

/**
 * The calls of the code forms (register, forgot password, change password): their own module, so `/`,
 * which needs only login, info and logout (account-api), does not carry them in its first chunk.
 */

export interface Area { id: number; code: string; name: string; global_code: string }

/** Code purposes of the send-code calls. */
export const CodeType = { Register: 1, Forgot: 2, ChangePassword: 3 } as const;

export interface RegisterForm {
  type: 'email'; account: string; password: string; re_password: string; invite_code: string;
  sms_code: string; key?: string; mobile?: string; area_id?: number;
}
export const register = (f: RegisterForm) =>
  call<LoginResult>('/api/user/register', { form: { ...f }, loading: true, toastSuccess: true });

export const forgetPassword = (f: { account: string; new_password: string; secondary_password: string; auth_code: string }) =>
  call<null>('/api/user/forget_password', { form: { type: 'email', ...f }, loading: true, toastSuccess: true });

export const amendPassword = (f: { new_password: string; secondary_password: string; auth_code: string }) =>
  call<null>('/api/user/amend_password', { form: { type: 'email', ...f }, loading: true, toastSuccess: true });

export const sendEmailCode = (to: string, type: number) =>
  call<null>('/api/notify/send_email', { form: { to, type }, toastSuccess: true });

export const sendSmsCode = (to: string, areaId: number, type: number) =>
  call<null>('/api/notify/send_sms', { form: { to, area_id: areaId, type }, toastSuccess: true });

export const fetchCaptcha = () => call<{ id: string; b64s: string }>('/api/common/captcha');

export const fetchAreas = () => call<Area[]>('/api/default/area_list');
