import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';
import { subscribed } from './demo-trader.js';
import { TestClock, utc } from '../server/test-clock.js';

/**
 * A pair's open or closed state is live on every screen that shows it: the home list, /trade's
 * banner and its Buy and Sell, the order list's rows and sheet, which say why they are greyed out and when the market
 * opens again. The server runs
 * the real calendar at a clock the test sets, so it is the same on any day.
 */
const FRIDAY_LAST_MINUTE = utc('2026-12-04 21:59:00');
/** Gold's default sessions (core/rules/market-sessions.ts): Sunday 22:00 to Friday 22:00 UTC. */
const FRIDAY_CLOSE = utc('2026-12-04 22:00:00');
const SUNDAY_OPEN = utc('2026-12-06 22:00:00');
const clock = new TestClock(FRIDAY_LAST_MINUTE);
const j = journeySetup({ marketHours: 'calendar', marketClock: clock.now });

/** A demo user's phone at 360 px on /trade with gold chosen. */
async function goldTrade(lang: string): Promise<Page> {
  const page = await langPage(j, { lang, demo: true, viewport: { width: 360, height: 740 }, isMobile: true });
  await page.addInitScript(() => localStorage.setItem('pair', 'XAUUSD'));
  await page.goto(`${j.server().url}/trade`);
  await page.locator('.trade-title').getByText('XAU/USD').waitFor();
  await subscribed(j.server(), 'MARKET_STATUS');
  return page;
}

const setTradable = async (code: string, tradable: 0 | 1) => {
  const s = j.server();
  await s.db.updateTable('trade_pairs').set({ tradable }).where('code', '=', code).execute();
  await s.market.reloadPairs();
};

describe.skipIf(!j.run)('open and closed, live', () => {
  it('greys Buy and Sell out at the weekend, says when gold opens, and enables them at the open without a reload', async () => {
    clock.set(FRIDAY_LAST_MINUTE);
    const page = await goldTrade('en');
    const buy = page.locator('.buy-sell .btn.buy');
    await expect.poll(() => buy.isEnabled()).toBe(true);
    await expect.poll(() => page.locator('.closed-banner').count()).toBe(0);

    clock.set(FRIDAY_CLOSE);
    // Within the status check's second, with no navigation: the banner, the note beside the buttons, both disabled.
    await expect.poll(() => buy.isDisabled(), { timeout: 5_000 }).toBe(true);
    expect(await page.locator('.buy-sell .btn.sell').isDisabled()).toBe(true);
    const opens = await page.evaluate(
      (ms) =>
        new Intl.DateTimeFormat('en-u-nu-latn', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }).format(ms),
      SUNDAY_OPEN,
    );
    const note = `Market closed · opens ${opens}`;
    // The time comes with its formatter's chunk, fetched only for a closed pair.
    await expect.poll(() => page.locator('.closed-banner').textContent()).toBe(note);
    await expect.poll(() => page.locator('#closed-note').textContent()).toBe(note);
    expect(await buy.getAttribute('aria-describedby')).toBe('closed-note');

    clock.set(SUNDAY_OPEN);
    await expect.poll(() => buy.isEnabled(), { timeout: 5_000 }).toBe(true);
    expect(await page.locator('.closed-banner').count()).toBe(0);
    expect(await page.locator('#closed-note').count()).toBe(0);
    await page.context().close();
  });

  it("follows the operator's switch on /trade and on the home list, and says so in German", async () => {
    clock.set(SUNDAY_OPEN);
    const page = await goldTrade('de');
    const buy = page.locator('.buy-sell .btn.buy');
    await expect.poll(() => buy.isEnabled()).toBe(true);
    await setTradable('XAUUSD', 0);
    await expect.poll(() => buy.isDisabled(), { timeout: 5_000 }).toBe(true);
    // Closed by hand: no reopening time to give.
    expect(await page.locator('.closed-banner').textContent()).toBe('Markt geschlossen');
    await setTradable('XAUUSD', 1);
    await expect.poll(() => buy.isEnabled(), { timeout: 5_000 }).toBe(true);

    // The home list follows too, without a reload: the row gains and loses its "closed" mark.
    await page.locator('nav a[href="/"]').click();
    const gold = page.locator('.pair-row[data-code="XAUUSD"]');
    await gold.waitFor();
    expect(await gold.locator('.closed').count()).toBe(0);
    await setTradable('XAUUSD', 0);
    await expect.poll(() => gold.locator('.closed').count(), { timeout: 5_000 }).toBe(1);
    await setTradable('XAUUSD', 1);
    await expect.poll(() => gold.locator('.closed').count(), { timeout: 5_000 }).toBe(0);
    await page.context().close();
  });

  it('says on a held position and its sheet that the market is shut, disables close and stops until it opens, in ar', async () => {
    clock.set(FRIDAY_LAST_MINUTE);
    const s = j.server();
    s.market.applyTick({ pairId: s.market.pairByCode('XAUUSD')!.id, price: 2_650, volume: 1, timeMs: clock.now() });
    const page = await goldTrade('ar');
    const auth = { authorization: await page.evaluate(() => localStorage.getItem('token')!) };
    const o = await s.get(
      '/v1/api/forex/submit',
      { forex_id: s.market.pairByCode('XAUUSD')!.id, type: 1, status: 1, multiple: 10, cont: '0.01' },
      auth,
    );
    expect(o.code).toBe(1);
    await page.goto(`${s.url}/order?type=1`);
    const row = page.locator(`.order-row[data-order="${o.data.Id}"]`);
    await row.click();
    const sheet = page.locator('.sheet');
    const close = sheet.locator('.sheet-actions button');
    const save = sheet.locator('.stops button');
    await expect.poll(() => close.isEnabled()).toBe(true);
    expect(await row.locator('.closed').count()).toBe(0);

    clock.set(FRIDAY_CLOSE);
    // Before any tap: both greyed out, tied to the note that says why and when gold opens (in the phone's time).
    await expect.poll(() => close.isDisabled(), { timeout: 5_000 }).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    expect(await close.getAttribute('aria-describedby')).toBe('sheet-closed');
    const note = await page.locator('#sheet-closed').textContent();
    expect(note).toContain('السوق مغلق');
    expect(note).toMatch(/\d/);
    expect(await row.locator('.closed').textContent()).toBe('السوق مغلق');

    clock.set(SUNDAY_OPEN);
    await expect.poll(() => close.isEnabled(), { timeout: 5_000 }).toBe(true);
    expect(await save.isEnabled()).toBe(true);
    expect(await page.locator('#sheet-closed').count()).toBe(0);
    expect(await row.locator('.closed').count()).toBe(0);
    await page.context().close();
  });
});
