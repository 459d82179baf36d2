import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';
import { sha256 } from '../../../server/accounts/tokens.js';
import { DEVICE_COOKIE } from '../../../server/accounts/device-cookie.js';
import { LoginReply } from '../../../core/codes.js';
import { passwordChecks } from '../../../server/accounts/password.js';
import { openSocket } from '../../support/socket-client.js';

/**
 * Knowing an e-mail must not lock its owner out. Failures lock the address that made them (per
 * account and address, per address), ask for the picture code from anywhere else, and never touch a browser that
 * signed in before (its device cookie) or a session already open. The server trusts X-Forwarded-For here (TRUST_PROXY),
 * so each request says which address it comes from.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => s.stop());

const PASSWORD = 'right password 1';

/** A login from `ip`, with the device cookie `device` if given; the envelope and the device cookie it set. */
async function login(account: string, password: string, ip: string, extra: Record<string, string> = {}, device = '') {
  const res = await fetch(`${s.url}/api/user/loginForU`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
    },
    body: new URLSearchParams({ account, password, ...extra }),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const value = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(setCookie)?.[1] ?? '';
  return { ...((await res.json()) as { code: number; msg: string; data: any }), setCookie, device: value };
}

/** A picture code the test knows the text of (the real one is only ever drawn). */
async function knownCaptcha(text = 'ab3d') {
  const id = `known-${Math.random().toString(36).slice(2)}`;
  await s.db
    .insertInto('captchas')
    .values({ id, text_hash: sha256(text), expires_ms: Date.now() + 60_000 })
    .execute();
  return { captcha_key: id, captcha_code: text.toUpperCase() };
}

/** `n` wrong passwords for `account` spread over `addresses` addresses (10.9.0.x), all at once. */
const storm = (account: string, n: number, addresses: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => login(account, `wrong ${i}`, `10.9.0.${i % addresses}`)));

