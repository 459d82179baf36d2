import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import { demoPhone, shotsDir, subscribed } from './demo-trader.js';
import type { TestServer } from '../server/test-server.js';
import { pairId, tick } from '../support/market.js';

/** Trailing stops and partial close on a 360 px phone: a trailing stop set in the form follows the test feed live; a partial close. */

// No simulated ticks: every price is set by the test.
const j = journeySetup({ ticksPerSecond: 0 });
let s: TestServer;
beforeEach(() => {
  s = j.server();
});

const SHOTS = shotsDir('trader-tools');

describe.skipIf(!j.run)('trailing stop and partial close at 360 x 740', () => {
  it('sets a trailing stop in the form, sees the stop move live in the list, then closes part and sees the lots left', async () => {
    const { page, auth } = await demoPhone(j);
    await page.locator('button[data-code="BTCUSD"]').click();
    await page.locator('input[name=lots]').fill('0.05');
    await page.locator('input[name=trailing_on]').check();
    // Before the tap: what the trailing stop does to the stop-loss, and its range (1 pip to trailing_max_pips).
    expect(await page.locator('#trailing_stop-hint').textContent()).toContain('From 0.01 to 100.00.');
    expect(await page.locator('input[name=trailing_stop]').getAttribute('aria-describedby')).toBe('trailing_stop-hint');
    await page.locator('input[name=trailing_stop]').fill('50');
    await page.getByRole('button', { name: 'Buy / Long' }).click();
    await page.getByTestId('order-success').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const held = (await s.get('/v1/api/forex/my_deal', { status: 1 }, auth)).data.data[0];
    expect(held).toMatchObject({ TrailingStop: 50, TargetLossPrice: 94_950, Quantity: '0.05' });

    await page.goto(`${s.url}/order`);
    const row = page.locator(`.order-row[data-order="${held.Id}"]`);
    await row
      .getByTestId('row-sl')
      .getByText(/94,?950\.00/)
      .waitFor();
    await subscribed(s, 'FOREX_TRADE');
    // The sheet, open while the stop moves: it says the trailing stop governs the stop-loss, and its box follows.
    await row.click();
    const slBox = page.locator('input[name=edit_sl]');
    expect(await slBox.inputValue()).toBe('94,950.00');
    expect(await page.locator('#stops-note').textContent()).toContain('Trailing stop 50.00 on: it sets your stop-loss');
    // The feed moves up 1,000: the stop follows to 95,950 and the list and the sheet show it without a reload.
    await tick(s, 'BTCUSD', 96_000);
    await row
      .getByTestId('row-sl')
      .getByText(/95,?950\.00/)
      .waitFor();
    await expect.poll(() => slBox.inputValue()).toBe('95,950.00');
    await page.locator('.sheet').getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('.sheet').waitFor({ state: 'detached' });
    // Down again (not to the stop): it stays.
    await tick(s, 'BTCUSD', 95_990);
    // The list has the figures of that price (0.05 lots x +990), which come with the stop the server holds then.
    await expect.poll(() => row.getByTestId('profit').innerText()).toBe('49.500000');
    expect(await row.getByTestId('row-sl').innerText()).toMatch(/95,?950\.00/);

    // Close 0.02 of the 0.05 lots with the dialog's stepper (default all).
    await row.click();
    await page.locator('.sheet').getByRole('button', { name: 'Close position' }).click();
    const dialog = page.getByTestId('close-dialog');
    expect(await dialog.locator('input[name=close_lots]').inputValue()).toBe('0.05');
    await dialog.getByRole('button', { name: 'Fewer lots' }).click();
    await dialog.getByRole('button', { name: 'Fewer lots' }).click();
    await dialog.getByRole('button', { name: 'Fewer lots' }).click();
    expect(await dialog.locator('input[name=close_lots]').inputValue()).toBe('0.02');
    await dialog.getByText('0.03 lots stay open').waitFor();
    await dialog.getByRole('button', { name: 'Close position' }).click();
    await page.getByText('Order closed').waitFor();
    await row.getByText(/^0\.03 · 1:/).waitFor();
    const after = (await s.get('/v1/api/forex/my_deal', { status: 1 }, auth)).data.data[0];
    expect(after).toMatchObject({ Id: held.Id, Quantity: '0.03', TrailingStop: 50, TargetLossPrice: 95_950 });
    await page.context().close();
  }, 90_000);

  it('screenshots the form and the close dialog in en, de and ar', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, auth } = await demoPhone(j);
    const o = (
      await s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, cont: '0.05', forex_id: pairId(s, 'BTCUSD'), trailing_stop: 50 },
        auth,
      )
    ).data;
    for (const lang of ['en', 'de', 'ar']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${s.url}/`);
      await page.locator('button[data-code="BTCUSD"]').click();
      await page.locator('input[name=trailing_on]').check();
      await page.locator('input[name=trailing_stop]').fill('50');
      await page.locator('input[name=trailing_stop]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `form-${lang}.png`) });
      await page.goto(`${s.url}/order`);
      await page.locator(`.order-row[data-order="${o.Id}"]`).click();
      await page.screenshot({ path: join(SHOTS, `detail-${lang}.png`) });
      await page.locator('.sheet .sheet-actions .btn.primary').click();
      await page.getByTestId('close-dialog').locator('button').first().click();
      await page.screenshot({ path: join(SHOTS, `close-${lang}.png`) });
      // Nothing in the dialog runs past the 360 px screen.
      const overflow = await page.getByTestId('close-dialog').evaluate((el) =>
        [...el.querySelectorAll('*')].some((c) => {
          const r = c.getBoundingClientRect();
          return r.right > 361 || r.left < -1;
        }),
      );
      expect(overflow).toBe(false);
    }
    await page.context().close();
  }, 120_000);
});
