import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';
import { twoFactorOn, verifySecondFactor } from '../../../server/accounts/two-factor-service.js';

/**
 * Two-factor sign-in of traders, through the real calls on a real server. Codes are computed
 * with the library at the server's time (Date.now): a code is valid for its 30 s step and one step either side, so
 * a step turning between the test's computation and the server's check cannot fail a test.
 */

const PASSWORD = 'correct horse 1';
let s: TestServer;
beforeAll(async () => {
  // Each trader calls from an address of its own (X-Forwarded-For), so the per-IP login throttle of one test's
  // wrong codes never reaches another test.
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000, trustProxy: true });
});
afterAll(async () => s.stop());

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
/** The code of `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => totp(secret).generate({ timestamp: Date.now() + steps * 30_000 });

interface Trader {
  id: number;
  email: string;
  auth: { authorization: string };
  ip: { 'x-forwarded-for': string };
}
let traders = 0;
async function trader(email: string): Promise<Trader> {
  const r = await registerUser(s, email, PASSWORD);
  return { id: r.user.id, email, auth: { authorization: r.token }, ip: { 'x-forwarded-for': `10.9.0.${++traders}` } };
}
/** The password step of `u`'s login. */
const login = (u: Trader) => s.post('/api/user/loginForU', { account: u.email, password: PASSWORD }, u.ip);
/** The second step, from `u`'s address. */
const second = (u: Trader, ticket: string, code: string, headers: Record<string, string> = {}) =>
  s.post('/api/user/two_factor/login', { ticket, code }, { ...u.ip, ...headers });

/** Turns 2FA on for `u`; answers the secret and the recovery codes. The confirming code's step is used up. */
async function enrol(u: Trader): Promise<{ secret: string; codes: string[] }> {
  const setup = await s.post('/api/user/two_factor/setup', {}, u.auth);
  expect(setup.code).toBe(1);
  const on = await s.post('/api/user/two_factor/enable', { code: codeAt(setup.data.secret) }, u.auth);
  expect(on).toMatchObject({ code: 1, msg: 'Two-factor sign-in is on' });
  return { secret: setup.data.secret, codes: on.data.recovery_codes };
}

const auditOf = (userId: number) =>
  s.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'user').where('target_id', '=', String(userId));

