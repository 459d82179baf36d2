import { call } from './client';
import type { SessionWire, SessionsEnded } from '../../core/wire/devices';

/** The devices and sessions calls (docs/api/account.md#devices-and-sessions); only /mine/devices' chunk holds them. */
export type { SessionWire as DeviceSession } from '../../core/wire/devices';

export const fetchSessions = () => call<SessionWire[]>('/v1/api/user/sessions');
export const endSession = (id: number) =>
  call<null>('/v1/api/user/session_end', { form: { id }, loading: true, toastSuccess: true });
export const endOtherSessions = () =>
  call<SessionsEnded>('/v1/api/user/sessions_end_others', { form: {}, loading: true, toastSuccess: true });
