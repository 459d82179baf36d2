import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { journeySetup } from './browser.js';
import { subscribed } from './demo-trader.js';
import { registerUser } from '../server/test-server.js';
import { PHONE } from './sweep/screen-sweep.js';
import { waitUntil } from '../support/wait.js';

/**
 * The account-security journey on one account, at 360 px: two-factor on, sign out, sign in with a code, a payout method
 * bound with a code and held by the cooling-off, then the devices screen signs the other phone out and that phone's
 * socket ends its session. Each part has its own detailed test (two-factor, guarded-payout, devices); this one proves
 * they work together on one account, in the order a trader meets them.
 */
const j = journeySetup();
const PASSWORD = 'security journey 1';
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const STEP_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);
let lastStep = -Infinity;

/**
 * The authenticator's code for the step after the last one used. The server takes each 30 s step's code once, and
 * takes the steps either side of the current one (drift, a code typed as it turned): the journey's codes are those
 * of steps in a row, from the oldest the server still takes a few seconds from now, so none waits for the clock to
 * turn. Only a code two steps ahead waits, for the step before it to come.
 */
async function nextCode(secret: string): Promise<string> {
  const step = Math.max(lastStep + 1, stepAt(Date.now() + 5_000) - 1);
  lastStep = step;
  await waitUntil(() => stepAt(Date.now()) + 1 >= step, { timeout: 2 * STEP_MS, interval: 100, what: 'the step' });
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: STEP_MS / 1000 }).generate({
    timestamp: step * STEP_MS,
  });
}

async function passwordStep(page: Page, email: string) {
  await page.goto(`${j.server().url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
}

describe.skipIf(!j.run)('account security, end to end in Chromium at 360 px', () => {
  it('2FA on, sign-in with a code, a payout method bound with a code and cooling off, the other phone signed out', async () => {
    const s = j.server();
    // Its own address at each attempt: a retry after a timeout must not find the first attempt's account.
    const email = `security-journey-${Date.now()}@example.com`;
    const reg = await registerUser(s, email, PASSWORD);
    expect((await s.post('/api/user/logout', {}, { authorization: reg.token })).code).toBe(1);

    // The other phone: signed in before two-factor exists, its socket logged in on the private ACCOUNT topic.
    const other = await j.phone({ english: true, noServiceWorker: true });
    await passwordStep(other, email);
    await other.waitForURL(`${s.url}/`);
    await other.goto(`${s.url}/mine`);
    await other.getByTestId('balance').waitFor();
    await subscribed(s, 'ACCOUNT');

    const ctx = await j.browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await ctx.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    });
    const page = await ctx.newPage();
    page.on('pageerror', (err) => {
      throw err;
    });
    await passwordStep(page, email);
    await page.waitForURL(`${s.url}/`);

    // Two-factor on: the key on screen is what the authenticator app would scan.
    await page.goto(`${s.url}/mine/security`);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const secret = (await page.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
    await page.getByLabel('6-digit code').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByTestId('two-factor-status').textContent()).toBe('Status: On');

    // Sign out, then in: the password alone opens no session; the code does.
    await page.goto(`${s.url}/mine/system`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${s.url}/`);
    await passwordStep(page, email);
    await page.getByTestId('second-factor').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByLabel('6-digit code').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${s.url}/`);

    // A payout method, confirmed with the authenticator (no e-mail code is offered with two-factor on).
    await page.goto(`${s.url}/mine/withdraw-way?type=1`);
    await page.locator('input[name=dc_address]').fill(ADDRESS);
    const code = page.getByLabel('Code from your authenticator app');
    await code.waitFor();
    expect(await page.getByRole('button', { name: 'Send code' }).count()).toBe(0);
    await code.fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${s.url}/mine/withdraw`);
    await page.locator('button[name=destination]').getByText(ADDRESS).waitFor();
    // Held by the cooling-off (24 h by default): the screen says from when.
    await expect.poll(() => page.getByTestId('method-cooling').textContent()).toMatch(/^Usable from /);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const [method] = (await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, { authorization: token! })).data;
    expect(method).toMatchObject({ dc_address: ADDRESS, cooling: 1 });

    // The devices: this phone and the other; signing the other out ends its session through its socket.
    await page.goto(`${s.url}/mine/devices`);
    const cards = page.getByTestId('device');
    await expect.poll(() => cards.count()).toBe(2);
    await expect.poll(() => cards.first().innerText()).toContain('This device');
    await other.route(/\/(api|v1)\//, (route) => route.abort()); // from here only its socket can tell it
    await cards
      .nth(1)
      .getByRole('button', { name: /^Sign out / })
      .click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    await other.waitForURL(/\/login\?from=/, { timeout: 10_000 });
    expect(new URL(other.url()).searchParams.get('ended')).toBe('1');
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
    // This phone's session is untouched.
    expect((await s.get('/api/user/info', {}, { authorization: token! })).data.email).toBe(email);
    await other.context().close();
    await ctx.close();
  }, 150_000); // two waits for the authenticator's next step (up to 30 s each) and two phones
});
