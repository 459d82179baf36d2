import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { journeySetup } from './browser.js';
import { shotsDir } from './demo-trader.js';
import type { TestServer } from '../server/test-server.js';
import { pairId, tick } from '../server/trading/trading-helpers.js';
import { AlertDirection, AlertMode } from '../../core/codes.js';

/**
 * The same account open on two phones, A and B, both on /order. Each change made on one shows on the other
 * within a few seconds (the push takes well under one): the lists, the totals, an open sheet (its figures and stop
 * boxes; closed or cancelled elsewhere, it says so and offers nothing), /trade's Available and the alerts list.
 */

// No simulated ticks: prices move only when a test says, so the figures checked are exact.
const j = journeySetup({ ticksPerSecond: 0 });
let s: TestServer;
/** The phones a test opened: closed after it, passed or not, so the next one counts only its own sockets. */
const contexts: BrowserContext[] = [];
beforeEach(() => {
  s = j.server();
});
afterEach(async () => {
  for (const ctx of contexts.splice(0)) await ctx.close();
});

/** Long enough for a slow shared machine; today's app never shows these changes (60 s and more). */
const SOON = { timeout: 5000 };

interface Phone {
  page: Page;
  auth: Record<string, string>;
}

/** A 360 x 740 phone in `lang`, signed in to the demo account of `demoId` with a session of its own. */
async function phoneOf(demoId: string, lang = 'en'): Promise<Phone> {
  const session = (await s.post('/api/user/loginForU', { demo_id: demoId })).data;
  const ctx = await j.browser().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  contexts.push(ctx);
  await ctx.addInitScript(
    ([l, token, user]) => {
      // about:blank (onOrders parks the page there) has no storage.
      if (!location.protocol.startsWith('http') || localStorage.getItem('token')) return;
      localStorage.setItem('lang', l!);
      localStorage.setItem('token', token!);
      localStorage.setItem('user', user!);
    },
    [lang, session.token as string, JSON.stringify(session.user)],
  );
  const page = await ctx.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  return { page, auth: { authorization: session.token } };
}

/** Two phones on one new demo account (100,000 USD), BTC at 95,000. */
async function twoPhones(lang = 'en'): Promise<[Phone, Phone]> {
  await tick(s, 'BTCUSD', 95_000);
  const demoId = crypto.randomUUID();
  return [await phoneOf(demoId, lang), await phoneOf(demoId, lang)];
}

/** Waits (up to 10 s) until exactly `n` sockets hold ACCOUNT. */
async function accountSockets(n: number): Promise<void> {
  for (let i = 0; i < 100 && s.hub.subscribers('ACCOUNT') !== n; i++) await new Promise((r) => setTimeout(r, 100));
  expect(s.hub.subscribers('ACCOUNT')).toBe(n);
}

/**
 * Both phones on /order's `tab`, following the account: the pages' earlier sockets are gone first, so the count of
 * sockets holding ACCOUNT is these pages' (a change made before they hold it would reach nobody).
 */
async function onOrders(phones: Phone[], tab = 1): Promise<void> {
  for (const p of phones) await p.page.goto('about:blank');
  await accountSockets(0);
  for (const p of phones) await p.page.goto(`${s.url}/order?type=${tab}`);
  await accountSockets(phones.length);
}

const submit = (p: Phone, q: Record<string, string | number>) =>
  s
    .get(
      '/v1/api/forex/submit',
      { type: 1, status: 1, multiple: 10, cont: '0.05', forex_id: pairId(s, 'BTCUSD'), ...q },
      p.auth,
    )
    .then((r) => {
      expect(r.code).toBe(1);
      return r.data as { Id: number };
    });

/**
 * Buys 0.05 BTC at leverage 1:10 with `p`'s order form on /trade, at market or (`target`) pending; the new order's id.
 * The page then comes back to /order's `tab`.
 */
