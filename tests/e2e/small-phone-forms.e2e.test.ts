import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeySetup } from './browser.js';
import { typeMailedCode } from './mailed-code.js';
import { ageCodes, type TestServer } from '../server/test-server.js';
import { OPERATOR } from '../support/operators.js';
import { demoUser, realUser, type Real } from '../support/users.js';
import { bindBank, bindCoin, ids, TRON_ADDRESS } from '../support/funds.js';
import { writeSetting } from '../../server/content/settings-repository.js';
import { creditMicro } from '../../core/rules/deposit-credit.js';
import { formatMicro } from '../../core/rules/money.js';
import { formatUsd } from '../../src/i18n/money-format.js';

// The smallest common phone: every form must fit 360 CSS px, in en, de (long words) and ar (rtl).
const W = 360;
const H = 740;
const j = journeySetup({ ...OPERATOR, rateLimitPerMinute: 1_000_000 });
let s: TestServer;
let browser: Browser;
let u: Real;
/** A bank account number longer than the field, as IBANs with a reference are. */
const LONG_ACCOUNT = 'DE89370400440532013000123456789012';

beforeAll(async () => {
  if (!j.run) return;
  s = j.server();
  const first = await j.phone();
  browser = first.context().browser()!;
  await first.context().close();
  u = await realUser(s, 'small-phone@example.com');
  const { wTrc20, wUsd } = await ids(s);
  // Both just bound: the withdraw screen shows their cooling-off (payout_cooling_hours, 24 by default).
  await bindCoin(s, u, wTrc20.id);
  await bindBank(s, u, wUsd.id, LONG_ACCOUNT);
});

/** A 360x740 touch phone in `lang`, logged in as `who` unless null; uncaught page errors fail the test. */
async function phone(lang: string, who: Real | null = u): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: W, height: H }, isMobile: true, hasTouch: true });
  const user = who ? (await s.get('/api/user/info', {}, who.auth)).data : null;
  await ctx.addInitScript(
    ([l, token, json]) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', l!);
      if (token && !localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', json!);
      }
    },
    [lang, who?.token ?? '', JSON.stringify(user)],
  );
  const page = await ctx.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  return page;
}

/** How wide the page scrolls: more than the screen means something sticks out sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The element's box lies within the screen's width (and height, with `fullyOnScreen`). */
async function expectOnScreen(page: Page, selector: string, fullyOnScreen = false) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.x, `${selector} left`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${selector} right`).toBeLessThanOrEqual(W + 0.5);
  if (fullyOnScreen) {
    expect(box!.y, `${selector} top`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${selector} bottom`).toBeLessThanOrEqual(H + 0.5);
  }
}

