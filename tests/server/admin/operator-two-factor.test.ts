import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { TestServer } from '../test-server.js';
import { opAuth, operatorLogin, realUser, startFundsServer } from '../funds/funds-helpers.js';
import { runOperatorCommand } from '../../../server/admin/operator-cli.js';

/**
 * Two-factor sign-in of operators: enrolment from the back office, the code at the back-office
 * login, and the setting operator_2fa_required, which closes the money areas (deposits, withdrawals, users) to an
 * operator without it. Codes are computed with the library at the server's time.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startFundsServer();
});
afterAll(async () => s.stop());

const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
const REQUIRED = 'Turn on two-factor sign-in first: it is required for deposits, withdrawals and users';

/** A new operator (made by the first admin) and its session. */
async function newOperator(email: string, role: 'admin' | 'reviewer') {
  const made = await s.post('/admin/api/operators', { email, password: 'operator pass 2', role }, opAuth());
  expect(made.code).toBe(1);
  return { email, auth: await operatorLogin(s, email, 'operator pass 2') };
}

async function enrol(auth: { authorization: string }) {
  const setup = await s.post('/admin/api/two_factor/setup', {}, auth);
  expect(setup.code).toBe(1);
  const on = await s.post('/admin/api/two_factor/enable', { code: codeAt(setup.data.secret) }, auth);
  expect(on.code).toBe(1);
  return { secret: setup.data.secret as string, codes: on.data.recovery_codes as string[] };
}

describe('an operator turns two-factor on from the back office', () => {
  it('enrols, is audited, and then logs in only with a code', async () => {
    const op = await newOperator('tf-reviewer@lotline.test', 'reviewer');
    expect(await s.get('/admin/api/me', {}, op.auth)).toMatchObject({
      data: { email: op.email, two_factor: 0, two_factor_required: 0 },
    });
    const { secret, codes } = await enrol(op.auth);
    expect(codes).toHaveLength(10);
    expect(await s.get('/admin/api/two_factor', {}, op.auth)).toMatchObject({
      data: { enabled: 1, recovery_left: 10 },
    });
    expect(await s.get('/admin/api/me', {}, op.auth)).toMatchObject({ data: { two_factor: 1 } });
    const audit = await s.get('/admin/api/audit', { target_type: 'operator' }, opAuth());
    expect(audit.data.data.map((a: { action: string }) => a.action)).toContain('operator.two_factor_on');

    const first = await s.post('/admin/api/login', { email: op.email, password: 'operator pass 2' });
    expect(first).toMatchObject({ code: 1, data: { second_factor: 1, expires_in: 300 } });
    expect(first.data.token).toBeUndefined();
    expect(await s.post('/admin/api/login/two_factor', { ticket: first.data.ticket, code: '000000' })).toMatchObject({
      code: 0,
      msg: 'The code is wrong, has expired or was already used',
    });
    const done = await s.post('/admin/api/login/two_factor', { ticket: first.data.ticket, code: codeAt(secret, 1) });
    expect(done).toMatchObject({ code: 1, data: { operator: { email: op.email, two_factor: 1 }, expires_in: 28800 } });
    expect((await s.get('/admin/api/me', {}, { authorization: done.data.token })).code).toBe(1);
    // A recovery code works once at the operator login too.
    const again = await s.post('/admin/api/login', { email: op.email, password: 'operator pass 2' });
    expect((await s.post('/admin/api/login/two_factor', { ticket: again.data.ticket, code: codes[0]! })).code).toBe(1);
    expect((await s.post('/admin/api/login/two_factor', { ticket: again.data.ticket, code: codes[0]! })).code).toBe(0);

    // Off needs a code; then the password alone signs in again.
    expect((await s.post('/admin/api/two_factor/disable', { code: '000000' }, op.auth)).code).toBe(0);
    expect((await s.post('/admin/api/two_factor/disable', { code: codes[1]! }, op.auth)).code).toBe(1);
    const plain = await s.post('/admin/api/login', { email: op.email, password: 'operator pass 2' });
    expect(plain.data.token).toEqual(expect.any(String));
  });

  it("an operator's ticket is no trader's, and a disabled operator's ticket opens nothing", async () => {
    const op = await newOperator('tf-disabled@lotline.test', 'reviewer');
    const { secret } = await enrol(op.auth);
    const { ticket } = (await s.post('/admin/api/login', { email: op.email, password: 'operator pass 2' })).data;
    expect((await s.post('/api/user/two_factor/login', { ticket, code: codeAt(secret, 1) })).code).toBe(0);
    const id = (await s.get('/admin/api/me', {}, op.auth)).data.id;
    expect((await s.post(`/admin/api/operators/${id}/disable`, {}, opAuth())).code).toBe(1);
    expect(await s.post('/admin/api/login/two_factor', { ticket, code: codeAt(secret, 1) })).toMatchObject({
      code: 0,
      msg: 'Your log-in took too long. Please enter your password again.',
    });
  });
});

