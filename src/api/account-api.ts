import type { User } from '../state/session';
import { call } from './client';

export interface LoginResult { token: string; user: User }
export interface Area { id: number; code: string; name: string; global_code: string }

/** Code purposes of the send-code calls. */
export const CodeType = { Register: 1, Forgot: 2, ChangePassword: 3 } as const;

export const loginWithPassword = (account: string, password: string) =>
  call<LoginResult>('/api/user/loginForU', { form: { account, password, login_type: 'email' }, loading: true });

export const loginDemo = (demoId: string) =>
  call<LoginResult>('/api/user/loginForU', { form: { demo_id: demoId }, loading: true });

export const fetchUserInfo = (init = false) => call<User>('/api/user/info', { silent: true, init });

/** Ends the session on the server (POST /api/user/logout). */
export const logoutCall = () => call<null>('/api/user/logout', { form: {}, silent: true });

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