describe.skipIf(!j.run)('forms on a 360 px phone', () => {
  for (const lang of ['en', 'de', 'ar']) {
    it(`withdraw with a saved address and bank account fits the screen in ${lang}, and its "Send to" sheet opens on screen`, async () => {
      const page = await phone(lang);
      for (const tab of [1, 2]) {
        await page.goto(`${s.url}/mine/withdraw${tab === 2 ? '?type=2' : ''}`);
        await page
          .locator('button[name=destination]')
          .getByText(tab === 1 ? TRON_ADDRESS : LONG_ACCOUNT.slice(0, 4))
          .waitFor();
        expect(await scrollWidth(page), `tab ${tab}`).toBeLessThanOrEqual(W);
        for (const sel of [
          'button[name=destination]',
          '[data-testid=method-cooling]',
          '[data-testid=withdraw-fee]',
          '[data-testid=withdraw-receive]',
          '[data-testid=withdraw-balance]',
          'input[name=auth_code]',
          'form .code-btn',
          'form button[type=submit]',
        ]) {
          await expectOnScreen(page, sel);
        }
        // No shrink-to-fit: the text is drawn at its real size (a page wider than the screen is zoomed out on phones).
        expect(await page.evaluate(() => window.visualViewport!.scale)).toBe(1);

        await page.locator('button[name=destination]').click();
        const sheet = page.getByRole('dialog');
        await sheet.getByRole('option').first().waitFor();
        await expectOnScreen(page, '.sheet', true);
        await expectOnScreen(page, '.sheet [role=option]', true);
        await sheet.getByRole('option').first().click();
        await sheet.waitFor({ state: 'detached' });
      }
      await page.context().close();
    }, 60_000);
  }

  it('the payout lists, wallet, bind and deposit screens fit the screen with a long account number', async () => {
    const page = await phone('de');
    for (const path of [
      '/mine/bank-card-list',
      '/mine/coin-address-list',
      '/mine/wallet',
      '/mine/withdraw-way?type=2',
      '/mine/charge',
    ]) {
      await page.goto(`${s.url}${path}`);
      await page.locator('main.page').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await scrollWidth(page), path).toBeLessThanOrEqual(W);
    }
    await page.context().close();
  });

  it('after "Send code" the countdown button keeps /register, /forgot, /mine/password, payout binding and withdraw inside the screen in de', async () => {
    // The user's registration code was sent moments ago: as if the 60 s between codes had passed.
    await ageCodes(s, 'small-phone@example.com', 120_000);
    const visitor = await phone('de', null);
    for (const [path, email] of [
      ['/register', 'new-de@example.com'],
      ['/forgot', 'small-phone@example.com'],
    ] as const) {
      await visitor.goto(`${s.url}${path}`);
      await visitor.locator('input[name=account]').fill(email);
      await visitor.locator('.code-btn').click();
      await visitor.locator('.code-btn[disabled]').getByText(/\d/).waitFor();
      expect(await scrollWidth(visitor), path).toBeLessThanOrEqual(W);
      await expectOnScreen(visitor, '.code-btn');
    }
    await visitor.context().close();

    const page = await phone('de');
    for (const path of ['/mine/password', '/mine/withdraw-way?type=2', '/mine/withdraw?type=2']) {
      await ageCodes(s, 'small-phone@example.com', 3_600_000);
      await page.goto(`${s.url}${path}`);
      await page.locator('.code-btn').click();
      await page.locator('.code-btn[disabled]').getByText(/\d/).waitFor();
      expect(await scrollWidth(page), path).toBeLessThanOrEqual(W);
      await expectOnScreen(page, '.code-btn');
    }
    await page.context().close();
  }, 90_000);

  it('register in picture-code mode keeps the captcha inside the screen', async () => {
    await writeSetting(s.db, 'verify_reg_type', '2');
    try {
      const page = await phone('de', null);
      await page.goto(`${s.url}/register`);
      await page.locator('.captcha img').waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(W);
      await expectOnScreen(page, '.captcha img');
      await page.context().close();
    } finally {
      await writeSetting(s.db, 'verify_reg_type', '1');
    }
  });

  it('deposit names the currency of the amount, shows the USD credited, and asks again before a very large claim', async () => {
    const page = await phone('en');
    await page.goto(`${s.url}/mine/charge`);
    const nets = (await s.get('/api/quickCharge/symbols', {}, u.auth)).data as {
      id: number;
      currency_code: string;
      protocol_code: string;
      usd_price: string;
    }[];
    const btc = nets.find((n) => n.currency_code === 'BTC')!;
    await page.locator('button[name=network]').click();
    await page.getByRole('option', { name: 'BTC', exact: true }).click();
    await expect.poll(() => page.getByTestId('deposit-unit').textContent()).toBe('BTC');
    await page.locator('input[name=number]').fill('1000');
    const usd = formatUsd(formatMicro(creditMicro('1000', btc.usd_price)), 2);
    expect(Number(btc.usd_price) * 1000).toBeGreaterThan(10_000_000);
    await expect.poll(() => page.getByTestId('deposit-credit').textContent()).toBe(`Credited after review: ${usd} USD`);

    // 1000 BTC (tens of millions of USD) is not sent without a second look that names the USD amount; the amount is
    // written as the language writes numbers.
    await page.getByRole('button', { name: 'Submit' }).click();
    const ask = page.getByRole('alertdialog');
    expect(await ask.textContent()).toContain(`You are claiming 1,000 BTC, which credits ${usd} USD after review.`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect((await s.get('/api/quickCharge/quick_ist', { type: 0, page: 1 }, u.auth)).data.total).toBe(0);

    // The bank tab: the unit is the collecting currency.
    await page.getByRole('tab', { name: 'Bank' }).or(page.locator('.tabs button').nth(1)).first().click();
    await expect.poll(() => page.getByTestId('deposit-unit').textContent()).toBe('USD');
    await page.locator('input[name=number]').fill('250.5');
    await expect.poll(() => page.getByTestId('deposit-credit').textContent()).toBe('Credited after review: 250.50 USD');
    await page.context().close();
  });

  it('choosing a language returns to the screen that opened the list', async () => {
    const page = await phone('en');
    await page.goto(`${s.url}/mine`);
    await page.getByRole('link', { name: 'Language' }).last().click();
    await page.waitForURL(`${s.url}/language`);
    await page.locator('[data-lang=de]').click();
    await page.waitForURL(`${s.url}/mine`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.context().close();

    // Opened directly, there is nothing behind it: home.
    const direct = await phone('en');
    await direct.goto(`${s.url}/language`);
    await direct.locator('[data-lang=fr]').click();
    await direct.waitForURL(`${s.url}/`);
    await direct.context().close();
  });

  it('binding a payout method returns to withdraw on its tab, from withdraw and from a direct link', async () => {
    // Its own address at each attempt: a retry after a timeout must not find the first attempt's account.
    const fresh = await realUser(s, `binder-${Date.now()}@example.com`);
    const page = await phone('en', fresh);
    // From withdraw's "nothing bound" dialog on the bank tab: back to the bank tab, the new account chosen.
    await page.goto(`${s.url}/mine/withdraw?type=2`);
    await page.locator('button[name=destination]').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${s.url}/mine/withdraw-way?type=2`);
    const bank = {
      bank_name: 'HSBC',
      bank_address: '1 Queen’s Road Central',
      payee_name: 'Chan Tai Man',
      payee_account: '004-123-456789-001',
    };
    for (const [k, v] of Object.entries(bank)) await page.locator(`input[name=${k}]`).fill(v);
    await typeMailedCode(s, page, fresh.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${s.url}/mine/withdraw?type=2`);
    await page.locator('button[name=destination]').getByText('HSBC 004-123-456789-001').waitFor();
    await page.context().close();

    // A direct link to the bind screen: after saving, the screen that needs it (withdraw, coin tab).
    const direct = await phone('en', fresh);
    await direct.goto(`${s.url}/mine/withdraw-way?type=1`);
    await direct.locator('input[name=dc_address]').fill(TRON_ADDRESS);
    await typeMailedCode(s, direct, fresh.email);
    await direct.getByRole('button', { name: 'Save' }).click();
    await direct.waitForURL(`${s.url}/mine/withdraw`);
    await direct.locator('button[name=destination]').getByText(TRON_ADDRESS).waitFor();
    await direct.context().close();
  });

  it('the demo card names the account once, not "Demo Demo"', async () => {
    const d = await demoUser(s, 'smallph1');
    const page = await phone('en', d);
    await page.goto(`${s.url}/mine`);
    const who = page.locator('.account-card .who');
    await who.getByText('Demo account').waitFor();
    expect(await who.textContent()).not.toMatch(/Demo\s*Demo/);
    await page.context().close();
  });
});