describe('enrolment', () => {
  it('setup answers a base32 secret and an otpauth URI; enable with a code answers 10 recovery codes once', async () => {
    const u = await trader('tf-enrol@example.com');
    expect(await s.get('/api/user/two_factor', {}, u.auth)).toMatchObject({
      code: 1,
      data: { enabled: 0, recovery_left: 0 },
    });
    const setup = await s.post('/api/user/two_factor/setup', {}, u.auth);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.data.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.data.secret);
    expect(decodeURIComponent(uri.pathname)).toContain('tf-enrol@example.com');
    // Not on until a code confirms it: the login still answers a session.
    expect(await twoFactorOn(s.db, u.id)).toBe(false);

    const on = await s.post('/api/user/two_factor/enable', { code: codeAt(setup.data.secret) }, u.auth);
    expect(on.code).toBe(1);
    expect(on.data.recovery_codes).toHaveLength(10);
    expect(new Set(on.data.recovery_codes).size).toBe(10);
    for (const c of on.data.recovery_codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(await s.get('/api/user/two_factor', {}, u.auth)).toMatchObject({ data: { enabled: 1, recovery_left: 10 } });

    // The secret is stored sealed and the recovery codes hashed: neither appears in the tables.
    const row = await s.db.selectFrom('two_factor').selectAll().where('owner_id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(setup.data.secret);
    const hashes = await s.db
      .selectFrom('two_factor_recovery')
      .select('code_hash')
      .where('owner_id', '=', u.id)
      .execute();
    expect(hashes.map((h) => h.code_hash).join()).not.toContain(on.data.recovery_codes[0].replace('-', ''));
    // No call answers the secret again; a second setup is refused while it is on.
    expect(JSON.stringify(await s.get('/api/user/two_factor', {}, u.auth))).not.toContain(setup.data.secret);
    expect(await s.post('/api/user/two_factor/setup', {}, u.auth)).toMatchObject({
      code: 0,
      msg: 'Two-factor sign-in is already on',
    });
    expect((await auditOf(u.id).where('action', '=', 'two_factor.on').execute()).map((a) => a.user_id)).toEqual([u.id]);
  });

  it('a wrong code does not turn it on; enable without a setup is refused', async () => {
    const u = await trader('tf-wrong@example.com');
    expect(await s.post('/api/user/two_factor/enable', { code: '123456' }, u.auth)).toMatchObject({
      code: 0,
      msg: 'Please start the set-up again',
    });
    const setup = await s.post('/api/user/two_factor/setup', {}, u.auth);
    const wrong = String((Number(codeAt(setup.data.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await s.post('/api/user/two_factor/enable', { code: wrong }, u.auth)).toMatchObject({
      code: 0,
      msg: 'The code is wrong, has expired or was already used',
    });
    // A code 3 steps old is outside the ±1 window.
    expect(await s.post('/api/user/two_factor/enable', { code: codeAt(setup.data.secret, -3) }, u.auth)).toMatchObject({
      code: 0,
    });
    expect(await twoFactorOn(s.db, u.id)).toBe(false);
    expect(await s.db.selectFrom('two_factor_recovery').select('id').where('owner_id', '=', u.id).execute()).toEqual(
      [],
    );
  });

  it('is refused to demo accounts and to visitors', async () => {
    const demo = await s.post('/api/user/loginForU', { demo_id: 'tf-demo-device' });
    const auth = { authorization: demo.data.token };
    for (const path of ['/api/user/two_factor/setup', '/api/user/two_factor/enable', '/api/user/two_factor/disable'])
      expect(await s.post(path, { code: '123456' }, auth)).toMatchObject({
        code: 0,
        msg: 'Please register or log in to a real account',
      });
    expect((await s.get('/api/user/two_factor', {}, {})).code).toBe(999);
  });
});

describe('login with two-factor on', () => {
  it('the right password answers a ticket, not a session; the code completes the login', async () => {
    const u = await trader('tf-login@example.com');
    const { secret } = await enrol(u);
    const first = await login(u);
    expect(first).toMatchObject({
      code: 1,
      msg: 'Enter the code from your authenticator app',
      data: { second_factor: 1, expires_in: 300 },
    });
    expect(first.data.token).toBeUndefined();
    expect(first.data.user).toBeUndefined();
    // The ticket is no session.
    expect((await s.get('/api/user/info', {}, { authorization: first.data.ticket })).code).toBe(999);

    const bad = await second(u, first.data.ticket, '000000');
    expect(bad).toMatchObject({ code: 0, msg: 'The code is wrong, has expired or was already used' });
    const de = await second(u, first.data.ticket, '000000', { lang: 'de' });
    expect(de.msg).toBe('Der Code ist falsch, abgelaufen oder wurde bereits verwendet');

    const done = await second(u, first.data.ticket, codeAt(secret, 1));
    expect(done).toMatchObject({ code: 1, data: { user: { id: u.id } } });
    expect((await s.get('/api/user/info', {}, { authorization: done.data.token })).code).toBe(1);
  });

  it('a code is accepted once: the same code again, or an older one, is refused (replay)', async () => {
    const u = await trader('tf-replay@example.com');
    const { secret } = await enrol(u);
    const code = codeAt(secret, 1);
    const ticket = (await login(u)).data.ticket;
    expect((await second(u, ticket, code)).code).toBe(1);
    expect(await second(u, ticket, code)).toMatchObject({ code: 0 });
    // The step before the one used is behind last_step: refused although it is inside the window.
    expect((await second(u, ticket, codeAt(secret, 0))).code).toBe(0);
    // The same through the service other features call (withdrawals).
    expect(await verifySecondFactor(s.db, u.id, code)).toBe(false);
  });

  it('two requests with the same code at once: exactly one session', async () => {
    const u = await trader('tf-race@example.com');
    const { secret } = await enrol(u);
    const ticket = (await login(u)).data.ticket;
    const code = codeAt(secret, 1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => second(u, ticket, code)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
  });

  it('a recovery code logs in once, is used up, and its use is audited', async () => {
    const u = await trader('tf-recovery@example.com');
    const { codes } = await enrol(u);
    const ticket = (await login(u)).data.ticket;
    // Case and dashes do not matter.
    const typed = codes[3]!.toLowerCase().replace('-', ' ');
    expect((await second(u, ticket, typed)).code).toBe(1);
    expect((await second(u, ticket, codes[3]!)).code).toBe(0);
    expect(await s.get('/api/user/two_factor', {}, u.auth)).toMatchObject({ data: { enabled: 1, recovery_left: 9 } });
    const used = await auditOf(u.id).where('action', '=', 'two_factor.recovery_used').execute();
    expect(used).toHaveLength(1);
    expect(JSON.parse(used[0]!.after_json!)).toEqual({ recovery_left: 9 });
  });

  it('a forged, other-kind, expired or pre-password-change ticket is refused', async () => {
    const u = await trader('tf-ticket@example.com');
    const { secret } = await enrol(u);
    const ticket: string = (await login(u)).data.ticket;
    const [payload, mac] = ticket.split('.');
    const forged = `${Buffer.from(
      Buffer.from(payload!, 'base64url')
        .toString()
        .replace(`user.${u.id}.`, `user.${u.id + 1000}.`),
    ).toString('base64url')}.${mac}`;
    const TICKET_MSG = 'Your log-in took too long. Please enter your password again.';
    for (const t of [forged, 'x.y', `${payload}.${mac}x`])
      expect(await second(u, t, codeAt(secret, 1))).toMatchObject({
        code: 0,
        msg: TICKET_MSG,
      });
    // A trader's ticket does not open the back office's second step.
    expect((await s.post('/admin/api/login/two_factor', { ticket, code: codeAt(secret, 1) })).msg).toBe(TICKET_MSG);
    // A password change voids tickets issued before it.
    await s.db.updateTable('users').set({ password_hash: 'scrypt$10$changed$hash' }).where('id', '=', u.id).execute();
    expect((await second(u, ticket, codeAt(secret, 1))).msg).toBe(TICKET_MSG);
  });

  it('wrong codes are throttled like passwords: the 6th in 15 minutes answers 429 even with the right code', async () => {
    const u = await trader('tf-throttle@example.com');
    const { secret } = await enrol(u);
    const ticket = (await login(u)).data.ticket;
    for (let i = 0; i < 5; i++) expect((await second(u, ticket, '000000')).code).toBe(0);
    const locked = await second(u, ticket, codeAt(secret, 1));
    expect(locked).toMatchObject({ code: 429, msg: 'Too many failed attempts. Please try again in 15 minutes.' });
    // The same counter guards every other use of the trader's second factor.
    await expect(verifySecondFactor(s.db, u.id, codeAt(secret, 1))).rejects.toMatchObject({ code: 429 });
  });

  it('a good code forgives earlier wrong ones', async () => {
    const u = await trader('tf-forgive@example.com');
    const { secret } = await enrol(u);
    const ticket = (await login(u)).data.ticket;
    for (let i = 0; i < 4; i++) await second(u, ticket, '000000');
    expect((await second(u, ticket, codeAt(secret, 1))).code).toBe(1);
    for (let i = 0; i < 4; i++) expect((await second(u, ticket, '000000')).code).toBe(0);
  });
});

describe('turning it off', () => {
  it('needs a valid code: without one nothing changes; with one it is off, audited, and login needs no code', async () => {
    const u = await trader('tf-off@example.com');
    const { secret } = await enrol(u);
    expect(await s.post('/api/user/two_factor/disable', { code: '000000' }, u.auth)).toMatchObject({
      code: 0,
      msg: 'The code is wrong, has expired or was already used',
    });
    expect(await s.post('/api/user/two_factor/disable', {}, u.auth)).toMatchObject({ code: 0 });
    expect(await twoFactorOn(s.db, u.id)).toBe(true);

    expect(await s.post('/api/user/two_factor/disable', { code: codeAt(secret, 1) }, u.auth)).toMatchObject({
      code: 1,
      msg: 'Two-factor sign-in is off',
    });
    expect(await twoFactorOn(s.db, u.id)).toBe(false);
    expect(await s.db.selectFrom('two_factor_recovery').select('id').where('owner_id', '=', u.id).execute()).toEqual(
      [],
    );
    const off = await auditOf(u.id).where('action', '=', 'two_factor.off').execute();
    expect(off).toMatchObject([{ actor: u.email, user_id: u.id, operator_id: null }]);
    expect((await login(u)).data.token).toEqual(expect.any(String));
    expect(await s.post('/api/user/two_factor/disable', { code: codeAt(secret, 1) }, u.auth)).toMatchObject({
      code: 0,
      msg: 'Two-factor sign-in is off',
    });
  });

  it('a recovery code turns it off too', async () => {
    const u = await trader('tf-off-recovery@example.com');
    const { codes } = await enrol(u);
    expect((await s.post('/api/user/two_factor/disable', { code: codes[0]! }, u.auth)).code).toBe(1);
    expect(await twoFactorOn(s.db, u.id)).toBe(false);
  });

  it('a new enrolment after turning off makes a new secret; the old one no longer signs in', async () => {
    const u = await trader('tf-again@example.com');
    const first = await enrol(u);
    await s.post('/api/user/two_factor/disable', { code: first.codes[0]! }, u.auth);
    const again = await enrol(u);
    expect(again.secret).not.toBe(first.secret);
    const ticket = (await login(u)).data.ticket;
    expect((await second(u, ticket, codeAt(first.secret, 1))).code).toBe(0);
    expect((await second(u, ticket, first.codes[1]!)).code).toBe(0);
  });
});
