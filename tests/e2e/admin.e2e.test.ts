import { beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import type { TestServer } from '../server/test-server.js';
import { OPERATOR, proof, realUser } from '../server/funds-helpers.js';
import { formatUsd } from '../../src/lib/format.js';

const j = journeySetup(OPERATOR);
let s: TestServer;
beforeEach(() => { s = j.server(); });

describe.skipIf(!j.run)('the operator back office in Chromium', () => {
  it('an operator approves a deposit in /admin and the trader sees the balance change on their open page', async () => {
    // The trader: a real account with a submitted coin deposit, its "Me" page open.
    const trader = await realUser(s, 'desk-trader@example.com');
    const net = (await s.get('/api/quickCharge/symbols', {}, trader.auth)).data[0];
    const sent = await s.post('/api/quickCharge/submit', { number: '250', proofImg: await proof(s, trader), address: net.address, charge_id: net.id }, trader.auth);
    expect(sent.code).toBe(1);
    const user = (await s.get('/api/user/info', {}, trader.auth)).data;
    const phone = await j.phone({ english: true });
    await phone.addInitScript(([token, u]) => { if (!localStorage.getItem('token')) { localStorage.setItem('token', token!); localStorage.setItem('user', u!); } }, [trader.token, JSON.stringify(user)]);
    await phone.goto(`${s.url}/mine`);
    await expect.poll(() => phone.getByTestId('balance').textContent()).toBe('0.00');

    // The operator: own login at /admin (a separate page and bundle), the deposit queue, approve.
    const desk = await (await phone.context().browser()!.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await desk.addInitScript(() => { localStorage.setItem('lang', 'en'); });
    const scripts: string[] = [];
    desk.on('request', (r) => { if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url()); });
    await desk.goto(`${s.url}/admin`);
    await desk.locator('input[name=email]').fill(OPERATOR.adminEmail);
    await desk.locator('input[name=password]').fill(OPERATOR.adminPassword);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    const row = desk.getByTestId('deposits').locator('tr[data-deposit]').first();
    await row.getByText('250').first().waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => desk.getByTestId('deposits').locator('tr[data-deposit]').count()).toBe(0);

    // Live on the trader's open page: no reload.
    const credited = (await s.get('/api/user/info', {}, trader.auth)).data.balance as string;
    expect(Number(credited)).toBeGreaterThan(0);
    await expect.poll(() => phone.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(formatUsd(credited, 2));

    // The audit log names the approval.
    await desk.getByRole('link', { name: 'Audit log' }).click();
    await desk.getByTestId('audit').locator('tr[data-audit]').first().waitFor();
    expect(await desk.getByTestId('audit').textContent()).toMatch(/deposit/i);

    // The trader's app never loaded the back office's code, and the desk is its own bundle.
    const phoneScripts = await phone.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    const adminEntry = scripts.find((u) => /\/admin-[^/]*\.js$/.test(u));
    expect(adminEntry).toBeTruthy();
    expect(phoneScripts.some((u) => /\/admin-[^/]*\.js$/.test(u))).toBe(false);
    await desk.context().close();
    await phone.context().close();
  }, 90_000);

  it("refuses a trader's token on the back office and sends the desk back to its login", async () => {
    const trader = await realUser(s, 'not-an-operator@example.com');
    expect((await s.get('/admin/api/deposits', {}, trader.auth)).code).toBe(999);
    const ctx = await (await j.phone({ english: true })).context();
    const desk = await ctx.newPage();
    await desk.addInitScript((tok) => { localStorage.setItem('admin_token', tok); }, trader.token);
    await desk.goto(`${s.url}/admin/deposits`);
    await desk.getByRole('button', { name: 'Sign in' }).waitFor();
    await ctx.close();
  }, 30_000);
});