// Dozens of password hashes per test: 90 s, not the default 30, on a loaded CI machine.
describe('login lockout: the attacker is slowed, the owner is not locked out', { timeout: 90_000 }, () => {
  it('a storm of 50 wrong passwords from 10 addresses evaluates at most 5, then asks every new address for the picture code', async () => {
    await registerUser(s, 'storm@example.com', PASSWORD);
    const before = passwordChecks.count;
    const r = await storm('storm@example.com', 50, 10);
    expect(passwordChecks.count - before).toBeLessThanOrEqual(5);
    expect(r.filter((x) => x.code === 0)).toHaveLength(5);
    expect(r.filter((x) => x.code === LoginReply.CaptchaRequired)).toHaveLength(45);
    expect(r.find((x) => x.code === LoginReply.CaptchaRequired)!.msg).toMatch(/picture code/);
    // The owner, from their own address, on a browser without a device cookie: asked for the picture code...
    const asked = await login('storm@example.com', PASSWORD, '192.0.2.10');
    expect(asked).toMatchObject({ code: LoginReply.CaptchaRequired, data: null });
    // ... a wrong one is refused with the same code (the app shows a new picture), nothing evaluated...
    const wrong = await login('storm@example.com', PASSWORD, '192.0.2.10', {
      ...(await knownCaptcha()),
      captcha_code: 'zzzz',
    });
    expect(wrong.code).toBe(LoginReply.CaptchaRequired);
    expect(wrong.msg).toMatch(/picture code is wrong/);
    // ... and the right one lets the right password in.
    const good = await login('storm@example.com', PASSWORD, '192.0.2.10', await knownCaptcha());
    expect(good.code).toBe(1);
    expect(good.data.token).toMatch(/.{20,}/);
  });

  it('the picture code lets an attempt through but not a wrong password, and is burned after one use', async () => {
    await registerUser(s, 'burned@example.com', PASSWORD);
    await storm('burned@example.com', 5, 5);
    const c = await knownCaptcha();
    expect((await login('burned@example.com', 'still wrong', '192.0.2.20', c)).code).toBe(0);
    expect((await login('burned@example.com', PASSWORD, '192.0.2.20', c)).code).toBe(LoginReply.CaptchaRequired);
    expect((await login('burned@example.com', PASSWORD, '192.0.2.20', await knownCaptcha())).code).toBe(1);
  });

  it('the address that made the failures is locked for that account (429), other addresses and accounts are not', async () => {
    await registerUser(s, 'pair@example.com', PASSWORD);
    await registerUser(s, 'pair-other@example.com', PASSWORD);
    for (let i = 0; i < 5; i++) expect((await login('pair@example.com', `wrong ${i}`, '198.51.100.7')).code).toBe(0);
    const locked = await login('pair@example.com', PASSWORD, '198.51.100.7', await knownCaptcha());
    expect(locked).toMatchObject({ code: 429, data: null });
    expect(locked.msg).toMatch(/Too many failed attempts/);
    expect((await login('pair-other@example.com', PASSWORD, '198.51.100.7')).code).toBe(1);
    expect((await login('pair@example.com', PASSWORD, '198.51.100.8', await knownCaptcha())).code).toBe(1);
  });

  it('a browser that signed in before passes the lock with its device cookie, and is locked itself after 5 failures', async () => {
    const reg = await fetch(`${s.url}/api/notify/send_email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.1' },
      body: new URLSearchParams({ to: 'device@example.com', type: '1' }),
    });
    expect(((await reg.json()) as { code: number }).code).toBe(1);
    const signup = await fetch(`${s.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.1' },
      body: new URLSearchParams({
        type: 'email',
        account: 'device@example.com',
        password: PASSWORD,
        re_password: PASSWORD,
        sms_code: await s.lastCode('device@example.com'),
      }),
    });
    // Registering gives the browser its device cookie: HttpOnly, SameSite=Lax, only for the identity calls.
    const cookie = signup.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[^;]+; Path=/api/user; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    const device = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(cookie)![1]!;

    await storm('device@example.com', 50, 25);
    // The owner's browser, from the very address of the storm's first failures: no picture code, no lock.
    const r = await login('device@example.com', PASSWORD, '10.9.0.0', {}, device);
    expect(r.code).toBe(1);
    expect(r.device).not.toBe('');
    // A stolen or replayed cookie guessing passwords is locked after 5 failures of its own (429), the password too.
    for (let i = 0; i < 5; i++)
      expect((await login('device@example.com', `no ${i}`, '192.0.2.99', {}, device)).code).toBe(0);
    expect((await login('device@example.com', PASSWORD, '192.0.2.99', {}, device)).code).toBe(429);
    // A forged cookie, or one of another account, is no device at all: the picture code is asked.
    const forged = `${device.slice(0, -2)}AA`;
    expect((await login('device@example.com', PASSWORD, '192.0.2.98', {}, forged)).code).toBe(
      LoginReply.CaptchaRequired,
    );
    const other = await registerUser(s, 'device-other@example.com', PASSWORD);
    expect(other.token).toBeTruthy();
    const otherDevice = (await login('device-other@example.com', PASSWORD, '192.0.2.97')).device;
    expect((await login('device@example.com', PASSWORD, '192.0.2.97', {}, otherDevice)).code).toBe(
      LoginReply.CaptchaRequired,
    );
  });

  it('an open session keeps working, and its socket stays up, through 50 failed logins of its account', async () => {
    const u = await registerUser(s, 'open-session@example.com', PASSWORD);
    const sock = await openSocket(s.url);
    expect(await sock.login(u.token)).toMatchObject({ code: 1 });
    await sock.sub('BALANCE');
    // A witness that the hub's session check has run since the storm: its session ends after the storm, and the pass
    // that tells it would have told this socket too (one pass checks every socket), so no waiting "longer than a pass".
    const witness = await registerUser(s, 'open-session-witness@example.com', PASSWORD);
    const witnessSock = await openSocket(s.url);
    expect(await witnessSock.login(witness.token)).toMatchObject({ code: 1 });

    const r = await storm('open-session@example.com', 50, 10);
    expect(r.every((x) => x.code !== 1)).toBe(true);
    expect((await s.post('/api/user/logout', {}, { authorization: witness.token })).code).toBe(1);
    expect(await witnessSock.take((f) => f.type === 'session_end', 10_000)).toBeDefined();
    await sock.barrier();
    const { ws, frames } = sock;
    expect(frames.some((f) => f.type === 'session_end')).toBe(false);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(s.hub.publishToUser(u.user.id, 'BALANCE', { balance: '1.00', lock_balance: '0.00' })).toBe(1);
    expect((await s.get('/api/user/info', {}, { authorization: u.token })).code).toBe(1);
    ws.close();
    witnessSock.close();
  });

  it('operators keep the strict lock: 5 failures lock the account from every address, the right password too', async () => {
    const t = await startTestServer({
      trustProxy: true,
      rateLimitPerMinute: 1_000_000,
      adminEmail: 'strict-ops@lotline.test',
      adminPassword: 'operator pass 1',
    });
    try {
      const op = (password: string, ip: string) =>
        fetch(`${t.url}/admin/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
          body: new URLSearchParams({ email: 'strict-ops@lotline.test', password }),
        }).then((res) => res.json() as Promise<{ code: number }>);
      for (let i = 0; i < 5; i++) expect((await op(`wrong ${i}`, `10.8.0.${i}`)).code).toBe(0);
      expect((await op('operator pass 1', '192.0.2.50')).code).toBe(429);
    } finally {
      await t.stop();
    }
  });
});
