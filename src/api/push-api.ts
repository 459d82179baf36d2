import { call } from './client';

/** The Web Push calls (docs/api/account.md#notifications). */
export type { PushInfo, PushKind } from '../../core/wire/push';

export const fetchPushInfo = () => call('/v1/api/push/info');
/** Stores this browser's subscription (its JSON: endpoint and keys) in the app's current language. */
export const pushSubscribe = (s: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  call('/v1/api/push/subscribe', {
    form: { endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth },
    loading: true,
    toastSuccess: true,
  });
export const pushUnsubscribe = (endpoint: string) =>
  call('/v1/api/push/unsubscribe', { form: { endpoint }, loading: true, toastSuccess: true });
export const setPushPrefs = (disabled: string[]) =>
  call('/v1/api/push/set_prefs', { form: { disabled: disabled.join(',') } });
export const sendTestPush = () => call('/v1/api/push/test', { form: {}, loading: true, toastSuccess: true });
