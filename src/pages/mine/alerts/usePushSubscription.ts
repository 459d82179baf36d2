import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { loadRestTexts } from '../../../i18n/more-texts';
import { showToast } from '../../../state/toast';
import {
  fetchPushInfo,
  pushSubscribe,
  pushUnsubscribe,
  setPushPrefs,
  type PushInfo,
  type PushKind,
} from '../../../api/push-api';

/** Whether this browser can take Web Push at all (an iPhone only from a Home Screen app). */
const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as pushManager.subscribe wants it. */
function keyBytes(b64url: string): Uint8Array {
  const b64 = b64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(b64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** The app's service worker registration (pwa.ts registers it after the first paint; this waits for it). */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration('/')) ??
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready)
  );
}

/**
 * Web Push on this device: the server's view (`info`: its key, this user's devices, the kinds turned off), this
 * browser's subscription, and turning it on, off, or a kind on or off (for all the user's devices).
 */
export function usePushSubscription() {
  const [info, setInfo] = useState<PushInfo | null>(null);
  const [sub, setSub] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = supported();
  useEffect(() => {
    void loadRestTexts()
      .then(() => fetchPushInfo())
      .then(setInfo)
      .catch(() => undefined);
    if (ok)
      void registration()
        .then((r) => r.pushManager.getSubscription())
        .then(setSub)
        .catch(() => undefined);
  }, [ok]);

  const turnOn = async () => {
    if (!info) return;
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        showToast(t('notify.denied'), 5000);
        return;
      }
      const reg = await registration();
      const old = await reg.pushManager.getSubscription();
      // A subscription made with another key (a server whose keys were made again) cannot be reused.
      if (old) await old.unsubscribe();
      const s = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(info.public_key) as BufferSource,
      });
      setInfo(await pushSubscribe(s.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } }));
      setSub(s);
    } catch (err) {
      if (!(err instanceof Error && err.name === 'ApiError')) showToast(t('notify.failed'), 5000);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    if (!sub) return;
    setBusy(true);
    try {
      const endpoint = sub.endpoint;
      await sub.unsubscribe().catch(() => undefined);
      setSub(null);
      setInfo(await pushUnsubscribe(endpoint));
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };
  const toggle = async (k: PushKind) => {
    if (!info) return;
    const disabled = info.disabled.includes(k) ? info.disabled.filter((x) => x !== k) : [...info.disabled, k];
    setInfo({ ...info, disabled });
    try {
      setInfo(await setPushPrefs(disabled));
    } catch {
      /* toasted; the next read shows the truth */
    }
  };
  return { info, sub, busy, ok, turnOn, turnOff, toggle };
}
