import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';

/**
 * Attack: back-office calls without a token. Each route's own operator check (an onRequest hook
 * of the route) used to answer 999 before the per-IP limiter's hook ran, so 700 of 700 calls to /admin/api/me were
 * answered and none was ever limited. Every request is now counted first, whatever the route then decides.
 * Each burst comes from its own client address (X-Forwarded-For, TRUST_PROXY on), so each path is its own case.
 */
describe('abuse: back-office calls without a token', () => {
  let s: TestServer;
  const LIMIT = 5;
  beforeAll(async () => {
    s = await startTestServer({ rateLimitPerMinute: LIMIT, trustProxy: true });
  });
  afterAll(() => s.stop());

  const CALLS: [method: 'GET' | 'POST', path: string][] = [
    ['GET', '/admin/api/me'],
    ['GET', '/admin/api/users'],
    ['GET', '/admin/api/deposits'],
    ['POST', '/admin/api/settings'],
    ['GET', '/%61dmin/api/me'],
    ['GET', '/admin/api/%6De'],
  ];

  it.each(CALLS.map(([method, path], i) => [method, path, `198.51.100.${i + 10}`]))(
    '%s %s is refused with 429 once the address used its limit',
    async (method, path, ip) => {
      const headers = { 'x-forwarded-for': ip };
      const call = () => (method === 'GET' ? s.get(path, {}, headers) : s.post(path, { title: 'x' }, headers));
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 3; i++) codes.push((await call()).code);
      expect(codes).toEqual([...Array<number>(LIMIT).fill(999), 429, 429, 429]);
      // The same address is limited on the trader API too: one counter per client.
      expect((await s.get('/api/basicSet/getBasicInfo', {}, headers)).code).toBe(429);
    },
  );

  it('a wrong token is counted like none', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.99', authorization: 'not-a-session' };
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) codes.push((await s.get('/admin/api/me', {}, headers)).code);
    expect(codes.at(-1)).toBe(429);
  });
});