async function buyOnTrade(p: Phone, tab: number, target?: number): Promise<number> {
  await p.page.goto(`${s.url}/trade?code=BTCUSD`);
  await p.page.locator('button[name=leverage]').click();
  await p.page.getByRole('button', { name: '1:10' }).click();
  if (target) {
    await p.page.getByRole('radio', { name: 'Pending' }).click();
    await p.page.locator('input[name=target_price]').fill(String(target));
  }
  await p.page.locator('input[name=lots]').fill('0.05');
  const answer = p.page.waitForResponse((r) => r.url().includes('/v1/api/forex/submit'));
  await p.page.getByRole('button', { name: 'Buy / Long' }).click();
  const placed = (await (await answer).json()) as { code: number; data: { Id: number } };
  expect(placed.code).toBe(1);
  await p.page.getByTestId('order-success').getByRole('button', { name: 'OK' }).click();
  await p.page.goto(`${s.url}/order?type=${tab}`);
  return placed.data.Id;
}

const row = (p: Phone, id: number) => p.page.locator(`.order-row[data-order="${id}"]`);
const sheet = (p: Phone) => p.page.locator('.sheet');
/** The sheet's figures as one line of text. */
const figures = async (p: Phone) => (await p.page.getByTestId('order-detail').innerText()).replace(/\s+/g, ' ');

/** Opens order `id`'s sheet on `p` (its row must be shown). */
async function openSheet(p: Phone, id: number): Promise<void> {
  await row(p, id).click();
  await p.page.locator(`[data-testid="order-detail"][data-order="${id}"]`).waitFor();
}

