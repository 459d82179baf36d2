import { beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import { ageCodes, registerUser, type TestServer } from '../server/test-server.js';

// Guarded payouts on the smallest common phone (360 x 740): a payout method is bound with the e-mail code the
// trader is sent, and the withdraw screen then says from when it can be used (payout_cooling_hours, 24 by default).
const W = 360;
const H = 740;
const j = journeySetup();
let s: TestServer;
beforeEach(() => {
  s = j.server();
});

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe.skipIf(!j.run)('guarded payouts in Chromium at 360 px', () => {
  it('binds an address with the mailed code, then the withdraw screen says when it is usable, and the server agrees', async () => {
    const email = 'guarded-payout@example.com';
    const reg = await registerUser(s, email);
    const auth = { authorization: reg.token };
    // The phone is in Tokyo: "usable from" is written in the phone's time zone, not the server's UTC.
    const ctx = await j
      .browser()
      .newContext({ viewport: { width: W, height: H }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Tokyo' });
    await ctx.addInitScript(
      ([token, user]) => {
        localStorage.setItem('lang', 'en');
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token!);
          localStorage.setItem('user', user!);
        }
      },
      [reg.token, JSON.stringify(reg.user)],
    );
    const page = await ctx.newPage();
    page.on('pageerror', (err) => {
      throw err;
    });

    await page.goto(`${s.url}/mine/withdraw-way?type=1`);
    await page
      .getByTestId('cooling-note')
      .getByText('For your safety, a new payout method can receive withdrawals 24 h after it is added.')
      .waitFor();
    await page.locator('input[name=dc_address]').fill(ADDRESS);
    // Without a code nothing is bound.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Please enter the code').waitFor();
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, auth)).data).toEqual([]);

    // "Send code" mails the code for a payout method to the account's own address; the test reads its mail capture.
    // (The registration code went out seconds ago: as if the minute between two codes had passed.)
    await ageCodes(s, email, 120_000);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.locator('input[name=auth_code]').fill(await s.lastCode(email));
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(W);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${s.url}/mine/withdraw`);
    await page.locator('button[name=destination]').getByText(ADDRESS).waitFor();

    // The cooling-off: the server's instant, written the phone's way in its zone.
    const [method] = (await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, auth)).data;
    expect(method).toMatchObject({ dc_address: ADDRESS, cooling: 1 });
    const local = await page.evaluate(
      (wire) =>
        new Intl.DateTimeFormat('en-u-nu-latn', {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: 'numeric',
          minute: '2-digit',
          second: '2-digit',
        }).format(Date.parse(`${wire.replace(' ', 'T')}Z`)),
      method.usable_from as string,
    );
    const note = page.getByTestId('method-cooling');
    await expect.poll(() => note.textContent()).toBe(`Usable from ${local}`);
    const box = (await note.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(W + 0.5);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(W);
    // The destination sheet says it too.
    await page.locator('button[name=destination]').click();
    await page.getByRole('dialog').getByRole('option').getByText(`Usable from ${local}`).waitFor();
    await page.getByRole('dialog').getByRole('option').click();

    // Submitted anyway, the server refuses, naming the same instant in UTC.
    await page.locator('input[name=number]').fill('50');
    await page.locator('input[name=auth_code]').fill('000000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('status')
      .getByText(`This payout method can receive withdrawals from ${method.usable_from} UTC`)
      .waitFor();
    expect((await s.get('/api/account/draw_list', { type: 1 }, auth)).data.total).toBe(0);

    // And the owner was mailed about the new method.
    const mail = await s.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('destination', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Lotline: a payout method was added');
    expect(mail.body).toContain('USDT-TRC20 TQn9Y2…bLSE');
    await ctx.close();
  }, 90_000);
});
