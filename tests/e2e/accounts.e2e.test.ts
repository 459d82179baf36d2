import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from './browser.js';
import type { TestServer } from '../server/test-server.js';

const j = journeySetup();
const phone = () => j.phone();
let s: TestServer;
beforeEach(() => {
  s = j.server();
});

async function useEnglish(page: Page) {
  await page.goto(`${s.url}/language`);
  await page.click('button[data-lang="en"]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

describe.skipIf(!j.run)('account journeys in Chromium', () => {
  it('registers with the e-mail code from the outbox, logs out, logs in, switches to Arabic (rtl) and logs out', async () => {
    const page = await phone();
    await useEnglish(page);
    // Its own address each run: CI runs a failed browser test once more, on the same server.
    const email = `journey-${Date.now()}@example.com`;
    await page.goto(`${s.url}/register`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await s.lastCode(email);
    await page.getByLabel('E-mail code').fill(code);
    await page.getByLabel('Password (8–64 characters)').fill('journey password');
    await page.getByLabel('Repeat password').fill('journey password');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${s.url}/`);
    await page.goto(`${s.url}/mine`);
    await page.getByText(email, { exact: true }).waitFor();

    // Log out through Me > Other, with the confirm dialog.
    await page.goto(`${s.url}/mine/system`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${s.url}/`);
    await page.locator('.hero').getByRole('link', { name: 'Log in' }).waitFor();

    // Log in again.
    await page.goto(`${s.url}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('journey password');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${s.url}/`);
    await page.goto(`${s.url}/mine`);
    await page.getByText(email, { exact: true }).waitFor();

    // Arabic: the document turns right-to-left and the layout really mirrors.
    await page.goto(`${s.url}/language`);
    await page.click('button[data-lang="ar"]');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.goto(`${s.url}/mine/system`);
    const back = await page.locator('.navbar .back').boundingBox();
    const title = await page.locator('.navbar h1').boundingBox();
    expect(back!.x).toBeGreaterThan(title!.x + title!.width / 2);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

    // Log out in Arabic: the session ends on the server too.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.locator('.row.danger').click();
    await page.getByRole('alertdialog').locator('.btn.primary').click();
    await page.waitForURL(`${s.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await s.get('/api/user/info', {}, { authorization: token! })).code).toBe(999);
    await page.context().close();
  }, 60_000); // five screens and two logins: 12 s on a quiet 2-core machine, over 30 s with the CPU contended

  it('"try demo" lands on / logged in as a demo user, and the same device returns to the same demo account', async () => {
    const page = await phone();
    await useEnglish(page);
    await page.goto(`${s.url}/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(`${s.url}/`);
    await page.waitForFunction(() => localStorage.getItem('token'));
    const first = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!));
    expect(first.is_demo).toBe(1);
    await page.goto(`${s.url}/mine`);
    await expect(page.getByTestId('balance').textContent()).resolves.toBe('100,000.00');
    // A demo user is kept out of real-account screens with the real-account message.
    await page.goto(`${s.url}/mine/password`);
    await page.getByText('Please register or log in to a real account').waitFor();
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await page.goto(`${s.url}/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(`${s.url}/`);
    const second = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!));
    expect(second.id).toBe(first.id);
    await page.context().close();
  });

  it('sends a visitor who opens /order to /login?from=/order, and back there after login', async () => {
    const page = await phone();
    await page.goto(`${s.url}/order`);
    await page.waitForURL(`${s.url}/login?from=/order`);
    expect(new URL(page.url()).searchParams.get('from')).toBe('/order');
    await page.goto(`${s.url}/no/such/screen`);
    await page.waitForURL(`${s.url}/`);
    await page.context().close();
  });

  it('opens the register screen with the code filled from an invite hash link', async () => {
    const page = await phone();
    await page.goto(`${s.url}/#/register?invite_code=AB12CD34`);
    await page.waitForURL(`${s.url}/register?invite_code=AB12CD34`);
    await expect(page.locator('input[name="invite_code"]').inputValue()).resolves.toBe('AB12CD34');
    await page.context().close();
  });
});
