import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { journeySetup } from './browser.js';
import { registerUser } from '../server/test-server.js';
import { axeFindings, layoutFindings } from './sweep/sweep-checks.js';
import { PHONE, TOUCH_TARGET } from './sweep/screen-sweep.js';

const j = journeySetup();

/** The code an authenticator app would show for `secret`, `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** The sweep's checks on the screen as it is now: fits 360 px, 44 px targets, no axe violation. */
async function checkScreen(page: Page, name: string) {
  const findings = [...(await layoutFindings(page, PHONE.width, TOUCH_TARGET)), ...(await axeFindings(page))];
  expect(findings, name).toEqual([]);
}

async function logIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
}

describe.skipIf(!j.run)('two-factor sign-in in Chromium at 360 px', () => {
  it('turns it on with a code from the key on screen, signs out, and signs in again with a code', async () => {
    const s = j.server();
    const email = 'two-factor-journey@example.com';
    const password = 'journey password';
    await registerUser(s, email, password);
    const ctx = await j.browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await ctx.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    });
    const page = await ctx.newPage();
    page.on('pageerror', (err) => {
      throw err;
    });

    await logIn(page, s.url, email, password);
    await page.waitForURL(`${s.url}/`);
    // From the user centre, next to change password.
    await page.goto(`${s.url}/mine`);
    await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
    await page.waitForURL(`${s.url}/mine/security`);
    await expect.poll(() => page.getByTestId('two-factor-status').textContent()).toBe('Status: Off');
    await checkScreen(page, 'off');

    // Enrolment: the QR code (drawn by the lazily loaded library) and the key in groups of four, left to right.
    await page.getByRole('button', { name: 'Turn on' }).click();
    const key = page.getByTestId('two-factor-key');
    await key.waitFor();
    await page.locator('.qr svg').waitFor();
    const shown = (await key.textContent())!;
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(await key.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const secret = shown.replace(/\s/g, '');
    expect(
      await page
        .getByRole('img', { name: 'QR code that adds this account to an authenticator app' })
        .getAttribute('data-qr'),
    ).toContain(`secret=${secret}`);
    await checkScreen(page, 'enrolment');

    await page.getByLabel('6-digit code').fill(codeAt(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    await checkScreen(page, 'recovery codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByTestId('two-factor-status').textContent()).toBe('Status: On');
    await page.getByText('Unused recovery codes: 10').waitFor();

    // Sign out, then in: the password leads to the code step, a wrong code is said, a right one signs in.
    await page.goto(`${s.url}/mine/system`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${s.url}/`);
    await logIn(page, s.url, email, password);
    await page.getByTestId('second-factor').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await checkScreen(page, 'login code step');
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is wrong, has expired or was already used').waitFor();
    // The confirmation used this 30 s step's code: the app's next code.
    await page.getByLabel('6-digit code').fill(codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${s.url}/`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await s.get('/api/user/info', {}, { authorization: token! })).data.email).toBe(email);
    await ctx.close();
  }, 90_000);
});
