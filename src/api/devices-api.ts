import { call } from './client';

/** The devices and sessions calls (docs/api/account.md#devices-and-sessions); only /mine/devices' chunk holds them. */
export type { SessionWire as DeviceSession } from '../../core/wire/devices';

export const fetchSessions = () => call('/v1/api/user/sessions');
export const endSession = (id: number) =>
  call('/v1/api/user/session_end', { form: { id }, loading: true, toastSuccess: true });
export const endOtherSessions = () =>
  call('/v1/api/user/sessions_end_others', { form: {}, loading: true, toastSuccess: true });
