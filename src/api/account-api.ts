import type { User } from '../state/session';
import type { LoginResult } from '../../core/wire/account';
import { call } from './client';

export type { LoginResult } from '../../core/wire/account';

export const loginDemo = (demoId: string) =>
  call<LoginResult>('/api/user/loginForU', { form: { demo_id: demoId }, loading: true });

export const fetchUserInfo = (init = false) => call<User>('/api/user/info', { silent: true, init });

/** Ends the session on the server (POST /api/user/logout). */
export const logoutCall = () => call<null>('/api/user/logout', { form: {}, silent: true });