/** `from` makes every kind of change through its screens while `to` watches on /order, with the sheet open. */
async function changesReach(from: Phone, to: Phone): Promise<void> {
  await onOrders([from, to]);
  // Opened with `from`'s order form: the other phone lists it at once, with the totals (0.05 x 95,000 / 10 = 475).
  const o = { Id: await buyOnTrade(from, 1) };
  await row(to, o.Id).waitFor(SOON);
  await to.page.getByTestId('account').getByText('475.00').waitFor(SOON);
  await openSheet(to, o.Id);
  expect(await figures(to)).toContain('Lots 0.05');

  // Partial close on `from`: 0.03 of 0.05. The other's row, open sheet and totals say 0.02 (margin 190).
  await row(from, o.Id).waitFor();
  await openSheet(from, o.Id);
  await sheet(from).getByRole('button', { name: 'Close position' }).click();
  await from.page.locator('input[name="close_lots"]').fill('0.03');
  await from.page.getByTestId('close-dialog').getByRole('button', { name: 'Close position' }).click();
  await from.page.getByTestId('order-detail').waitFor({ state: 'detached' });
  await row(to, o.Id).getByText('0.02 · 1:10').waitFor(SOON);
  await to.page.getByTestId('order-detail').getByText('0.02', { exact: true }).waitFor(SOON);
  await to.page.getByTestId('account').getByText('190.00').waitFor(SOON);

  // Stops edited on `from`: the other's open sheet shows them (and would save them, not the old ones).
  await openSheet(from, o.Id);
  await from.page.locator('input[name="edit_sl"]').fill('90000');
  await from.page.locator('input[name="edit_tp"]').fill('99000');
  await sheet(from).getByRole('button', { name: 'Save stops' }).click();
  await from.page.getByTestId('order-detail').waitFor({ state: 'detached' });
  // In the trader's language at the pair's precision (BTC: 2 places).
  await expect.poll(() => to.page.locator('input[name="edit_sl"]').inputValue(), SOON).toBe('90,000.00');
  expect(await to.page.locator('input[name="edit_tp"]').inputValue()).toBe('99,000.00');
  await row(to, o.Id).getByTestId('row-sl').getByText('90,000.00').waitFor(SOON);

  // Closed on `from`: the other's row goes, its sheet says so and no longer offers to close it.
  await openSheet(from, o.Id);
  await sheet(from).getByRole('button', { name: 'Close position' }).click();
  await from.page.getByTestId('close-dialog').getByRole('button', { name: 'Close position' }).click();
  await row(to, o.Id).waitFor({ state: 'detached', ...SOON });
  await to.page.getByTestId('order-gone').getByText('This position was closed on another device.').waitFor(SOON);
  expect(await sheet(to).getByRole('button', { name: 'Close position' }).count()).toBe(0);
  expect(await sheet(to).getByRole('button', { name: 'Save stops' }).count()).toBe(0);
  expect(await figures(to)).toContain('Closed by You');
  await to.page.getByTestId('account').waitFor({ state: 'detached', ...SOON });

  // A pending order placed on `from` shows on the other's pending tab; cancelled on `from`, it goes, and an open
  // sheet of it says so.
  await onOrders([from, to], 0);
  const pend = { Id: await buyOnTrade(from, 0, 90_000) };
  await row(to, pend.Id).waitFor(SOON);
  await openSheet(to, pend.Id);
  await row(from, pend.Id).waitFor();
  await openSheet(from, pend.Id);
  await sheet(from).getByRole('button', { name: 'Cancel order' }).click();
  await from.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await row(to, pend.Id).waitFor({ state: 'detached', ...SOON });
  await to.page.getByText('This pending order was cancelled on another device.').waitFor(SOON);
  expect(await sheet(to).getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
}

describe.skipIf(!j.run)('one account on two phones', () => {
  it('shows every change made on A on B, and every change made on B on A: lists, totals and the open sheet', async () => {
    const [a, b] = await twoPhones();
    await changesReach(a, b);
    await changesReach(b, a);
  }, 120_000);

  it("follows the other phone's trade in /trade's Available and its alerts in the alerts list", async () => {
    const [a, b] = await twoPhones();
    await b.page.goto(`${s.url}/trade`);
    const available = b.page.getByTestId('available');
    await available.getByText('100,000.00').waitFor();
    // The app shell holds ACCOUNT for the session a moment after it starts.
    await accountSockets(1);
    // 0.05 lots at 95,000 with leverage 10: 475 of margin and its fee leave the balance.
    await submit(a, {});
    await expect.poll(async () => (await available.innerText()).trim(), SOON).toMatch(/^99,5\d\d\.\d\d$/);

    await b.page.goto(`${s.url}/mine/alerts`);
    await b.page.getByTestId('alert-list').waitFor({ state: 'attached' });
    await b.page.getByText('No price alerts yet.').waitFor();
    const add = await s.get(
      '/v1/api/forex/alert/add',
      { forex_id: pairId(s, 'BTCUSD'), price: 97_000, direction: AlertDirection.Above, mode: AlertMode.Once },
      a.auth,
    );
    expect(add.code).toBe(1);
    await b.page.locator(`[data-alert="${add.data.Id}"]`).waitFor(SOON);
    expect((await s.get('/v1/api/forex/alert/delete', { id: add.data.Id }, a.auth)).code).toBe(1);
    await b.page.locator(`[data-alert="${add.data.Id}"]`).waitFor({ state: 'detached', ...SOON });
  }, 60_000);

  // What a person reads: B's sheet after A partly closed the order, then after A closed it, in a left-to-right
  // language with long words and in a right-to-left one (screenshots with SCREENS_DIR, or into screens/two-phones).
  for (const lang of ['en', 'de', 'ar']) {
    it(`says in ${lang} that an open sheet's position was closed on the other phone`, async () => {
      const [a, b] = await twoPhones(lang);
      await onOrders([a, b]);
      const o = await submit(a, {});
      await row(b, o.Id).waitFor(SOON);
      await openSheet(b, o.Id);
      const dir = shotsDir('two-phones');
      mkdirSync(dir, { recursive: true });
      expect((await s.get('/v1/api/forex/close', { id: o.Id, close_lots: '0.03' }, a.auth)).code).toBe(1);
      // The lots as the language writes them.
      const left = { en: '0.02', de: '0,02', ar: '0.02' }[lang]!;
      await b.page.getByTestId('order-detail').getByText(left, { exact: true }).waitFor(SOON);
      await b.page.screenshot({ path: join(dir, `${lang}-partly-closed.png`) });
      expect((await s.get('/v1/api/forex/close', { id: o.Id }, a.auth)).code).toBe(1);
      const said = {
        en: 'This position was closed on another device.',
        de: 'Diese Position wurde auf einem anderen Gerät geschlossen.',
        ar: 'أُغلقت هذه الصفقة على جهاز آخر.',
      }[lang]!;
      await b.page.getByTestId('order-gone').getByText(said).waitFor(SOON);
      await b.page.screenshot({ path: join(dir, `${lang}-closed.png`) });
      await a.page.context().close();
      await b.page.context().close();
    }, 60_000);
  }
});