describe('operator_2fa_required', () => {
  it('is a 0/1 setting, audited like every setting', async () => {
    expect(await s.post('/admin/api/settings', { operator_2fa_required: '2' }, opAuth())).toMatchObject({
      code: 0,
      msg: 'operator_2fa_required must be a whole number from 0 to 1',
    });
    expect((await s.get('/admin/api/settings', {}, opAuth())).data.operator_2fa_required).toBe('0');
  });

  it('on: money calls refuse an operator without two-factor (403, a clear message); others and enrolment pass', async () => {
    const admin = await newOperator('tf-money-admin@lotline.test', 'admin');
    const reviewer = await newOperator('tf-money-reviewer@lotline.test', 'reviewer');
    expect((await s.post('/admin/api/settings', { operator_2fa_required: '1' }, opAuth())).code).toBe(1);
    try {
      const money: [string, string, { authorization: string }][] = [
        ['GET', '/admin/api/deposits', reviewer.auth],
        ['POST', '/admin/api/deposits/999999/approve', reviewer.auth],
        ['GET', '/admin/api/withdrawals', reviewer.auth],
        ['POST', '/admin/api/withdrawals/999999/pay', reviewer.auth],
        ['GET', '/admin/api/users', admin.auth],
        ['GET', '/admin/api/users/1', admin.auth],
        ['POST', '/admin/api/users/1/adjust', admin.auth],
      ];
      for (const [method, path, auth] of money) {
        const r = method === 'GET' ? await s.get(path, {}, auth) : await s.post(path, { amount: '1', memo: 'x' }, auth);
        expect(r, path).toMatchObject({ status: 403, code: 0, msg: REQUIRED, data: null });
      }
      // The message in the operator's language.
      expect((await s.get('/admin/api/deposits', {}, { ...reviewer.auth, lang: 'de' })).msg).toMatch(
        /^Aktivieren Sie zuerst die Zwei-Faktor-Anmeldung/,
      );
      // Not money: verifications, settings, one's own session and two-factor.
      expect((await s.get('/admin/api/verifications', {}, reviewer.auth)).code).toBe(1);
      expect((await s.get('/admin/api/settings', {}, admin.auth)).code).toBe(1);
      expect(await s.get('/admin/api/me', {}, reviewer.auth)).toMatchObject({
        data: { two_factor: 0, two_factor_required: 1 },
      });
      // A trader's token still gets 999 there, never the two-factor message.
      expect((await s.get('/admin/api/deposits', {}, {})).code).toBe(999);

      await enrol(reviewer.auth);
      expect((await s.get('/admin/api/deposits', {}, reviewer.auth)).code).toBe(1);
      expect((await s.get('/admin/api/withdrawals', {}, reviewer.auth)).code).toBe(1);
      // The admin without it is still refused.
      expect((await s.get('/admin/api/users', {}, admin.auth)).msg).toBe(REQUIRED);
    } finally {
      await s.post('/admin/api/settings', { operator_2fa_required: '0' }, opAuth());
    }
    expect((await s.get('/admin/api/users', {}, admin.auth)).code).toBe(1);
  });
});

