import type { PushPayload } from '../core/wire/push';

/**
 * Web Push in the service worker (docs/api/account.md#notifications): a push from the server becomes a
 * system notification, unless the app is visible on this device, where the socket's in-app message already says it
 * (docs/decisions.md, Notifications while the app is open); a tap focuses the app (or opens it) on the payload's
 * path: the order, or the pair on /trade.
 */

interface WindowClient {
  url: string;
  visibilityState: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface Notification {
  data: unknown;
  close(): void;
}
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
export interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
export interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
export interface PushScope {
  location: Location;
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', fn: (e: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', fn: (e: NotificationEvent) => void): void;
}

/** An app path: '/…', never '//host…' (which a URL reads as another site). */
const isAppPath = (u: unknown): u is string => typeof u === 'string' && u.startsWith('/') && !u.startsWith('//');

/** The payload of a push, or null when it is not one of ours (a push service's empty ping). */
export function parsePayload(text: string | undefined): PushPayload | null {
  try {
    const p = JSON.parse(text ?? '') as Partial<PushPayload>;
    return typeof p.title === 'string' && typeof p.body === 'string' && isAppPath(p.url) ? (p as PushPayload) : null;
  } catch {
    return null;
  }
}

/** Shows the notification of `e` unless a window of the app is visible (the in-app message says it there). */
export async function onPush(sw: PushScope, e: PushEvent): Promise<void> {
  const p = parsePayload(e.data?.text());
  if (!p) return;
  const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // A test notification is shown even then: the trader asked to see one.
  if (p.kind !== 'test' && open.some((c) => c.visibilityState === 'visible')) return;
  await sw.registration.showNotification(p.title, {
    body: p.body,
    tag: p.tag,
    data: { url: p.url },
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  });
}

/** A tap: the app's window on the payload's path (one already open is reused), or a new one. */
export async function onNotificationClick(sw: PushScope, e: NotificationEvent): Promise<void> {
  e.notification.close();
  const path = (e.notification.data as { url?: string } | null)?.url;
  const url = new URL(isAppPath(path) ? path : '/', sw.location.origin).href;
  const [win] = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (win) {
    await win.navigate(url).catch(() => undefined);
    await win.focus();
    return;
  }
  await sw.clients.openWindow(url);
}

export function listenForPushes(sw: PushScope): void {
  sw.addEventListener('push', (e) => e.waitUntil(onPush(sw, e)));
  sw.addEventListener('notificationclick', (e) => e.waitUntil(onNotificationClick(sw, e)));
}
