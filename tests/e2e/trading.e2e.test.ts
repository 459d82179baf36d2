import { beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import type { TestServer } from '../server/test-server.js';
import { toMicro } from '../../core/rules/money.js';
import { tick } from '../support/market.js';
import type { WebSocketRoute } from 'playwright-core';
import { paintedText } from './painted.js';

const j = journeySetup();
/** A figure as the English app shows it (grouped: 95,000.00) read back as a number. */
const amount = (text: string | null) => Number((text ?? '').replaceAll(',', ''));
let s: TestServer;
beforeEach(() => {
  s = j.server();
});

describe.skipIf(!j.run)('trading in Chromium', () => {
  it('a demo user buys BTC, watches profit and risk move, edits the stop-loss, closes, and the balance moves by exactly fee and profit', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(`${s.url}/`);
    const token = await page.evaluate(() => localStorage.getItem('token')!);
    const auth = { authorization: token };
    const start = toMicro((await s.get('/api/user/info', {}, auth)).data.balance);

    await page.locator('button[data-code="BTCUSD"]').click();
    await page.waitForURL(`${s.url}/trade`);
    await page.locator('button[name=leverage]').click();
    await page.getByRole('button', { name: '1:10' }).click();
    // The form shows margin and fee before the order: 0.01 x price / 10, and 0.2 % of that.
    const head = page.locator('.trade-head [data-testid=price]');
    const price = amount(await paintedText(head));
    // The figures' labels follow each render (the socket worker draws them): read until the new leverage shows.
    await expect
      .poll(async () => {
        const now = amount(await paintedText(head));
        return Math.abs(amount(await paintedText(page.getByTestId('margin'))) - (0.01 * now) / 10) / now;
      })
      .toBeLessThan(0.0002);
    expect(await paintedText(page.getByTestId('fee'))).not.toBe('--');
    await page.getByRole('button', { name: 'Buy / Long' }).click();
    await page
      .getByTestId('order-success')
      .getByText(/Filled at \d+/)
      .waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(`${s.url}/order`);
    const row = page.locator('.order-row').first();
    await row.waitFor();
    // Floating profit and risk are live: they change without a reload.
    const first = await page.getByTestId('floating').textContent();
    await expect.poll(() => page.getByTestId('floating').textContent(), { timeout: 10_000 }).not.toBe(first);
    expect(await page.getByTestId('hazard').textContent()).toMatch(/%$/);

    await row.click();
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    const live = amount(await paintedText(page.locator('.trade-head [data-testid=price]')).catch(() => '0')) || price;
    const sl = Math.floor(live * 0.5);
    await page.locator('input[name=edit_sl]').fill(String(sl));
    await page.getByRole('button', { name: 'Save stops' }).click();
    await page.getByText('Stop-loss and take-profit saved').waitFor();
    const held = (await s.get('/v1/api/forex/my_deal', { status: 1 }, auth)).data.data[0];
    expect(held.TargetLossPrice).toBe(sl);

    await page.locator('.order-row').first().click();
    await page.getByRole('button', { name: 'Close position' }).click();
    await page.getByTestId('close-dialog').getByRole('button', { name: 'Close position' }).click();
    await page.getByText('Order closed').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.locator(`.order-row[data-order="${held.Id}"]`).waitFor();
    const hist = (await s.get('/v1/api/forex/my_deal', { status: 3 }, auth)).data.data[0];
    expect(hist.Id).toBe(held.Id);
    expect(hist.CompleteTimeHandler).not.toBe('');
    const end = toMicro((await s.get('/api/user/info', {}, auth)).data.balance);
    expect(end).toBe(start - toMicro(hist.TradeFee) + toMicro(hist.FactProfits));
    await page.context().close();
  }, 60_000);

  it('places a pending order that waits, then cancels it and gets the reserve back', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(`${s.url}/`);
    const auth = { authorization: await page.evaluate(() => localStorage.getItem('token')!) };
    const start = (await s.get('/api/user/info', {}, auth)).data.balance;
    await page.locator('button[data-code="ETHUSD"]').click();
    await page.getByRole('radio', { name: 'Pending' }).click();
    const price = amount(await paintedText(page.locator('.trade-head [data-testid=price]')));
    await page.locator('input[name=target_price]').fill((price * 0.5).toFixed(2));
    await page.getByRole('button', { name: 'Buy / Long' }).click();
    await page
      .getByTestId('order-success')
      .getByText(/Waiting to fill at/)
      .waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect((await s.get('/api/user/info', {}, auth)).data.balance).not.toBe(start);
    await page.goto(`${s.url}/order?type=0`);
    await page.locator('.order-row').first().click();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled').waitFor();
    expect((await s.get('/api/user/info', {}, auth)).data.balance).toBe(start);
    await page.context().close();
  }, 60_000);

  it('names, on the home screen, the order a stop-loss closed while the phone was offline', async () => {
    const page = await j.phone({ english: true });
    // The socket goes through the test, so it can cut the line and keep it cut while the server acts.
    // Playwright routes only the page's own sockets, so this run keeps the socket logic on the UI thread
    // (`?socket=main`: the same code as the worker's; the worker's reconnect and resync have their own tests).
    let live: WebSocketRoute | null = null;
    let cut = false;
    await page.context().routeWebSocket(/\/v1\/ws/, (ws) => {
      if (cut) {
        void ws.close({ code: 1006 });
        return;
      }
      live = ws;
      ws.connectToServer();
    });
    await page.goto(`${s.url}/login?socket=main`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(`${s.url}/`);
    const auth = { authorization: await page.evaluate(() => localStorage.getItem('token')!) };
    const btc = (await s.get('/v1/api/forex/trade_list', { searchCurrency: 'BTCUSD' })).data[0];
    const price = s.market.lastPrice(btc.Id)!;
    const opened = await s.get(
      '/v1/api/forex/submit',
      {
        type: 1,
        status: 1,
        cont: '0.01',
        forex_id: btc.Id,
        multiple: 10,
        stop_loss_price: Math.floor(price * 0.9),
        target_profit_price: 0,
      },
      auth,
    );
    expect(opened.code).toBe(1);
    // The app reads where history stands a moment after login; only closes after that are news.
    const primed = await page.waitForResponse((r) => r.url().includes('my_deal') && r.url().includes('status=3'));
    await primed.finished();
    // The page handles the answer within the microtasks after its body: a task of the page's after it runs later.
    await page.evaluate(() => undefined);

    cut = true;
    await live!.close({ code: 1006 });
    await page.locator('.conn-badge[data-conn=reconnecting]').waitFor({ timeout: 10_000 });
    await tick(s, 'BTCUSD', Math.floor(price * 0.85));
    expect((await s.get('/v1/api/forex/my_deal', { status: 1 }, auth)).data.total).toBe(0);
    cut = false;

    await page.getByText(`Closed while you were away: #${opened.data.Id}`).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  }, 60_000);

  it('sends a visitor who taps Buy to /login?from=/trade', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/trade`);
    await page.getByRole('button', { name: 'Buy / Long' }).click();
    await page.waitForURL(`${s.url}/login?from=/trade`);
    await page.context().close();
  });
});
