import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCode, startTestServer, type TestServer } from '../test-server.js';
import { TestClock, utc } from '../test-clock.js';
import { startSmtpStub } from '../smtp-stub.js';
import {
  bindCode,
  bindCoin,
  creditByDeposit,
  fundsWritten,
  ids,
  realUser,
  rowCount,
  startFundsServer,
  TRON_ADDRESS,
  withdrawCode,
  type Real,
} from './funds-helpers.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { CODE_TTL_MS } from '../../../server/accounts/codes-service.js';
import { CodeType } from '../../../core/codes.js';
import { ledgerBreaks } from '../ledger-check.js';

/**
 * A withdrawal and a new payout method each need the e-mail code sent for that very purpose, and
 * the owner is mailed whenever either happens (the cooling-off: payout-cooling.test.ts). The server runs on a
 * TestClock, so a code's expiry is exact.
 */
const T0 = utc('2026-12-07 09:30:00');
const HOUR = 3_600_000;
const clock = new TestClock(T0);
let s: TestServer;
beforeAll(async () => {
  s = await startFundsServer({ clock: clock.now });
  await writeSetting(s.db, 'payout_cooling_hours', '24');
});
afterAll(async () => {
  await s.stop();
});

const count = (table: 'payout_methods' | 'withdrawals' | 'outbox' | 'ledger') => rowCount(s, table);
const written = (u: Real) => fundsWritten(s, u);
/** A code that is surely not `code`: its last digit changed. */
const wrong = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);
/** The newest mail to an address. */
const lastMail = (to: string) =>
  s.db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('destination', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** A raw message as the SMTP stub keeps it, its quoted-printable body decoded (soft line breaks joined, =XX bytes). */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** Each way a code can be refused: what to send as auth_code, given what the act's own purpose code is. */
const BAD_CODES: [string, (u: Real, purpose: number) => Promise<string | undefined>][] = [
  ['a missing code', async () => undefined],
  ['a wrong code', async (u, purpose) => wrong(await ownCode(s, u.auth, u.email, purpose))],
  [
    'an expired code',
    async (u, purpose) => {
      const code = await ownCode(s, u.auth, u.email, purpose);
      clock.set(clock.now() + CODE_TTL_MS);
      return code;
    },
  ],
  ['a password-change code', (u) => ownCode(s, u.auth, u.email, CodeType.ChangePassword)],
  [
    'the code of the other act',
    (u, purpose) =>
      ownCode(s, u.auth, u.email, purpose === CodeType.Withdraw ? CodeType.BindMethod : CodeType.Withdraw),
  ],
];
const REFUSAL: Record<string, string> = { 'a missing code': 'Please fill in the code.' };

describe('a new payout method needs the e-mail code sent for it', () => {
  let u: Real;
  beforeAll(async () => {
    u = await realUser(s, 'binder@example.com');
  });

  it.each(BAD_CODES)('refuses %s and writes nothing', async (name, codeFor) => {
    const { wTrc20 } = await ids(s);
    const authCode = await codeFor(u, CodeType.BindMethod);
    const before = await written(u);
    const form = { type: 1, draw_id: wTrc20.id, dc_address: TRON_ADDRESS };
    expect(
      await s.post(
        '/api/wallet/bind_draw_method',
        authCode === undefined ? form : { ...form, auth_code: authCode },
        u.auth,
      ),
    ).toMatchObject({ code: 0, msg: REFUSAL[name] ?? 'The code is wrong or has expired', data: null });
    expect(await written(u)).toEqual(before);
  });

  it('binds with the right code once: the same code is refused the second time, for any destination', async () => {
    const { wTrc20, wUsd } = await ids(s);
    const code = await bindCode(s, u);
    const bound = await s.post(
      '/api/wallet/bind_draw_method',
      { type: 1, draw_id: wTrc20.id, dc_address: TRON_ADDRESS, auth_code: code },
      u.auth,
    );
    expect(bound).toMatchObject({ code: 1, msg: 'Bound successfully' });
    const before = await written(u);
    const again = {
      type: 2,
      draw_id: wUsd.id,
      bank_name: 'Other Bank',
      payee_name: 'Pat Payee',
      payee_account: '99998888',
      auth_code: code,
    };
    expect(await s.post('/api/wallet/bind_draw_method', again, u.auth)).toMatchObject({
      code: 0,
      msg: 'The code is wrong or has expired',
    });
    expect(await written(u)).toEqual(before);
  });

  it('mails the owner in the language they bound it in, the destination masked, with "if this wasn\'t you"', async () => {
    const { wUsd } = await ids(s);
    const code = await bindCode(s, u);
    const r = await s.post(
      '/api/wallet/bind_draw_method',
      {
        type: 2,
        draw_id: wUsd.id,
        bank_name: 'Sparkasse',
        payee_name: 'Pat Payee',
        payee_account: 'DE44 5001 0517 5407 3249 31',
        auth_code: code,
      },
      { ...u.auth, lang: 'de' },
    );
    expect(r).toMatchObject({ code: 1, data: { cooling: 1 } });
    const mail = await lastMail(u.email);
    expect(mail.subject).toBe('Lotline: Eine Auszahlungsmethode wurde hinzugefügt');
    expect(mail.body).toBe(
      `Ihrem Konto wurde eine Auszahlungsmethode hinzugefügt: Sparkasse ****4931 (USD). Sie kann ab ${r.data.usable_from} UTC ` +
        'Auszahlungen empfangen. Falls Sie das nicht waren, ändern Sie jetzt Ihr Passwort und wenden Sie sich an den ' +
        'Support unter support@lotline.local.',
    );
    expect(mail.body).not.toContain('5407');
  });

  it('binding the same destination again answers the saved method with its cooling-off unchanged, and mails nothing', async () => {
    const { wTrc20 } = await ids(s);
    const first = await bindCoin(s, u, wTrc20.id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const listed = (await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, u.auth)).data.find(
      (m: { id: number }) => m.id === first,
    );
    clock.set(clock.now() + HOUR);
    const code = await bindCode(s, u);
    const mails = await count('outbox');
    const again = await s.post(
      '/api/wallet/bind_draw_method',
      { type: 1, draw_id: wTrc20.id, dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', auth_code: code },
      u.auth,
    );
    expect(again.data).toEqual({ id: first, usable_from: listed.usable_from, cooling: 1 });
    expect(await count('outbox')).toBe(mails);
  });
});

describe('a withdrawal needs the e-mail code sent for it', () => {
  let u: Real;
  let method: number;
  beforeAll(async () => {
    u = await realUser(s, 'drawer@example.com');
    await creditByDeposit(s, u, '300');
    const { wTrc20 } = await ids(s);
    method = await bindCoin(s, u, wTrc20.id);
    clock.set(clock.now() + 24 * HOUR);
  });

  it.each(BAD_CODES)('refuses %s: nothing frozen, recorded or mailed', async (name, codeFor) => {
    const { wTrc20 } = await ids(s);
    const authCode = await codeFor(u, CodeType.Withdraw);
    const before = await written(u);
    const form = { draw_currency_id: wTrc20.id, number: '50', draw_method_id: method };
    expect(
      await s.post('/api/account/draw', authCode === undefined ? form : { ...form, auth_code: authCode }, u.auth),
    ).toMatchObject({ code: 0, msg: REFUSAL[name] ?? 'The code is wrong or has expired', data: null });
    expect(await written(u)).toEqual(before);
  });

  it('is made with the right code once, and mails the owner the amount, the currency and the masked address', async () => {
    const { wTrc20 } = await ids(s);
    const code = await withdrawCode(s, u);
    const form = { draw_currency_id: wTrc20.id, number: '120.5', draw_method_id: method, auth_code: code };
    const w = await s.post('/api/account/draw', form, u.auth);
    expect(w).toMatchObject({ code: 1, data: { number: '120.500000', real_number: '119.50' } });
    const mail = await lastMail(u.email);
    expect(mail.subject).toBe('Lotline: a withdrawal was requested');
    expect(mail.body).toBe(
      'A withdrawal of 120.50 USD was requested from your account: 119.50 USDT to USDT-TRC20 TJRabP…RTv8. It will be ' +
        "paid after review. If this wasn't you, change your password now and contact support at support@lotline.local.",
    );
    const before = await written(u);
    expect(await s.post('/api/account/draw', form, u.auth)).toMatchObject({
      code: 0,
      msg: 'The code is wrong or has expired',
    });
    expect(await written(u)).toEqual(before);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('a wrong amount with a right code is refused for the amount, and the code stays good for the next try', async () => {
    const { wTrc20 } = await ids(s);
    const code = await withdrawCode(s, u);
    const form = { draw_currency_id: wTrc20.id, draw_method_id: method, auth_code: code };
    expect(await s.post('/api/account/draw', { ...form, number: '100000' }, u.auth)).toMatchObject({
      code: 0,
      msg: 'The amount is more than your available balance',
    });
    expect((await s.post('/api/account/draw', { ...form, number: '10' }, u.auth)).code).toBe(1);
  });
});

describe('the notices go out through SMTP like the codes', () => {
  it('delivers the code and the "payout method added" mail to the owner', async () => {
    const stub = await startSmtpStub();
    const m = await startTestServer({ ticksPerSecond: 0, smtpUrl: stub.url, mailFrom: 'noreply@lotline.test' });
    try {
      const u = await realUser(m, 'smtp-binder@example.com');
      const { wTrc20 } = await ids(m);
      const code = await ownCode(m, u.auth, u.email, CodeType.BindMethod);
      const r = await m.post(
        '/api/wallet/bind_draw_method',
        { type: 1, draw_id: wTrc20.id, dc_address: TRON_ADDRESS, auth_code: code },
        u.auth,
      );
      expect(r.code).toBe(1);
      await expect.poll(() => stub.messages.length).toBe(3); // register code, bind code, notice
      const notice = quotedPrintable(stub.messages[2]!);
      expect(notice).toContain('To: smtp-binder@example.com');
      expect(notice).toContain('Subject: Lotline: a payout method was added');
      expect(notice).toContain('A payout method was added to your account: USDT-TRC20 TJRabP…RTv8.');
      expect(notice).not.toContain(TRON_ADDRESS);
    } finally {
      await m.stop();
      await stub.close();
    }
  });
});