it("wrong operator codes are throttled per operator, apart from traders'", async () => {
  const op = await newOperator('tf-throttle-op@lotline.test', 'reviewer');
  const { secret } = await enrol(op.auth);
  for (let i = 0; i < 5; i++)
    expect((await s.post('/admin/api/two_factor/disable', { code: '000000' }, op.auth)).code).toBe(0);
  expect(await s.post('/admin/api/two_factor/disable', { code: codeAt(secret, 1) }, op.auth)).toMatchObject({
    code: 429,
  });
});

describe('a lost phone and lost recovery codes', () => {
  it("an admin resets a trader's two-factor from the user's page: audited, then the password alone signs in", async () => {
    const u = await realUser(s, 'tf-reset@example.com');
    const setup = await s.post('/api/user/two_factor/setup', {}, u.auth);
    expect((await s.post('/api/user/two_factor/enable', { code: codeAt(setup.data.secret) }, u.auth)).code).toBe(1);
    expect((await s.get(`/admin/api/users/${u.id}`, {}, opAuth())).data.two_factor).toBe(1);
    const reviewer = await newOperator('tf-reset-reviewer@lotline.test', 'reviewer');
    expect(await s.post(`/admin/api/users/${u.id}/two_factor/reset`, {}, reviewer.auth)).toMatchObject({ status: 403 });

    expect(await s.post(`/admin/api/users/${u.id}/two_factor/reset`, {}, opAuth())).toMatchObject({
      code: 1,
      msg: 'Two-factor sign-in was reset',
    });
    expect((await s.get(`/admin/api/users/${u.id}`, {}, opAuth())).data.two_factor).toBe(0);
    const audit = await s.get('/admin/api/audit', { target_type: 'user', target_id: String(u.id) }, opAuth());
    expect(audit.data.data[0]).toMatchObject({ action: 'two_factor.reset', actor: 'ops@lotline.test' });
    const login = await s.post('/api/user/loginForU', { account: 'tf-reset@example.com', password: 'correct horse 1' });
    expect(login.data.token).toEqual(expect.any(String));
    expect(await s.post(`/admin/api/users/${u.id}/two_factor/reset`, {}, opAuth())).toMatchObject({
      code: 0,
      msg: 'Two-factor sign-in is off',
    });
  });

  it("the shell resets an operator's two-factor (npm run operator -- reset-two-factor operator <email>)", async () => {
    const op = await newOperator('tf-cli@lotline.test', 'reviewer');
    await enrol(op.auth);
    const run = async (...argv: string[]) => {
      const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        return await runOperatorCommand(argv, { DATA_DIR: s.dataDir, DATABASE_URL: s.databaseUrl });
      } finally {
        out.mockRestore();
        err.mockRestore();
      }
    };
    expect(await run('reset-two-factor', 'operator', 'TF-CLI@lotline.test')).toBe(0);
    expect(await s.get('/admin/api/two_factor', {}, op.auth)).toMatchObject({ data: { enabled: 0 } });
    const audit = await s.get('/admin/api/audit', { target_type: 'operator' }, opAuth());
    expect(audit.data.data[0]).toMatchObject({ action: 'operator.two_factor_reset', actor: 'cli' });
    // Nothing to reset, an unknown address, a wrong kind: refused with exit code 1 or the usage.
    expect(await run('reset-two-factor', 'operator', 'tf-cli@lotline.test')).toBe(1);
    expect(await run('reset-two-factor', 'user', 'nobody@example.com')).toBe(1);
    expect(await run('reset-two-factor', 'robot', 'x@example.com')).toBe(1);
  });
});
