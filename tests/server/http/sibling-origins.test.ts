import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startTestServer, type TestServer } from '../test-server.js';
import { apiSourceFor, originAllowed, parentDomain } from '../../../server/http/sibling-origins.js';

describe('sibling origins (page on m.x.com, API on api.x.com)', () => {
  it('allows only hosts under the same parent domain and port, plus CORS_ORIGINS', () => {
    expect(parentDomain('m.broker.com')).toBe('broker.com');
    expect(parentDomain('broker.com')).toBeNull();
    expect(parentDomain('127.0.0.1')).toBeNull();
    expect(originAllowed('https://m.broker.com', 'api.broker.com', [])).toBe(true);
    expect(originAllowed('http://m.broker.com:8080', 'api.broker.com:8080', [])).toBe(true);
    expect(originAllowed('http://m.broker.com:9090', 'api.broker.com:8080', [])).toBe(false);
    expect(originAllowed('https://m.evil.com', 'api.broker.com', [])).toBe(false);
    expect(originAllowed('https://broker.com.evil.com', 'api.broker.com', [])).toBe(false);
    expect(originAllowed('https://evil.com', 'localhost:8080', [])).toBe(false);
    expect(originAllowed('https://partner.example', 'localhost:8080', ['https://partner.example'])).toBe(true);
    expect(apiSourceFor('m.broker.com:8080')).toBe('api.broker.com:8080');
    expect(apiSourceFor('localhost:8080')).toBeNull();
  });
});

describe('sibling origins on a real server', () => {
  let s: TestServer;
  // Only the site's own names shape headers: the site is m.lotline.test (PUBLIC_ORIGIN), so api.lotline.test is its sibling.
  beforeAll(async () => {
    s = await startTestServer({ publicOrigin: 'http://m.lotline.test' });
  });
  afterAll(() => s.stop());
  const port = () => new URL(s.url).port;
  /** A request with a chosen Host header (fetch does not let a caller set Host). */
  const raw = (method: string, path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const r = request({ host: '127.0.0.1', port: Number(port()), method, path, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      });
      r.on('error', reject);
      r.end();
    });

  it('answers a preflight from the sibling page and labels the real answer, but not for a stranger', async () => {
    const host = `api.lotline.test:${port()}`;
    const pre = await raw('OPTIONS', '/api/user/info', {
      host,
      origin: `http://m.lotline.test:${port()}`,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization, lang',
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(`http://m.lotline.test:${port()}`);
    expect(String(pre.headers['access-control-allow-headers'])).toContain('authorization');
    // With credentials: the page sends the API host's device cookie to login, to this sibling only.
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    const get = await raw('GET', '/api/basicSet/getBasicInfo', { host, origin: `http://m.lotline.test:${port()}` });
    expect(get.headers['access-control-allow-origin']).toBe(`http://m.lotline.test:${port()}`);
    expect(get.headers['access-control-allow-credentials']).toBe('true');
    const evil = await raw('GET', '/api/basicSet/getBasicInfo', { host, origin: 'http://evil.test' });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the page served as m.<domain> load from api.<domain> in its CSP', async () => {
    const page = await raw('GET', '/', { host: `m.lotline.test:${port()}` });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*api\\.lotline\\.test:${port()}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*api\\.lotline\\.test:${port()}`));
  });
});
