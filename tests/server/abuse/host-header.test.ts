import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';

type Raw = { status: number; headers: Record<string, string | string[] | undefined> };

/**
 * Attack: the Host header is the client's to write. A malformed one (`a.b.c;script-src *`) must not break
 * a single route, and a stranger's name (`m.evil.com`) must not put `api.evil.com` into the CSP: only the
 * site's own names (PUBLIC_ORIGIN and its m./api./pc. siblings, localhost, IP literals) shape headers.
 */
describe('abuse: the Host header', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ publicOrigin: 'http://m.lotline.test', rateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => s.stop());
  const port = () => Number(new URL(s.url).port);
  /** A request with a chosen Host header (fetch does not let a caller set Host). */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<Raw>((resolve, reject) => {
      const r = request({ host: '127.0.0.1', port: port(), method: 'GET', path, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      });
      r.on('error', reject);
      r.end();
    });
  const csp = (r: Raw) => String(r.headers['content-security-policy']);
  const PATHS = [
    '/',
    '/trade',
    '/api/basicSet/getBasicInfo',
    '/api/no/such/call',
    '/admin/api/me',
    '/manifest.webmanifest',
  ];

  it('a malformed Host never gives a 500 and never reaches the CSP', async () => {
    for (const host of ['a.b.c;script-src *', 'm.lotline.test;script-src *', 'a b', 'x.y.z:99999999', 'évil.test']) {
      for (const path of PATHS) {
        const r = await raw(path, { host });
        expect(r.status, `${host} ${path}`).toBeLessThan(500);
        expect(csp(r)).not.toContain('script-src *');
        expect(csp(r)).toMatch(/connect-src 'self' ws: wss: 'self'(;|$)/);
      }
    }
  });

  it("a stranger's host gets the same-origin policy; the site's own sibling gets its api. host", async () => {
    for (const host of ['m.evil.com', `m.evil.com:${port()}`, 'api.evil.lotline.test.evil.com']) {
      const r = await raw('/', { host });
      expect(r.status).toBeLessThan(500);
      expect(csp(r)).not.toContain('evil');
    }
    const own = await raw('/', { host: `m.lotline.test:${port()}` });
    expect(csp(own)).toMatch(new RegExp(`connect-src [^;]*api\\.lotline\\.test:${port()}`));
    expect(csp(own)).toMatch(new RegExp(`img-src [^;]*api\\.lotline\\.test:${port()}`));
    const local = await raw('/', { host: `localhost:${port()}` });
    expect(csp(local)).toMatch(/connect-src 'self' ws: wss: 'self'(;|$)/);
  });

  it("a stranger's host gets no CORS grant for its sibling origin", async () => {
    const r = await raw('/api/basicSet/getBasicInfo', { host: 'api.evil.com', origin: 'https://m.evil.com' });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });
});
