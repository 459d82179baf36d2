import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_DIR, journeySetup } from './browser.js';
import { registerUser, type TestServer } from '../server/test-server.js';
import { quoteInk, rowPrice } from './home-list.js';
import { loadConfig } from '../../server/config.js';
import { paintedText } from './painted.js';

/**
 * The trader's main journeys on both builds of the same source: the Preact build that ships
 * (react aliased to preact/compat) and real React 19 with @preact/signals-react (`npm run build:react`,
 * what `UI=react npm start` serves). `npm test` builds both when stale. The rest of the e2e suite runs on Preact.
 */
const BUILDS = [
  { ui: 'preact', appDir: APP_DIR },
  { ui: 'react', appDir: loadConfig({ UI: 'react' }).appDir },
] as const;

/** A figure as the English app shows it (grouped: 95,000.00) read back as a number. */
const amount = (text: string | null) => Number((text ?? '').replaceAll(',', ''));

/** Polls a text until it differs from its first reading; true when it did within `withinMs`. */
async function changes(read: () => Promise<string | null>, withinMs: number): Promise<boolean> {
  const before = await read();
  for (const end = Date.now() + withinMs; Date.now() < end;) {
    await new Promise((r) => setTimeout(r, 200));
    if ((await read()) !== before) return true;
  }
  return false;
}

/** Which framework rendered the app: React marks its root container, Preact its own vnode tree. */
const framework = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('app')!;
    return Object.keys(root).some((k) => k.startsWith('__reactContainer')) ? 'react' : 'preact';
  });

