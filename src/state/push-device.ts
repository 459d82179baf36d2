import { call } from '../api/client';

/**
 * Logging out on this device ends its notifications too: the server forgets this browser's subscription (while the
 * session still holds) and the browser drops it, so the next person on a shared phone is not told another account's
 * closes. Best effort: without a service worker or a subscription there is nothing to do, and a failure never
 * blocks the logout.
 */
export async function forgetThisDevice(): Promise<void> {
  try {
    const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration('/') : undefined;
    const sub = await reg?.pushManager?.getSubscription();
    if (!sub) return;
    await call<unknown>('/v1/api/push/unsubscribe', { form: { endpoint: sub.endpoint }, silent: true }).catch(() => undefined);
    await sub.unsubscribe();
  } catch { /* nothing to forget here */ }
}
