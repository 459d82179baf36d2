import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';
import type { TestServer } from '../server/test-server.js';
import { writeSetting } from '../../server/content/settings-repository.js';

// What a thumb meets on the smallest common phone, in en, de and ar.
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;
const j = journeySetup({ rateLimitPerMinute: 1_000_000 });
let s: TestServer;

beforeAll(async () => {
  if (!j.run) return;
  s = j.server();
  // A trailing distance wide enough that the simulated price never reaches the stop while the test looks.
  await writeSetting(s.db, 'trailing_max_pips', '10000000');
});

/** A 360 x 740 phone in `lang` as a new demo user, on `/`; `auth` is its session for calls beside the page. */
async function demoPhone(lang: string): Promise<{ page: Page; auth: Record<string, string> }> {
  const page = await langPage(j, { ...PHONE, lang, demo: true });
  page.on('pageerror', (err) => {
    throw err;
  });
  await page.goto(`${s.url}/`);
  return { page, auth: { authorization: await page.evaluate(() => localStorage.getItem('token')!) } };
}

/**
 * Opens a BTC/USD buy with a stop-loss, a take-profit and a trailing stop (the tallest holding sheet: one row more
 * than without the trailing stop) and its sheet on /order.
 */
async function openHoldingSheet(page: Page, auth: Record<string, string>): Promise<number> {
  const pairs = (await s.get('/v1/api/forex/trade_list', {})).data as {
    Id: number;
    Code: string;
    ForexQuotations: { Close: number };
  }[];
  const btc = pairs.find((p) => p.Code === 'BTCUSD')!;
  const price = btc.ForexQuotations.Close;
  const r = await s.get(
    '/v1/api/forex/submit',
    {
      forex_id: btc.Id,
      cont: '0.01',
      multiple: 10,
      type: 1,
      status: 1,
      stop_loss_price: Math.round(price * 0.5),
      target_profit_price: Math.round(price * 2),
      trailing_stop: Math.round(price * 0.4),
    },
    auth,
  );
  expect(r.code, r.msg).toBe(1);
  await page.goto(`${s.url}/order?type=1`);
  await page.locator('.order-row').first().click();
  await page.getByRole('dialog').locator('[data-testid=order-detail]').waitFor();
  return price;
}

/** Whether a tap at the top, the middle and the foot of the element, without scrolling, lands on it. */
const tappable = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    return [r.top + 2, r.top + r.height / 2, r.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return y >= 0 && y <= innerHeight && !!hit && el.contains(hit);
    });
  });

