import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ownCode, type TestServer } from '../test-server.js';
import {
  bindCoin,
  creditByDeposit,
  ids,
  realUser,
  startFundsServer,
  TRON_ADDRESS,
  userRow,
  type Real,
} from './funds-helpers.js';
import { CodeType, PayoutGuard } from '../../../core/codes.js';

/**
 * While two-factor sign-in is on, a withdrawal and a new payout method are confirmed by
 * the authenticator app's code (or a recovery code), never by an e-mail code; /api/user/info tells the app which.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startFundsServer();
});
afterAll(async () => {
  await s.stop();
});

/** The authenticator's code for `secret` at `ms` (what an app on the phone shows then). */
const totp = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: ms,
  });

/** Turns two-factor on for `u` the way /mine/security does; answers the secret and the recovery codes. */
async function enrol(u: Real) {
  const setup = await s.post('/api/user/two_factor/setup', {}, u.auth);
  expect(setup.code).toBe(1);
  const on = await s.post('/api/user/two_factor/enable', { code: totp(setup.data.secret, Date.now()) }, u.auth);
  expect(on.code).toBe(1);
  return { secret: setup.data.secret as string, recovery: on.data.recovery_codes as string[] };
}

const count = async (table: 'payout_methods' | 'withdrawals' | 'outbox') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const written = async (u: Real) => ({
  methods: await count('payout_methods'),
  withdrawals: await count('withdrawals'),
  mails: await count('outbox'),
  user: await userRow(s, u.id),
});

describe('with two-factor sign-in on, the authenticator confirms payouts', () => {
  let u: Real;
  let secret: string;
  let recovery: string[];
  /** An e-mail code for a new payout method, asked for before two-factor was on. */
  let emailCode: string;
  beforeAll(async () => {
    u = await realUser(s, 'totp-payee@example.com');
    await creditByDeposit(s, u, '200');
    expect((await s.get('/api/user/info', {}, u.auth)).data.payout_guard).toBe(PayoutGuard.Email);
    emailCode = await ownCode(s, u.auth, u.email, CodeType.BindMethod);
    ({ secret, recovery } = await enrol(u));
  });

  it('/api/user/info says so, and no withdrawal or payout-method code is mailed any more', async () => {
    expect((await s.get('/api/user/info', {}, u.auth)).data.payout_guard).toBe(PayoutGuard.Authenticator);
    for (const type of [CodeType.Withdraw, CodeType.BindMethod]) {
      const mails = await count('outbox');
      expect(await s.post('/api/notify/send_email', { type }, u.auth)).toMatchObject({
        code: 0,
        msg: 'Your account confirms this with your authenticator app: enter the code it shows',
      });
      expect(await count('outbox')).toBe(mails);
    }
  });

  it('refuses the e-mail code and a wrong one with nothing written, binds with the current code, and mails', async () => {
    const { wTrc20 } = await ids(s);
    const form = { type: 1, draw_id: wTrc20.id, dc_address: TRON_ADDRESS };
    const right = totp(secret, Date.now() + 30_000); // the next step: the enrolment took the current one
    const wrong = right.slice(0, 5) + ((Number(right[5]) + 1) % 10);
    for (const code of [emailCode, wrong]) {
      const before = await written(u);
      expect(await s.post('/api/wallet/bind_draw_method', { ...form, auth_code: code }, u.auth)).toMatchObject({
        code: 0,
        msg: 'The code from your authenticator app is wrong or was already used',
      });
      expect(await written(u)).toEqual(before);
    }
    const before = await written(u);
    expect(await s.post('/api/wallet/bind_draw_method', { ...form, auth_code: right }, u.auth)).toMatchObject({
      code: 1,
    });
    expect(await written(u)).toEqual({ ...before, methods: before.methods + 1, mails: before.mails + 1 });
    // The same code again: a step is accepted once.
    const again = { ...form, dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', auth_code: right };
    expect((await s.post('/api/wallet/bind_draw_method', again, u.auth)).msg).toBe(
      'The code from your authenticator app is wrong or was already used',
    );
  });

  it('withdraws with a recovery code, once', async () => {
    const { wTrc20 } = await ids(s);
    const [method] = (await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, u.auth)).data;
    const form = { draw_currency_id: wTrc20.id, number: '50', draw_method_id: method.id, auth_code: recovery[0]! };
    const w = await s.post('/api/account/draw', form, u.auth);
    expect(w).toMatchObject({ code: 1, data: { number: '50.000000' } });
    const before = await written(u);
    expect((await s.post('/api/account/draw', form, u.auth)).msg).toBe(
      'The code from your authenticator app is wrong or was already used',
    );
    expect(await written(u)).toEqual(before);
  });
});

describe('without two-factor, the e-mail code and only it', () => {
  it('answers payout_guard 1 and refuses a six-digit code that was never mailed', async () => {
    const u = await realUser(s, 'mail-payee@example.com');
    expect((await s.get('/api/user/info', {}, u.auth)).data.payout_guard).toBe(PayoutGuard.Email);
    const { wTrc20 } = await ids(s);
    expect(
      await s.post(
        '/api/wallet/bind_draw_method',
        { type: 1, draw_id: wTrc20.id, dc_address: TRON_ADDRESS, auth_code: '123456' },
        u.auth,
      ),
    ).toMatchObject({ code: 0, msg: 'The code is wrong or has expired' });
    expect(await bindCoin(s, u, wTrc20.id)).toBeGreaterThan(0);
  });
});
