import type { LoginResult } from '../../core/wire/account';
import { call } from './client';

export type { LoginResult } from '../../core/wire/account';

export const loginDemo = (demoId: string) =>
  // A demo device never has a second factor: the answer is always a session.
  call('/api/user/loginForU', { form: { demo_id: demoId }, loading: true }) as Promise<LoginResult>;

export const fetchUserInfo = (init = false) => call('/api/user/info', { silent: true, init });

/** Ends the session on the server (POST /api/user/logout). */
export const logoutCall = () => call('/api/user/logout', { form: {}, silent: true });
