import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_DIR, browserAvailable, launch } from './browser.js';
import { wholeList } from './home-list.js';
import { registerUser, startTestServer, type TestServer } from '../server/test-server.js';
import { writeSetting } from '../../server/content/settings-repository.js';

const run = browserAvailable();
let s: TestServer;
let browser: Browser;
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

beforeAll(async () => {
  if (!run) return;
  // The site is m.lotline.test (PUBLIC_ORIGIN): only the site's own names get their api. sibling into the CSP.
  s = await startTestServer({ appDir: APP_DIR, publicOrigin: 'http://m.lotline.test' });
  // *.lotline.test resolves to this machine: the page can be served as m.lotline.test with its API on api.lotline.test.
  browser = await launch(['--host-resolver-rules=MAP *.lotline.test 127.0.0.1']);
});
afterAll(async () => {
  await browser?.close();
  await s?.stop();
});

describe.skipIf(!run)('installable app and site hosts in Chromium', () => {
  it('installs a service worker, then offline still shows the last quotes marked stale, and says actions need the network', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await ctx.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    });
    const page = await ctx.newPage();
    await page.goto(`${s.url}/`);
    await page.locator('.pair-row:not(.skeleton)').first().waitFor();
    const manifest = await (await fetch(`${s.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    // The worker takes over and keeps what / needs, including the last trade list.
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
      null,
      { timeout: 15_000 },
    );
    // Offline-ready once the worker says its warm-up is done: the saved trade list alone was not enough (the page's
    // own refetch after a socket reconnect can save it while the files the next launch needs are still being kept).
    // Polled from here, not with waitForFunction: Playwright does not await a predicate's promise, so an async
    // predicate counts as true at once and the test went offline before anything was kept (1 run in 10 under load).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const data = await caches.open('offline-data');
            return !!(await data.match('/offline-ready')) && !!(await data.match('/v1/api/forex/trade_list'));
          }),
        { timeout: 15_000 },
      )
      .toBe(true);
    // The whole list: a count read while rows still arrive one per idle moment is short (CI read 20 of 33).
    const rowsOnline = await wholeList(page);

    await ctx.setOffline(true);
    await page.reload();
    await page.locator('.pair-row:not(.skeleton)').first().waitFor();
    // Rows past the first screen come one per idle moment (PairList): the whole list, however busy the machine.
    expect(await wholeList(page)).toBe(rowsOnline);
    await page
      .locator('.conn-badge[data-conn=offline]')
      .getByText(/prices as of/)
      .waitFor();
    await expect
      .poll(() => page.locator('.pair-row [data-testid=price].stale').count(), { timeout: 10_000 })
      .toBe(rowsOnline);
    // The logos the first screen showed online are kept; one never shown has no copy and shows no broken image.
    const logos = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.pair-row img[src]')].map((img) =>
          !img.complete ? 'loading' : img.naturalWidth > 0 ? 'shown' : getComputedStyle(img).visibility,
        ),
      );
    await expect.poll(async () => (await logos()).includes('loading')).toBe(false);
    expect((await logos()).slice(0, 4)).toEqual(['shown', 'shown', 'shown', 'shown']);
    await page.locator('.pair-list .pair-row').last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await logos()).at(-1)).toBe('hidden');
    const states = await logos();
    expect(
      states.every((x) => x === 'shown' || x === 'hidden'),
      states.join(', '),
    ).toBe(true);

    // What needs the network says so: here a screen whose code was never fetched (calls: tests/src/api-client).
    await page.getByRole('link', { name: 'News' }).click();
    await page.getByRole('alert').getByText('This screen could not be loaded').waitFor();
    await ctx.setOffline(false);
    await page.goto(`${s.url}/`);
    await expect.poll(() => page.locator('.conn-badge').count(), { timeout: 15_000 }).toBe(0);
    await ctx.close();
  }, 60_000);

  it('says "updated" once on the first launch of a new build, and not on a first visit', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await ctx.addInitScript(() => {
      localStorage.setItem('lang', 'en');
      // The app registers its service worker right after it compared the builds (src/app/pwa.ts): the sign that
      // the comparison, and the toast it may show, are done.
      const sw = navigator.serviceWorker;
      const register = sw.register.bind(sw);
      sw.register = (...args) => {
        (window as unknown as { buildChecked: boolean }).buildChecked = true;
        return register(...args);
      };
    });
    const page = await ctx.newPage();
    const buildChecked = () =>
      page.waitForFunction(() => (window as unknown as { buildChecked?: boolean }).buildChecked);
    await page.goto(`${s.url}/`);
    await page.waitForFunction(() => localStorage.getItem('app_build') !== null);
    expect(await page.getByText('The app has been updated').count()).toBe(0);
    // As if the last launch ran an older build.
    await page.evaluate(() => localStorage.setItem('app_build', 'an-older-build'));
    await page.reload();
    await page.getByText('The app has been updated to the latest version').waitFor();
    await page.reload();
    await buildChecked();
    expect(await page.getByText('The app has been updated').count()).toBe(0);
    await ctx.close();
  }, 30_000);

  it('sends a desktop browser to the pc. host only when the setting is on and the host has a sub-domain', async () => {
    const port = new URL(s.url).port;
    const open = async (url: string) => {
      const ctx = await browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await page.goto(url);
      return { page, ctx };
    };
    // Off (the default): the phone layout, centred, on the same host.
    let t = await open(`http://m.lotline.test:${port}/trade`);
    await t.page.locator('.trade-head').waitFor();
    expect(new URL(t.page.url()).hostname).toBe('m.lotline.test');
    await t.ctx.close();

    await writeSetting(s.db, 'desktop_redirect', '1');
    t = await open(`http://m.lotline.test:${port}/trade?x=1`);
    await t.page.waitForURL(`http://pc.lotline.test:${port}/trade?x=1`);
    await t.ctx.close();

    // No sub-domain (localhost): nowhere to send it, so it stays.
    t = await open(`${s.url}/trade`);
    await t.page.locator('.trade-head').waitFor();
    expect(new URL(t.page.url()).host).toBe(new URL(s.url).host);
    await t.ctx.close();
    await writeSetting(s.db, 'desktop_redirect', '0');
  }, 60_000);

  it("a page on m.<domain> keeps the login's device cookie of api.<domain> and sends it back", async () => {
    const port = new URL(s.url).port;
    const email = 'two-origins@example.com';
    await registerUser(s, email, 'two origins pass 1');
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await ctx.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    });
    const page = await ctx.newPage();
    const signIn = async () => {
      await page.goto(`http://m.lotline.test:${port}/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('two origins pass 1');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`http://m.lotline.test:${port}/`);
    };
    await signIn();
    const cookies = await ctx.cookies(`http://api.lotline.test:${port}/api/user/loginForU`);
    expect(cookies.find((c) => c.name === 'lotline_device')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // Signed in again from the same browser: a known device, so no second "new sign-in" mail.
    await page.evaluate(() => localStorage.removeItem('token'));
    await signIn();
    const mails = await s.db.selectFrom('outbox').select('subject').where('destination', '=', email).execute();
    expect(mails.filter((m) => m.subject.startsWith('New sign-in'))).toHaveLength(1);
    await ctx.close();
  }, 60_000);
});
