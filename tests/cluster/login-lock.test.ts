import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPair, type Pair } from './cluster-helpers.js';
import { registerUser, type TestServer } from '../server/test-server.js';
import { DEVICE_COOKIE } from '../../server/accounts/device-cookie.js';
import { LoginReply } from '../../core/codes.js';

let p: Pair;
beforeAll(async () => {
  // Both instances trust X-Forwarded-For (as behind the load balancer), so a request can say which address it is.
  p = await startPair({ rateLimitPerMinute: 1_000_000, trustProxy: true });
});
afterAll(async () => {
  await p.stop();
});

/** A login on instance `s` from `ip`, with a device cookie if given; the envelope and the cookie it set. */
async function login(s: TestServer, account: string, password: string, ip: string, device = '') {
  const res = await fetch(`${s.url}/api/user/loginForU`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
    },
    body: new URLSearchParams({ account, password }),
  });
  const cookie = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { ...((await res.json()) as { code: number; msg: string }), cookie };
}

describe('login throttles shared by every instance', () => {
  it('locks an account for the address after 5 wrong passwords spread over A and B', async () => {
    await registerUser(p.a, 'cluster-lock@example.com', 'the right one 1');
    const tryOn = (i: number, password: string) =>
      (i % 2 ? p.b : p.a).post('/api/user/loginForU', { account: 'cluster-lock@example.com', password });
    for (let i = 0; i < 5; i++) expect(await tryOn(i, 'wrong')).toMatchObject({ code: 0 });
    // Locked on both for this address, the right password included.
    for (const s of [p.a, p.b]) {
      const r = await s.post('/api/user/loginForU', {
        account: 'cluster-lock@example.com',
        password: 'the right one 1',
      });
      expect(r.code).not.toBe(1);
      expect(r.msg).toMatch(/Too many failed attempts/);
    }
  });

  it('asks every instance for the picture code after failures from many addresses, and lets a known device in', async () => {
    const email = 'cluster-storm@example.com';
    await registerUser(p.a, email, 'the right one 2');
    const device = (await login(p.b, email, 'the right one 2', '192.0.2.1')).cookie;
    expect(device).not.toBe('');
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? p.b : p.a, email, 'wrong', `10.6.0.${i}`)).code).toBe(0);
    for (const s of [p.a, p.b]) {
      expect((await login(s, email, 'the right one 2', '192.0.2.2')).code).toBe(LoginReply.CaptchaRequired);
      expect((await login(s, email, 'the right one 2', '192.0.2.2', device)).code).toBe(1);
    }
  });

  it("a device cookie's own lock of 5 failures holds across instances", async () => {
    const email = 'cluster-device@example.com';
    await registerUser(p.a, email, 'the right one 3');
    const device = (await login(p.a, email, 'the right one 3', '192.0.2.3')).cookie;
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? p.b : p.a, email, 'wrong', `10.5.0.${i}`, device)).code).toBe(0);
    for (const s of [p.a, p.b]) expect((await login(s, email, 'the right one 3', '192.0.2.4', device)).code).toBe(429);
  });
});
