import { describe, expect, it } from 'vitest';
import {
  onNotificationClick,
  onPush,
  parsePayload,
  type NotificationEvent,
  type PushEvent,
  type PushScope,
} from '../../workers/sw-push';

/** The service worker's push and notificationclick handlers against a recording stand-in of its scope. */

interface Win {
  url: string;
  visibilityState: string;
  navigated: string[];
  focused: number;
}

function scope(windows: Win[]) {
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const sw = {
    location: { origin: 'https://m.example.com' } as Location,
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          visibilityState: w.visibilityState,
          focus: async () => {
            w.focused++;
          },
          navigate: async (u: string) => {
            w.navigated.push(u);
          },
        })),
      openWindow: async (u: string) => {
        opened.push(u);
      },
    },
    addEventListener: () => undefined,
  } satisfies PushScope;
  return { sw, shown, opened };
}
const win = (visibilityState: string): Win => ({
  url: 'https://m.example.com/',
  visibilityState,
  navigated: [],
  focused: 0,
});
const push = (payload: unknown): PushEvent =>
  ({ data: { text: () => JSON.stringify(payload) }, waitUntil: () => undefined }) as unknown as PushEvent;
const click = (url: string) => {
  let closed = false;
  const e = {
    notification: {
      data: { url },
      close: () => {
        closed = true;
      },
    },
    waitUntil: () => undefined,
  } as unknown as NotificationEvent;
  return { e, closed: () => closed };
};

const alert = {
  title: 'Lotline',
  body: 'Price alert: BTC/USD rose to 96000.00 (level 96000.00)',
  url: '/trade?code=BTCUSD',
  tag: 'alert-7',
  kind: 'alert',
};

describe('service worker push', () => {
  it('shows the payload as a notification when no window of the app is visible', async () => {
    const { sw, shown } = scope([win('hidden')]);
    await onPush(sw, push(alert));
    expect(shown).toEqual([
      {
        title: 'Lotline',
        options: expect.objectContaining({ body: alert.body, tag: 'alert-7', data: { url: '/trade?code=BTCUSD' } }),
      },
    ]);
  });

  it('shows nothing while a window is visible (the in-app message says it), but a test notification anyway', async () => {
    const { sw, shown } = scope([win('hidden'), win('visible')]);
    await onPush(sw, push(alert));
    expect(shown).toEqual([]);
    await onPush(sw, push({ ...alert, kind: 'test', tag: 'test' }));
    expect(shown).toHaveLength(1);
  });

  it.each([
    ['not JSON', 'hello'],
    ['no body', JSON.stringify({ title: 'x', url: '/' })],
    ['an outside url', JSON.stringify({ ...alert, url: 'https://evil.example/' })],
    ['a protocol-relative url', JSON.stringify({ ...alert, url: '//evil.example/x' })],
  ])('ignores a payload that is %s', (_n, text) => {
    expect(parsePayload(text)).toBeNull();
  });

  it('a tap navigates an open window to the path and focuses it, or opens one', async () => {
    const w = win('hidden');
    const a = scope([w]);
    const c = click('/order?type=3&id=42');
    await onNotificationClick(a.sw, c.e);
    expect(c.closed()).toBe(true);
    expect(w).toMatchObject({ navigated: ['https://m.example.com/order?type=3&id=42'], focused: 1 });
    const b = scope([]);
    await onNotificationClick(b.sw, click('/trade?code=BTCUSD').e);
    expect(b.opened).toEqual(['https://m.example.com/trade?code=BTCUSD']);
  });
});
