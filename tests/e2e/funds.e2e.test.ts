import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from './browser.js';
import { signUploadUrl } from '../../server/funds/upload-access.js';
import { registerUser, type TestServer } from '../server/test-server.js';
import { typeMailedCode } from './mailed-code.js';
import { writeSetting } from '../../server/content/settings-repository.js';

const ADMIN = { adminEmail: 'ops@lotline.test', adminPassword: 'operator secret 1' };
const j = journeySetup(ADMIN);
let s: TestServer;
beforeEach(() => {
  s = j.server();
});

/** The first admin's back-office session (from ADMIN_EMAIL / ADMIN_PASSWORD), as `authorization` header. */
async function operatorSession() {
  const r = await s.post('/admin/api/login', { email: ADMIN.adminEmail, password: ADMIN.adminPassword });
  if (r.code !== 1) throw new Error(`operator login: ${r.msg}`);
  return { authorization: r.data.token as string };
}

/** A phone already logged in as a fresh real user (registration itself is covered by the account journeys). */
async function realUserPhone(email: string): Promise<{ page: Page; auth: { authorization: string } }> {
  const r = await registerUser(s, email);
  const page = await j.phone({ english: true });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.url });
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token!);
        localStorage.setItem('user', user!);
      }
    },
    [r.token, JSON.stringify(r.user)],
  );
  return { page, auth: { authorization: r.token } };
}

/** A camera-sized photo (3000 x 2000 PNG) drawn in the page, as a phone's picker would hand it over. */
async function bigPhoto(page: Page, name: string) {
  const b64 = await page.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = 3000;
    c.height = 2000;
    const g = c.getContext('2d')!;
    for (let i = 0; i < 60; i++) {
      g.fillStyle = `hsl(${i * 6} 70% 50%)`;
      g.fillRect(i * 50, 0, 50, 2000);
    }
    const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(b64, 'base64') };
}

/** Width and height of an uploaded picture, read back from the server like any client would. */
async function servedSize(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const img = new Image();
    img.src = u;
    await img.decode();
    return { w: img.naturalWidth, h: img.naturalHeight };
  }, url);
}

