import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import { demoPhone, shotsDir, subscribed } from './demo-trader.js';
import type { TestServer } from '../server/test-server.js';
import { pairId, tick } from '../support/market.js';
import { browserKeys, pushCertificate, startPushService } from '../server/push/push-endpoint.js';
import { writeSetting } from '../../server/content/settings-repository.js';

/**
 * Price alerts and Web Push on a 360 px phone: the bell sets an alert, the test feed reaches it, the in-app
 * message says so; the list under Me shows and deletes it. Then the service worker: Chromium headless's push service
 * (Google's FCM) is unreachable here, so the server's notification goes to a local push service, is decrypted there
 * as a push service's client would, and is handed to the real service worker through CDP
 * (ServiceWorker.deliverPushMessage); the notifications it shows are read with registration.getNotifications().
 */

const certificate = pushCertificate();
const j = journeySetup({ ticksPerSecond: 0, pushNetwork: certificate.network });
let s: TestServer;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService(certificate);
});
afterAll(async () => {
  await service?.close();
});
beforeEach(() => {
  s = j.server();
});

const SHOTS = shotsDir('price-alerts');

/** A wire time (UTC) as an English phone in Tokyo (UTC+9) shows it: "11/28/2026, 2:12:03 PM". */
function tokyo(wire: string): RegExp {
  const d = new Date(Date.parse(`${wire.replace(' ', 'T')}Z`) + 9 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const h = d.getUTCHours();
  const clock = `${((h + 11) % 12) + 1}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
  const date = `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
  return new RegExp(`${date}, ${clock}[\\s\u202f]${h < 12 ? 'AM' : 'PM'}`);
}

async function alertTick(price: number) {
  await tick(s, 'BTCUSD', price);
  await s.alerts.idle();
}

describe.skipIf(!j.run)('price alerts at 360 x 740', () => {
  it('sets an alert with the bell, sees the in-app message when the feed reaches it, and deletes it under Me', async () => {
    const { page, auth } = await demoPhone(j);
    await page.locator('button[data-code="BTCUSD"]').click();
    await page.getByRole('button', { name: 'Price alert' }).click();
    const dialog = page.getByTestId('alert-dialog');
    // Prefilled with the current price; typing a higher one picks "Rises to".
    expect(await dialog.locator('input[name=alert_price]').inputValue()).toBe('95,000.00');
    await dialog.locator('input[name=alert_price]').fill('96000');
    expect(await dialog.getByRole('radio', { name: 'Rises to' }).getAttribute('aria-checked')).toBe('true');
    // Every time: the dialog says the operator's cool-down (300 s by default), before the alert is set.
    expect(await dialog.getByTestId('alert-cooldown').count()).toBe(0);
    await dialog.getByRole('radio', { name: 'Every time' }).click();
    await dialog.getByText('At most once every 5 minutes').waitFor();
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await page.getByText('Price alert set').waitFor();
    const [a] = (await s.get('/v1/api/forex/alert/list', {}, auth)).data;
    expect(a).toMatchObject({ Price: 96_000, Direction: 1, Mode: 2, Active: 1, Armed: 1 });

    await subscribed(s, 'PRICE_ALERT');
    await alertTick(96_000);
    await page.getByRole('status').getByText('Price alert: BTC/USD rose to 96,000.00 (level 96,000.00)').waitFor();

    await page.goto(`${s.url}/mine`);
    await page.getByRole('link', { name: 'Price alerts' }).click();
    const row = page.locator(`.record[data-alert="${a.Id}"]`);
    await row.getByText('Waits for the price to cross back · fired 1×').waitFor();
    // Crossing back re-arms it; the list says so after a reload.
    await alertTick(95_000);
    await page.reload();
    await row.getByText('Every time · Waiting · fired 1×').waitFor();
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Price alert deleted').waitFor();
    await page.getByText('No price alerts yet.').waitFor();
    expect((await s.get('/v1/api/forex/alert/list', {}, auth)).data).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("lists a firing under Fired with its price and time in the phone's zone, live, and the alert says when it last fired", async () => {
    const { page, auth } = await demoPhone(j);
    // The phone is in Tokyo (UTC+9, no summer time): the list shows the firing in the phone's time.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
    const a = (
      await s.get(
        '/v1/api/forex/alert/add',
        { forex_id: pairId(s, 'BTCUSD'), price: 95_500, direction: 1, mode: 1 },
        auth,
      )
    ).data;
    await page.goto(`${s.url}/mine/alerts`);
    await page.getByRole('tab', { name: 'Fired' }).click();
    await page.waitForURL(`${s.url}/mine/alerts?tab=fired`);
    await page.getByText('No alert has fired yet.').waitFor();

    // Fired while the tab is open: it appears without a reload.
    await subscribed(s, 'PRICE_ALERT');
    await alertTick(95_512.34);
    const fire = page.getByTestId('alert-fires').locator(`.record[data-alert="${a.Id}"]`);
    await fire.getByText('BTC/USD · Rises to 95,500.00').waitFor();
    await fire.getByText('Fired at 95,512.34 · Once').waitFor();
    const [f] = (await s.get('/v1/api/forex/alert/fired', {}, auth)).data.data;
    const when = tokyo(f.FiredHandler);
    expect(await fire.locator('.muted').nth(1).textContent()).toMatch(when);
    await page.screenshot({ path: join(SHOTS, 'fired-live-en.png') });

    await page.getByRole('tab', { name: 'My alerts' }).click();
    const row = page.locator(`.record[data-alert="${a.Id}"]`);
    await row.getByText('Once · Fired · fired 1×').waitFor();
    expect(await row.getByTestId('last-fired').textContent()).toMatch(new RegExp(`^Last fired ${when.source}$`));
    // Reloaded on the Fired tab, the address keeps it.
    await page.goto(`${s.url}/mine/alerts?tab=fired`);
    await fire.waitFor();
    expect(await page.getByRole('tab', { name: 'Fired' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  }, 90_000);

  it('screenshots the bell dialog, the list and the notification switches in en, de and ar', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, auth } = await demoPhone(j);
    await s.get(
      '/v1/api/forex/alert/add',
      { forex_id: pairId(s, 'BTCUSD'), price: 97_000, direction: 1, mode: 1 },
      auth,
    );
    await s.get(
      '/v1/api/forex/alert/add',
      { forex_id: pairId(s, 'BTCUSD'), price: 90_000.5, direction: 2, mode: 2 },
      auth,
    );
    await s.get(
      '/v1/api/forex/alert/add',
      { forex_id: pairId(s, 'BTCUSD'), price: 95_500, direction: 1, mode: 1 },
      auth,
    );
    await alertTick(95_512.34);
    for (const lang of ['en', 'de', 'ar']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${s.url}/`);
      await page.locator('button[data-code="BTCUSD"]').click();
      await page.locator('.trade-head .bell').click();
      const dialog = page.getByTestId('alert-dialog');
      await dialog.waitFor();
      // "Every time" picked: the cool-down sentence shows under it.
      await dialog.locator('[data-name=mode] [role=radio]').nth(1).click();
      await dialog.getByTestId('alert-cooldown').waitFor();
      await page.screenshot({ path: join(SHOTS, `dialog-${lang}.png`) });
      const overflow = await dialog.evaluate((el) =>
        [...el.querySelectorAll('*')].some((c) => {
          const r = c.getBoundingClientRect();
          return r.right > 361 || r.left < -1;
        }),
      );
      expect(overflow).toBe(false);
      await page.goto(`${s.url}/mine/alerts`);
      await page.getByTestId('alert-list').locator('.record').nth(1).waitFor();
      await page.getByTestId('last-fired').waitFor();
      await page.screenshot({ path: join(SHOTS, `list-${lang}.png`) });
      await page.goto(`${s.url}/mine/alerts?tab=fired`);
      await page.getByTestId('alert-fires').locator('.record').first().waitFor();
      await page.screenshot({ path: join(SHOTS, `fired-${lang}.png`) });
      await page.goto(`${s.url}/mine/notifications`);
      await page.getByTestId('push-devices').waitFor();
      await page.screenshot({ path: join(SHOTS, `notifications-${lang}.png`), fullPage: true });
    }
    await page.context().close();
  }, 120_000);
});

describe.skipIf(!j.run)('Web Push through the real service worker', () => {
  it("a notification's path opens what it names: the closed order's detail, or the pair on /trade", async () => {
    const { page, auth } = await demoPhone(j);
    const o = (
      await s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), stop_loss_price: 94_000 },
        auth,
      )
    ).data;
    await tick(s, 'BTCUSD', 93_900);
    await page.goto(`${s.url}/order?type=3&id=${o.Id}`);
    await page.locator('.sheet').getByText('BTC/USD').first().waitFor();
    await page.goto(`${s.url}/trade?code=EURUSD`);
    await page.locator('.trade-title').getByText('EUR/USD').waitFor();
    await page.context().close();
  }, 60_000);

  it("shows the server's notification when no window of the app is open, not twice while one is visible, and a test one always", async () => {
    const { page, auth } = await demoPhone(j);
    await page.context().grantPermissions(['notifications'], { origin: s.url });
    // The server sends to a subscription whose push service is the local one; the browser side's keys are ours.
    const keys = browserKeys();
    // The local push service listens on a port of its own: the operator's allow-list names it.
    await writeSetting(s.db, 'push_host_allowlist', service.allowList);
    expect(
      (
        await s.post(
          '/v1/api/push/subscribe',
          { endpoint: `${service.url}/sw-1`, p256dh: keys.p256dh, auth: keys.auth },
          auth,
        )
      ).code,
    ).toBe(1);
    await s.get(
      '/v1/api/forex/alert/add',
      { forex_id: pairId(s, 'BTCUSD'), price: 95_500, direction: 1, mode: 1 },
      auth,
    );
    await s.post('/v1/api/push/test', {}, auth);
    // push/test answers before the push service does: its notification is out before the alert's.
    await s.push.idle();
    await alertTick(95_600);
    await s.push.idle();
    const [test, alert] = service.received.filter((r) => r.path === '/sw-1').map((r) => keys.decrypt(r.body));
    expect(JSON.parse(alert!)).toMatchObject({ kind: 'alert', url: '/trade?code=BTCUSD' });

    // The app's service worker, registered by the app itself after its first paint.
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => registrations.some((r) => r.scopeURL === `${s.url}/` && !r.isDeleted)).toBe(true);
    const registrationId = registrations.find((r) => r.scopeURL === `${s.url}/` && !r.isDeleted)!.registrationId;
    const deliver = (data: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: s.url, registrationId, data });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );

    // Visible app: the alert is the in-app message's, no notification; the test notification shows anyway.
    await deliver(alert!);
    await deliver(test!);
    const onlyTest = [
      {
        title: 'Lotline',
        body: 'Notifications work: this is a test',
        tag: 'test',
        data: { url: '/mine/notifications' },
      },
    ];
    // Delivered first, the alert had every chance to show: the worker asks for the open windows before it shows
    // anything, and its two asks are answered in order, so an alert shown would be up before the test's.
    await expect.poll(shown).toEqual(onlyTest);
    expect(await shown()).toEqual(onlyTest);

    // No window of the app open (it was closed; another site's tab is left): the alert becomes a notification.
    const other = await page.context().newPage();
    await other.goto('about:blank');
    const cdp2 = await other.context().newCDPSession(other);
    await cdp2.send('ServiceWorker.enable');
    await page.close();
    await cdp2.send('ServiceWorker.deliverPushMessage', { origin: s.url, registrationId, data: alert! });
    // The notification is up (as the worker itself reads it) before a page of the app opens to read it back: a
    // window open while the push is handled would take it in-app instead.
    const sw = other
      .context()
      .serviceWorkers()
      .find((w) => w.url().startsWith(s.url))!;
    await expect
      .poll(() =>
        sw.evaluate(async () =>
          (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map(
            (n) => n.tag,
          ),
        ),
      )
      .toContainEqual(expect.stringMatching(/^alert-\d+$/));
    const reader = await other.context().newPage();
    await reader.goto(`${s.url}/mine`);
    const bodies = () =>
      reader.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );
    await expect.poll(bodies, { timeout: 10_000 }).toContainEqual({
      body: 'Price alert: BTC/USD rose to 95600.00 (level 95500.00)',
      tag: expect.stringMatching(/^alert-\d+$/),
      data: { url: '/trade?code=BTCUSD' },
    });
    await reader.context().close();
  }, 90_000);
});