/** Errors the page logs or throws: on either framework, a journey that logs one fails. */
function errorLog(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message.slice(0, 300)}`));
  return errors;
}

describe.each(BUILDS)('the $ui build in Chromium', ({ ui, appDir }) => {
  const j = journeySetup({ appDir });
  let s: TestServer;
  beforeEach(() => {
    s = j.server();
  });

  /** A phone on this build, in English, with its error log. */
  async function phone(): Promise<{ page: Page; errors: string[] }> {
    const page = await j.phone({ english: true });
    return { page, errors: errorLog(page) };
  }

  async function demoLogin(page: Page) {
    await page.goto(`${s.url}/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(`${s.url}/`);
  }

  it.skipIf(!j.run)('home: the pair list streams live prices', async () => {
    const { page, errors } = await phone();
    await page.goto(`${s.url}/`);
    const price = page.locator('button[data-code="BTCUSD"] [data-testid=price]');
    await price.waitFor({ state: 'attached' });
    expect(await framework(page)).toBe(ui);
    // Rows past the first screen come one per idle moment (PairList); only rows on screen get quotes.
    await expect
      .poll(() => page.locator('.pair-list .pair-row').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(30);
    await price.scrollIntoViewIfNeeded();
    expect(await changes(() => rowPrice(page, 'BTCUSD'), 5000)).toBe(true);
    expect(await page.locator('button[data-code="BTCUSD"] .chg').getAttribute('class')).toMatch(/^chg (up|down)$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.skipIf(!j.run)(
    'trade: draws the chart, buys, and the orders list shows the position with a live P/L',
    async () => {
      const { page, errors } = await phone();
      await demoLogin(page);
      await page.locator('button[data-code="BTCUSD"]').click();
      await page.waitForURL(`${s.url}/trade`);
      await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
      const drawn = await page.evaluate(() => {
        const c = document.querySelector('.chart canvas') as HTMLCanvasElement;
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
        return n;
      });
      expect(drawn).toBeGreaterThan(500);
      // The form reads the live price: margin is 0.01 lots x price / leverage before any order.
      await page.locator('button[name=leverage]').click();
      await page.getByRole('button', { name: '1:10' }).click();
      // The figures' labels follow each render (the socket worker draws them): read until the new leverage shows.
      await expect
        .poll(async () => {
          const price = amount(await paintedText(page.locator('.trade-head [data-testid=price]')));
          return Math.abs(amount(await paintedText(page.getByTestId('margin'))) - (0.01 * price) / 10) / price;
        })
        .toBeLessThan(0.0002);
      await page.getByRole('button', { name: 'Buy / Long' }).click();
      await page
        .getByTestId('order-success')
        .getByText(/Filled at \d+/)
        .waitFor();
      await page.getByRole('button', { name: 'OK' }).click();

      await page.getByRole('link', { name: 'Orders' }).click();
      await page.waitForURL(`${s.url}/order`);
      const profit = page.locator('.order-row').first().getByTestId('profit');
      await profit.waitFor();
      expect(await changes(() => profit.textContent(), 10_000)).toBe(true);
      expect(await profit.getAttribute('class')).toMatch(/^profit (up|down)$/);
      expect(await changes(() => page.getByTestId('floating').textContent(), 10_000)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    60_000,
  );

  it.skipIf(!j.run)(
    'deposit: a real user fills the coin form with a proof photo and sees the claim listed',
    async () => {
      const r = await registerUser(s, `deposit-${ui}@example.com`);
      const { page, errors } = await phone();
      await page.addInitScript(
        ([token, user]) => {
          if (!localStorage.getItem('token')) {
            localStorage.setItem('token', token!);
            localStorage.setItem('user', user!);
          }
        },
        [r.token, JSON.stringify(r.user)],
      );
      await page.goto(`${s.url}/mine/charge`);
      await page.locator('.qr svg').waitFor();
      await page.locator('input[name=number]').fill('250');
      await expect.poll(() => page.getByTestId('deposit-credit').textContent()).toMatch(/250\.00/);
      const png = await page.evaluate(async () => {
        const c = document.createElement('canvas');
        c.width = 400;
        c.height = 300;
        c.getContext('2d')!.fillRect(0, 0, 200, 150);
        const blob = await new Promise<Blob>((res) => c.toBlob((b) => res(b!), 'image/png'));
        return Array.from(new Uint8Array(await blob.arrayBuffer()));
      });
      await page
        .locator('input[name=proof]')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(png) });
      await page.locator('.image-picker[data-phase=done] img').waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByTestId('deposit-history').locator('.record').first().getByText('Unchecked').waitFor();
      expect(await page.locator('input[name=number]').inputValue()).toBe('');
      const listed = (await s.get('/api/quickCharge/quick_ist', { type: 0, page: 1 }, { authorization: r.token })).data
        .data;
      expect(listed.map((d: { number: string }) => Number(d.number))).toEqual([250]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    60_000,
  );

  it.skipIf(!j.run)(
    'language: switching to Arabic in the app turns every screen right-to-left and translates it, without a reload',
    async () => {
      // A market the operator closed: its row says so, in a memoised row that only calls t() (it must follow too).
      await s.db.updateTable('trade_pairs').set({ tradable: 0 }).where('code', '=', 'EURUSD').execute();
      await s.market.reloadPairs();
      const { page, errors } = await phone();
      await page.goto(`${s.url}/`);
      const closed = page.locator('button[data-code="EURUSD"] .closed');
      await closed.waitFor();
      const english = await page.locator('.tabbar').innerText();
      // The quotes the worker draws sit flush right in English (within a few pixels of the canvas's edge)...
      await expect
        .poll(async () => {
          const ink = await quoteInk(page, 'GBPUSD');
          return ink.last >= ink.width - 8 && ink.first > 8;
        })
        .toBe(true);
      // /trade is kept alive once visited: it must follow the switch too, texts loaded after it included.
      await page.locator('button[data-code="BTCUSD"]').click();
      await page.locator('.buy-sell .btn.buy').waitFor();
      await page.locator('.tabbar a[href="/"]').click();
      await page.locator('.lang-btn').click();
      await page.click('button[data-lang="ar"]');
      // The list goes back by itself: the same document (home was kept alive), now in Arabic.
      await page.waitForURL(`${s.url}/`);
      await page.waitForFunction(
        () => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar',
      );
      // ...and flush left in Arabic, the row's end there.
      await expect
        .poll(async () => {
          const ink = await quoteInk(page, 'GBPUSD');
          return ink.first <= 8 && ink.last < ink.width - 8;
        })
        .toBe(true);
      const arabic = /^[^A-Za-z]*[\u0600-\u06FF][^A-Za-z]*$/;
      await expect.poll(() => page.locator('.tabbar').innerText()).toMatch(arabic);
      expect(await page.locator('.tabbar').innerText()).not.toBe(english);
      expect(await page.locator('.list-head').innerText()).toMatch(arabic);
      expect(await closed.innerText()).toMatch(arabic);
      // Only rows on screen get quotes.
      await page.locator('button[data-code="BTCUSD"]').scrollIntoViewIfNeeded();
      expect(await changes(() => rowPrice(page, 'BTCUSD'), 5000)).toBe(true);
      await page.locator('.tabbar a[href="/trade"]').click();
      await expect.poll(() => page.locator('.buy-sell').innerText()).toMatch(/[\u0600-\u06FF]/);
      expect(await page.locator('.buy-sell .btn.buy').innerText()).not.toMatch(/Buy/);
      await page.locator('.tabbar a[href="/"]').click();
      // Another screen, reached in the app: its texts are Arabic and its bar mirrors (back button on the right).
      await page.locator('.home-head a[href="/news"]').click();
      await page.waitForURL(`${s.url}/news`);
      await page.locator('.navbar .back').waitFor();
      const back = (await page.locator('.navbar .back').boundingBox())!;
      const title = (await page.locator('.navbar h1').boundingBox())!;
      expect(back.x).toBeGreaterThan(title.x + title.width / 2);
      expect(await page.locator('.navbar h1').innerText()).toMatch(arabic);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});
