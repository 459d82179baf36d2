import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from './browser.js';
import { subscribed } from './demo-trader.js';
import { registerUser } from '../server/test-server.js';
import { sha256 } from '../../server/accounts/tokens.js';

/**
 * In Chromium: the devices screen signs another phone out (its socket tells it, and it lands on login), and
 * the login page asks for the picture code after a storm of failures, which a browser that signed in before skips.
 * The server trusts X-Forwarded-For so the storm can come from other addresses than the browser's (127.0.0.1).
 */
const j = journeySetup({ trustProxy: true, rateLimitPerMinute: 1_000_000 });
const PASSWORD = 'devices e2e pass 1';

async function signIn(page: Page, email: string) {
  await page.goto(`${j.server().url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Five wrong passwords for `email` from five other addresses: the account now wants the picture code. */
async function storm(email: string, net: string) {
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${j.server().url}/api/user/loginForU`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `${net}.${i}` },
      body: new URLSearchParams({ account: email, password: `wrong ${i}` }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  }
}

describe.skipIf(!j.run)('devices and sessions in the browser', () => {
  it('the first phone lists both devices and signs the other out; the other is told by its socket and sent to login', async () => {
    const email = 'two-devices@example.com';
    // Registering (from here, not a phone) opens a session too: it ends, so the list holds the two phones.
    const reg = await registerUser(j.server(), email, PASSWORD);
    expect((await j.server().post('/api/user/logout', {}, { authorization: reg.token })).code).toBe(1);
    // The other phone: signed in, on the account screen, its socket logged in (it holds the private ACCOUNT topic).
    const other = await j.phone({ english: true, noServiceWorker: true });
    await signIn(other, email);
    await other.waitForURL(`${j.server().url}/`);
    await other.goto(`${j.server().url}/mine`);
    await other.getByTestId('balance').waitFor();
    await subscribed(j.server(), 'ACCOUNT');
    await other.waitForLoadState('networkidle');

    const first = await j.phone({ english: true });
    await signIn(first, email);
    await first.waitForURL(`${j.server().url}/`);
    await first.goto(`${j.server().url}/mine`);
    await first.getByRole('link', { name: 'Devices and sessions' }).click();
    await first.waitForURL(/\/mine\/devices$/);
    const cards = first.getByTestId('device');
    await expect.poll(() => cards.count()).toBe(2);
    await expect.poll(() => cards.first().innerText()).toContain('This device');
    const mine = await cards.first().innerText();
    expect(mine).toMatch(/Chrome \d+/);
    expect(mine).toContain('127.0.0.1');
    expect(mine).toMatch(/Signed in/);
    expect(await cards.nth(1).innerText()).not.toContain('This device');

    // From here only the socket may tell the other phone: its own calls fail as if offline.
    await other.route(/\/(api|v1)\//, (route) => route.abort());
    await cards
      .nth(1)
      .getByRole('button', { name: /^Sign out / })
      .click();
    await first.getByRole('button', { name: 'Confirm' }).click();
    await first.getByText('Device signed out').waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await first.getByText('No other device is signed in.').waitFor();

    await other.waitForURL(/\/login\?from=/, { timeout: 10_000 });
    expect(new URL(other.url()).searchParams.get('ended')).toBe('1');
    await other.getByText('Your session has ended. Please log in again.').waitFor();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
    await other.context().close();
    await first.context().close();
  }, 90_000);

  it('after a storm the login page asks for the picture code; the browser that signed in since is not asked', async () => {
    const email = 'captcha-e2e@example.com';
    await registerUser(j.server(), email, PASSWORD);
    await storm(email, '10.4.0');
    const page = await j.phone({ english: true });
    await signIn(page, email);
    await page.getByText('Too many failed sign-ins on this account. Please enter the picture code.').waitFor();
    const picture = page.getByRole('button', { name: 'Tap the picture for a new one' });
    await picture.locator('img').waitFor();
    // The page drew a real picture code; the test sets its answer (the text is only ever kept hashed).
    const drawn = await j
      .server()
      .db.selectFrom('captchas')
      .select('id')
      .orderBy('expires_ms', 'desc')
      .executeTakeFirstOrThrow();
    await j
      .server()
      .db.updateTable('captchas')
      .set({ text_hash: sha256('ab3d') })
      .where('id', '=', drawn.id)
      .execute();
    await page.getByLabel('Picture code').fill('AB3D');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${j.server().url}/`);

    // Signed in, this browser holds the device cookie (HttpOnly: the page can't read it, the browser sends it).
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await storm(email, '10.3.0');
    await signIn(page, email);
    await page.waitForURL(`${j.server().url}/`);
    await page.context().close();
  }, 90_000);
});
