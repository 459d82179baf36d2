import { beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import type { TestServer } from '../server/test-server.js';
import { OPERATOR } from '../support/operators.js';
import { realUser } from '../support/users.js';
import { proof } from '../support/funds.js';
import { formatUsd } from '../../src/i18n/money-format.js';
import { requestsSeen } from './requests-seen.js';

const j = journeySetup(OPERATOR);
let s: TestServer;
beforeEach(() => {
  s = j.server();
});

describe.skipIf(!j.run)('the operator back office in Chromium', () => {
  it('an operator approves a deposit in /admin and the trader sees the balance change on their open page', async () => {
    // The trader: a real account with a submitted coin deposit, its "Me" page open.
    const trader = await realUser(s, 'desk-trader@example.com');
    const net = (await s.get('/api/quickCharge/symbols', {}, trader.auth)).data[0];
    const sent = await s.post(
      '/api/quickCharge/submit',
      { number: '250', proofImg: await proof(s, trader), address: net.address, charge_id: net.id },
      trader.auth,
    );
    expect(sent.code).toBe(1);
    const user = (await s.get('/api/user/info', {}, trader.auth)).data;
    const phone = await j.phone({ english: true });
    await phone.addInitScript(
      ([token, u]) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token!);
          localStorage.setItem('user', u!);
        }
      },
      [trader.token, JSON.stringify(user)],
    );
    await phone.goto(`${s.url}/mine`);
    await expect.poll(() => phone.getByTestId('balance').textContent()).toBe('0.00');

    // The operator: own login at /admin (a separate page and bundle), the deposit queue, approve.
    const desk = await (
      await phone
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await desk.addInitScript(() => {
      localStorage.setItem('lang', 'en');
    });
    const scripts: string[] = [];
    desk.on('request', (r) => {
      if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
    });
    await desk.goto(`${s.url}/admin`);
    await desk.locator('input[name=email]').fill(OPERATOR.adminEmail);
    await desk.locator('input[name=password]').fill(OPERATOR.adminPassword);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    const row = desk.getByTestId('deposits').locator('tr[data-deposit]').first();
    await row.getByText('250').first().waitFor();
    // The thumbnail is the server's bounded preview; it opens the original.
    const thumb = row.locator('img.thumb');
    expect(await thumb.getAttribute('src')).toMatch(/^\/uploads\/preview\/[0-9a-f]{32}\.png\?exp=\d+&sig=/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
    expect(await row.locator('a:has(img.thumb)').getAttribute('href')).toMatch(
      /^\/uploads\/[0-9a-f]{32}\.png\?exp=\d+&sig=/,
    );
    // Approving asks first, naming the deposit, the USD it credits and the remark; cancelling changes nothing.
    await row.locator('input[name=remark]').fill('seen on chain');
    await row.getByRole('button', { name: 'Approve' }).click();
    const ask = desk.getByRole('alertdialog');
    expect(await ask.textContent()).toMatch(
      new RegExp(
        `Approve: Deposit #\\d+: 250 USDT = ${formatUsd(String(250 * Number(net.usd_price)), 2).replace(/[.]/g, '\\.')} USD\\? Note: “seen on chain”`,
      ),
    );
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await desk.getByTestId('deposits').locator('tr[data-deposit]').count()).toBe(1);
    await row.getByRole('button', { name: 'Approve' }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => desk.getByTestId('deposits').locator('tr[data-deposit]').count()).toBe(0);
    // The remark is stored with the review and shown in the queue of finished deposits.
    await desk.getByTestId('deposits').locator('xpath=..').locator('select').selectOption('1');
    await desk.getByTestId('deposits').locator('tr[data-deposit]').first().getByText('seen on chain').waitFor();

    // Live on the trader's open page: no reload.
    const credited = (await s.get('/api/user/info', {}, trader.auth)).data.balance as string;
    expect(Number(credited)).toBeGreaterThan(0);
    await expect
      .poll(() => phone.getByTestId('balance').textContent(), { timeout: 10_000 })
      .toBe(formatUsd(credited, 2));

    // The audit log names the approval.
    await desk.getByRole('link', { name: 'Audit log' }).click();
    await desk.getByTestId('audit').locator('tr[data-audit]').first().waitFor();
    expect(await desk.getByTestId('audit').textContent()).toMatch(/deposit/i);

    // The trader's app never loaded the back office's code, and the desk is its own bundle.
    const phoneScripts = await phone.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    const adminEntry = scripts.find((u) => /\/admin-[^/]*\.js$/.test(u));
    expect(adminEntry).toBeTruthy();
    expect(phoneScripts.some((u) => /\/admin-[^/]*\.js$/.test(u))).toBe(false);
    await desk.context().close();
    await phone.context().close();
  }, 90_000);

  it('an admin writes and publishes an article in the editor, and closes a market from the pairs table', async () => {
    const ctx = await (await j.phone({ english: true })).context();
    const desk = await ctx
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 } })
      .then((c) => c.newPage());
    await desk.addInitScript(() => {
      localStorage.setItem('lang', 'en');
    });
    await desk.goto(`${s.url}/admin`);
    await desk.locator('input[name=email]').fill(OPERATOR.adminEmail);
    await desk.locator('input[name=password]').fill(OPERATOR.adminPassword);
    await desk.getByRole('button', { name: 'Sign in' }).click();

    await desk.getByRole('link', { name: 'News' }).click();
    await desk.getByRole('button', { name: 'Add' }).click();
    const editor = desk.getByTestId('news-editor');
    await editor.locator('input[name=title]').fill('Desk notice: longer hours for gold');
    await editor.locator('input[name=desc]').fill('Gold now trades on weekdays around the clock.');
    await editor.getByRole('textbox', { name: 'Article' }).click();
    await desk.keyboard.type('Gold trades longer from Monday.');
    await desk.keyboard.press('Shift+Home');
    await editor.getByRole('button', { name: 'B', exact: true }).click();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    const row = desk.getByTestId('news-admin').locator('tr', { hasText: 'Desk notice: longer hours for gold' });
    await row.waitFor();
    if (await row.getByRole('button', { name: 'Publish', exact: true }).count())
      await row.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(async () =>
        (await s.get('/api/news/list', { category_id: 1, page: 1 })).data.data.some(
          (n: { title: string }) => n.title === 'Desk notice: longer hours for gold',
        ),
      )
      .toBe(true);
    const listed = (await s.get('/api/news/list', { category_id: 1, page: 1 })).data.data.find(
      (n: { title: string }) => n.title === 'Desk notice: longer hours for gold',
    );
    expect((await s.get('/api/news/info', { id: listed.id })).data.content).toMatch(
      /<strong>Gold trades longer from Monday\.<\/strong>|<b>/,
    );

    // Close BTCUSD from the pairs table: traders see the market closed at once.
    await desk.getByRole('link', { name: 'Trade pairs' }).click();
    const btc = (await s.get('/v1/api/forex/trade_list', { searchCurrency: 'BTCUSD' })).data[0];
    await desk
      .getByTestId('catalogue-pairs')
      .locator(`tr[data-row="${btc.Id}"]`)
      .getByRole('button', { name: 'Edit' })
      .click();
    await desk.locator('select[name=tradable]').selectOption('0');
    await desk.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await s.get('/v1/api/forex/trade_list', { searchCurrency: 'BTCUSD' })).data[0].MarketStatus)
      .toBe(0);
    await desk
      .getByTestId('catalogue-pairs')
      .locator(`tr[data-row="${btc.Id}"]`)
      .getByRole('button', { name: 'Edit' })
      .click();
    await desk.locator('select[name=tradable]').selectOption('1');
    await desk.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await s.get('/v1/api/forex/trade_list', { searchCurrency: 'BTCUSD' })).data[0].MarketStatus)
      .toBe(1);
    await desk.context().close();
    await ctx.close();
  }, 90_000);

  it('is usable on a tablet: the navigation wraps above the work area and the page does not scroll sideways', async () => {
    const ctx = await (await j.phone({ english: true })).context();
    const desk = await ctx
      .browser()!
      .newContext({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true })
      .then((c) => c.newPage());
    await desk.addInitScript(() => {
      localStorage.setItem('lang', 'en');
    });
    await desk.goto(`${s.url}/admin`);
    await desk.locator('input[name=email]').fill(OPERATOR.adminEmail);
    await desk.locator('input[name=password]').fill(OPERATOR.adminPassword);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByTestId('deposits').waitFor();
    for (const name of ['Deposits', 'Withdrawals', 'Verifications', 'Users', 'Audit log']) {
      expect(await desk.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    const nav = (await desk.locator('nav.side').boundingBox())!;
    const work = (await desk.locator('main.work').boundingBox())!;
    expect(work.y).toBeGreaterThanOrEqual(nav.y + nav.height - 1);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await desk.getByRole('link', { name: 'Users', exact: true }).tap();
    await desk.getByTestId('users').waitFor();
    await desk.context().close();
    await ctx.close();
  }, 30_000);

  it('loads, signs in and shows every page of the desk with no uncaught error and no console error', async () => {
    const ctx = await (await j.phone({ english: true })).context();
    const desk = await ctx
      .browser()!
      .newContext({ viewport: { width: 1280, height: 800 } })
      .then((c) => c.newPage());
    const errors: string[] = [];
    desk.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    desk.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    const appCalls: string[] = [];
    desk.on('request', (r) => {
      if (/\/api\/company\/getCompanyStatus|\/sw\.js/.test(r.url())) appCalls.push(r.url());
    });
    await desk.addInitScript(() => {
      localStorage.setItem('lang', 'en');
    });
    await desk.goto(`${s.url}/admin`);
    await desk.locator('input[name=email]').fill(OPERATOR.adminEmail);
    await desk.locator('input[name=password]').fill(OPERATOR.adminPassword);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByTestId('deposits').waitFor();
    const pages = await desk.locator('nav.side a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    for (const href of pages) {
      await desk.locator(`nav.side a[href="${href}"]`).click();
      await expect.poll(() => desk.evaluate(() => location.pathname)).toBe(href);
      await desk.locator('main.work h1, main.work h2, main.work table, main.work form').first().waitFor();
    }
    // A reload of a deep page boots the desk alone, not the trader app (its boot once rendered into a missing root).
    await desk.reload();
    await desk.locator('nav.side').waitFor();
    // The desk is up: what the boot threw or fetched has been reported by now.
    await desk.locator('main.work h1, main.work h2, main.work table, main.work form').first().waitFor();
    await requestsSeen(desk);
    expect(errors).toEqual([]);
    expect(appCalls).toEqual([]);
    await desk.context().close();
    await ctx.close();
  }, 60_000);

  it("refuses a trader's token on the back office and sends the desk back to its login", async () => {
    const trader = await realUser(s, 'not-an-operator@example.com');
    expect((await s.get('/admin/api/deposits', {}, trader.auth)).code).toBe(999);
    const ctx = await (await j.phone({ english: true })).context();
    const desk = await ctx.newPage();
    await desk.addInitScript((tok) => {
      localStorage.setItem('admin_token', tok);
    }, trader.token);
    await desk.goto(`${s.url}/admin/deposits`);
    await desk.getByRole('button', { name: 'Sign in' }).waitFor();
    await ctx.close();
  }, 30_000);
});