describe.skipIf(!j.run)('touch targets and layout at 360 x 740', () => {
  for (const lang of ['en', 'de', 'ar']) {
    it(`the holding sheet's Save stops and Close position are both tappable without scrolling, in ${lang}`, async () => {
      const { page, auth } = await demoPhone(lang);
      await openHoldingSheet(page, auth);
      const sheet = page.getByRole('dialog');
      // The condition of the report: the sheet lists the trailing stop too (8 rows or more).
      await expect.poll(() => sheet.locator('.detail dt').count()).toBeGreaterThanOrEqual(8);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await tappable(page, '[role=dialog] .stops > button'), 'Save stops is covered').toBe(true);
      expect(await tappable(page, '[role=dialog] .sheet-actions > button'), 'Close position is covered').toBe(true);
      await page.context().close();
    });
  }

  it('a toast over an open sheet covers neither its title nor its buttons, and shows above its backdrop', async () => {
    const { page, auth } = await demoPhone('en');
    const price = await openHoldingSheet(page, auth);
    // A stop-loss above a buy's price: the server refuses it, the api client toasts why, and the sheet stays open.
    await page.locator('input[name=edit_sl]').fill(String(Math.round(price * 1.5)));
    await page.locator('[role=dialog] .stops > button').click();
    const toast = page.locator('.toast');
    await toast.waitFor();
    const geometry = await page.evaluate(() => {
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { l: r.left, t: r.top, r: r.right, b: r.bottom };
      };
      const t = document.querySelector('.toast')!;
      const dialog = document.querySelector('[role=dialog]')!;
      const covered = [dialog.querySelector('h2')!, ...dialog.querySelectorAll('button, input')].filter((e) => {
        const a = box(t);
        const b = box(e);
        return a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
      });
      // The toast lets taps through (pointer-events: none); made hittable for a moment, it must be what is on top.
      const layer = document.querySelector<HTMLElement>('.toast-layer')!;
      layer.style.pointerEvents = 'auto';
      const r = t.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      layer.style.pointerEvents = '';
      return {
        covered: covered.map((e) => e.outerHTML.slice(0, 80)),
        onTop: !!top && t.contains(top),
        onScreen: r.top >= 0 && r.bottom <= innerHeight,
      };
    });
    expect(geometry).toEqual({ covered: [], onTop: true, onScreen: true });
    await page.context().close();
  });

  for (const lang of ['en', 'ar']) {
    it(`the home list's names are whole, its mini-charts line up and take their row's change colour, in ${lang}`, async () => {
      const page = await langPage(j, { ...PHONE, lang, demo: false });
      await page.goto(`${s.url}/`);
      await page.locator('.pair-list .pair-row .mini-line').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator('.pair-list .pair-row').count(), { timeout: 20_000 }).toBeGreaterThan(30);
      // Every row in turn on screen (rows off screen are not laid out), measured there.
      const rows = await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const out: {
          code: string;
          name: string;
          cut: boolean;
          lines: number;
          miniX: number;
          stroke: string;
          chg: string;
        }[] = [];
        for (const row of document.querySelectorAll<HTMLElement>('.pair-list .pair-row')) {
          row.scrollIntoView({ block: 'center' });
          await frame();
          const name = row.querySelector<HTMLElement>('.pair-name strong')!;
          const line = row.querySelector('.mini-line');
          out.push({
            code: row.dataset.code!,
            name: name.textContent!,
            cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
            lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
            miniX: Math.round(row.querySelector('.mini')!.getBoundingClientRect().left * 10) / 10,
            stroke: line ? getComputedStyle(line).stroke : '',
            chg: row.querySelector('.chg')?.getAttribute('aria-label') ?? row.querySelector('.chg')?.textContent ?? '',
          });
        }
        return out;
      });
      const colours = await page.evaluate(() => {
        const probe = document.createElement('span');
        document.body.append(probe);
        const of = (v: string) => ((probe.style.color = `var(${v})`), getComputedStyle(probe).color);
        const c = { up: of('--up'), down: of('--down'), muted: of('--muted') };
        probe.remove();
        return c;
      });
      expect(rows.filter((r) => r.cut).map((r) => r.name)).toEqual([]);
      // A name wraps between its words only: a code such as DOGE/USD stays on one line.
      expect(rows.filter((r) => !r.name.includes(' ') && r.lines > 1).map((r) => r.name)).toEqual([]);
      expect(rows.find((r) => r.code === 'BTCUSD')?.name).toBe('BTC/USD');
      expect(rows.find((r) => r.code === 'US30')?.name).toBe('Dow Jones 30');
      expect(new Set(rows.map((r) => r.miniX)).size, JSON.stringify(rows.map((r) => [r.code, r.miniX]))).toBe(1);
      // The line's colour is the change figure's: up, down, or neutral when it shows zero.
      const drawn = rows.filter((r) => r.stroke && r.chg);
      expect(drawn.length).toBeGreaterThan(20);
      for (const r of drawn) {
        // The sign after any direction marks (ar writes \u200e-0.01\u200e%).
        const sign = r.chg.replace(/[\u200e\u200f\u061c]/g, '');
        const want = !/[1-9]/.test(r.chg) ? colours.muted : sign.startsWith('-') ? colours.down : colours.up;
        expect(`${r.code} ${r.chg} ${r.stroke}`).toBe(`${r.code} ${r.chg} ${want}`);
      }
      await page.context().close();
    });
  }
});