describe.skipIf(!j.run)('account centre and funds in Chromium', () => {
  it('a real user deposits by coin with a shrunk proof photo, the operator approves, then binds an address and withdraws', async () => {
    const { page, auth } = await realUserPhone('funds-journey@example.com');
    // This journey withdraws right after binding: no cooling-off (guarded-payout.e2e.test.ts shows it).
    await writeSetting(s.db, 'payout_cooling_hours', '0');
    await page.goto(`${s.url}/mine`);
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('0.00');

    // The hide toggle is remembered across visits.
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await page.reload();
    expect(await page.getByTestId('balance').textContent()).toBe('****');
    await page.getByRole('button', { name: 'Show balance' }).click();

    // Deposit by coin: network, QR code and address, amount, one proof photo shrunk on the phone.
    await page.getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(`${s.url}/mine/charge`);
    const address = (await page.getByTestId('address').textContent())!;
    expect(address.length).toBeGreaterThan(20);
    await page.locator('.qr svg').waitFor();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await page.locator('input[name=number]').fill('500');
    await page.locator('input[name=proof]').setInputFiles(await bigPhoto(page, 'receipt.png'));
    await page.locator('.image-picker[data-phase=done] img').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    const row = page.getByTestId('deposit-history').locator('.record').first();
    await row.getByText('Unchecked').waitFor();
    expect(await page.locator('input[name=number]').inputValue()).toBe('');
    const deposit = (await s.get('/api/quickCharge/quick_ist', { type: 0, page: 1 }, auth)).data.data[0];
    expect(deposit.status).toBe(0);
    const proof = await s.db
      .selectFrom('deposits')
      .select('proof_img')
      .where('id', '=', deposit.id)
      .executeTakeFirstOrThrow();
    // Uploads are private: an <img> gets a signed link, as the back office does (the trader app shows its own copy).
    const size = await servedSize(page, signUploadUrl(proof.proof_img));
    expect(Math.max(size.w, size.h)).toBe(1600);

    // An operator logs in and approves through the documented route; the balance and the ledger show it.
    const approved = await s.post(`/admin/api/deposits/${deposit.id}/approve`, {}, await operatorSession());
    expect(approved.code).toBe(1);
    await page.goto(`${s.url}/mine`);
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('500.00');
    await page.getByTestId('balance').click();
    await page.waitForURL(`${s.url}/mine/history`);
    await page.locator('.record[data-type="1"]').getByText('+500.00').waitFor();
    expect(await page.getByTestId('summary').getByTestId('available').textContent()).toBe('500.00');

    // Withdraw with nowhere saved: the app offers to bind an address first.
    await page.goto(`${s.url}/mine/withdraw`);
    await page.locator('button[name=destination]').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${s.url}/mine/withdraw-way?type=1`);
    await page.locator('input[name=dc_address]').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await typeMailedCode(s, page, 'funds-journey@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${s.url}/mine/withdraw`);
    await page.locator('button[name=destination]').getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE').waitFor();

    // Fee and the amount received follow the shared rule before submitting; the balance freezes after.
    await page.locator('input[name=number]').fill('100');
    const symbol = (await s.get('/api/account/draw_symbol_list', { type: 1 }, auth)).data[0];
    const { withdrawQuote } = await import('../../core/rules/trading-rules.js');
    const quote = withdrawQuote('100', symbol);
    expect(await page.getByTestId('withdraw-receive').textContent()).toBe(`${quote.received} ${symbol.code}`);
    await typeMailedCode(s, page, 'funds-journey@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('withdraw-records').locator('.record').first().waitFor();
    const info = (await s.get('/api/user/info', {}, auth)).data;
    expect([info.balance, info.lock_balance]).toEqual(['400.000000', '100.000000']);
    await page.goto(`${s.url}/mine/history`);
    await expect.poll(() => page.getByTestId('summary').getByTestId('frozen').textContent()).toBe('100.00');
    await page.context().close();
  }, 90_000);

  it('binds and deletes a bank account by swiping, submits identity verification with two photos, and shows the invite QR', async () => {
    const { page, auth } = await realUserPhone('kyc-journey@example.com');
    await page.goto(`${s.url}/mine/withdraw-way?type=2`);
    await page.locator('input[name=bank_name]').fill('HSBC Hong Kong');
    await page.locator('input[name=bank_address]').fill('1 Queen’s Road Central, Hong Kong');
    await page.locator('input[name=bank_swift]').fill('HSBCHKHHHKH');
    await page.locator('input[name=payee_name]').fill('Chan Tai Man');
    await page.locator('input[name=payee_account]').fill('004-123-456789-001');
    await typeMailedCode(s, page, 'kyc-journey@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.goto(`${s.url}/mine/bank-card-list`);
    const card = page.locator('.swipe-row').first();
    await card.getByText('004-123-456789-001').waitFor();
    const box = (await card.boundingBox())!;
    // A left swipe reveals Delete (touch events, as a finger would).
    await card.locator('.swipe-body').dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: box.x + box.width - 20, clientY: box.y + 20 }],
    });
    await card.locator('.swipe-body').dispatchEvent('touchmove', {
      touches: [{ identifier: 1, clientX: box.x + box.width - 140, clientY: box.y + 22 }],
    });
    await card.locator('.swipe-body').dispatchEvent('touchend', { touches: [] });
    await card.locator('.swipe-action').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.swipe-row').waitFor({ state: 'detached' });
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, auth)).data).toEqual([]);

    // Without a finger: a keyboard reaches a visible Delete on the row (no swipe), and a mouse can drag the row open.
    for (const [n, account] of ['111-222-333', '444-555-666'].entries()) {
      await page.goto(`${s.url}/mine/withdraw-way?type=2`);
      await page.locator('input[name=bank_name]').fill('HSBC Hong Kong');
      await page.locator('input[name=bank_address]').fill('1 Queen’s Road Central, Hong Kong');
      await page.locator('input[name=bank_swift]').fill('HSBCHKHHHKH');
      await page.locator('input[name=payee_name]').fill('Chan Tai Man');
      await page.locator('input[name=payee_account]').fill(account);
      await typeMailedCode(s, page, 'kyc-journey@example.com');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => (await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, auth)).data.length)
        .toBe(n + 1);
    }
    await page.goto(`${s.url}/mine/bank-card-list`);
    await page.locator('.swipe-row').nth(1).waitFor();
    const bin = page.locator('.swipe-more').first();
    expect(await bin.getAttribute('aria-label')).toBe('Delete');
    const size = (await bin.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await bin.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.locator('.swipe-row').count()).toBe(1);
    const row = page.locator('.swipe-row').first();
    const b = (await row.boundingBox())!;
    await page.mouse.move(b.x + b.width - 80, b.y + 20);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width - 200, b.y + 22, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => row.locator('.swipe-body').getAttribute('data-open')).toBe('1');
    await row.locator('.swipe-action').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.swipe-row').waitFor({ state: 'detached' });
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, auth)).data).toEqual([]);

    await page.goto(`${s.url}/mine/auth`);
    await page.getByTestId('auth-form').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please fill in all fields').waitFor();
    await page.locator('input[name=name]').fill('Chan Tai Man');
    await page.locator('input[name=card_id]').fill('A1234567');
    await page.locator('input[name=front_pic]').setInputFiles(await bigPhoto(page, 'front.png'));
    await page.locator('input[name=reverse_pic]').setInputFiles(await bigPhoto(page, 'back.png'));
    await expect.poll(() => page.locator('.image-picker[data-phase=done]').count()).toBe(2);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('auth-status').getByText('under review').waitFor();
    expect((await s.get('/api/user_real/center', {}, auth)).data.review_status).toBe(1);

    await page.goto(`${s.url}/mine/invite`);
    const code = (await s.get('/api/user/info', {}, auth)).data.invite_code;
    expect(await page.getByTestId('invite-link').textContent()).toBe(`${s.url}/#/register?invite_code=${code}`);
    await page.locator('.qr svg').waitFor();
    expect(await page.locator('.qr').getAttribute('style')).toContain('160px');
    await page.context().close();
  }, 90_000);

  it('shows the bank wire details in their reading order in Arabic: a name keeps its final full stop at its end', async () => {
    const { page } = await realUserPhone('bidi-bank@example.com');
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await page.goto(`${s.url}/mine/charge`);
    await page.getByRole('tab').nth(1).click();
    await page.locator('.bank-account').first().getByText('Meridian Trust Bank N.A.').waitFor();
    // Where the first letter and the final full stop are drawn: unisolated in a right-to-left line, the stop went to
    // the left edge (".Meridian Trust Bank N.A"), where a trader copying it by eye would misread it.
    const [first, stop] = await page
      .locator('.bank-account')
      .first()
      .evaluate((box) => {
        const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        let node: Node | null;
        while ((node = walk.nextNode()) && node.textContent !== 'Meridian Trust Bank N.A.');
        const at = (i: number) => {
          const r = document.createRange();
          r.setStart(node!, i);
          r.setEnd(node!, i + 1);
          return r.getBoundingClientRect().left;
        };
        return [at(0), at(node!.textContent!.length - 1)];
      });
    expect(first).toBeLessThan(stop);
    await page.context().close();
  });

  it('blocks a demo user from deposit, withdraw, wallet, verification and invite, in the app and on the server', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(`${s.url}/`);
    const auth = { authorization: await page.evaluate(() => localStorage.getItem('token')!) };
    for (const path of ['/mine/charge', '/mine/withdraw', '/mine/wallet', '/mine/auth', '/mine/invite']) {
      await page.goto(`${s.url}${path}`);
      await page.getByText('Please register or log in to a real account').waitFor();
    }
    const refused = await s.get('/api/quickCharge/symbols', {}, auth);
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/real account/);
    await page.context().close();
  }, 60_000);
});
