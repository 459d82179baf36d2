import { call } from '../api/client';
import { token } from './session';

/** This browser's push subscription, if it has one. */
async function thisDevice(): Promise<PushSubscription | null | undefined> {
  const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration('/') : undefined;
  return reg?.pushManager?.getSubscription();
}

/**
 * After a language change: the server stores this browser's subscription again with the new language (the `lang`
 * header of the call), so its notifications follow. Only with a session and a subscription; silent, best effort.
 */
export async function resaveThisDevice(): Promise<void> {
  try {
    const sub = token.value ? await thisDevice() : null;
    const j = sub?.toJSON();
    if (!j?.endpoint || !j.keys?.p256dh || !j.keys.auth) return;
    await call('/v1/api/push/subscribe', {
      form: { endpoint: j.endpoint, p256dh: j.keys.p256dh, auth: j.keys.auth },
      silent: true,
    });
  } catch {
    /* the old language stays until the next change */
  }
}

/** How long the logout waits for this device's subscription to be forgotten (the browser's push service may hang). */
export const FORGET_WAIT_MS = 3000;

/**
 * Logging out on this device ends its notifications too: the server forgets this browser's subscription (while the
 * session still holds) and the browser drops it, so the next person on a shared phone is not told another account's
 * closes. Best effort: without a service worker or a subscription there is nothing to do, and neither a failure nor
 * a browser that never answers holds the logout longer than FORGET_WAIT_MS (it is the logout's one wait without a
 * time limit of its own; a fresh-clone CI run once saw a logout not reach / in 30 s).
 */
export function forgetThisDevice(): Promise<void> {
  return Promise.race([forget(), new Promise<void>((r) => setTimeout(r, FORGET_WAIT_MS))]);
}

async function forget(): Promise<void> {
  try {
    const sub = await thisDevice();
    if (!sub) return;
    await call('/v1/api/push/unsubscribe', { form: { endpoint: sub.endpoint }, silent: true }).catch(() => undefined);
    await sub.unsubscribe();
  } catch {
    /* nothing to forget here */
  }
}
