import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { sanitizeArticleHtml } from '../../../server/content/article-html.js';

const hsts = (r: Response) => r.headers.get('strict-transport-security');
const cspOf = (r: Response) => r.headers.get('content-security-policy') ?? '';

describe('security headers over plain HTTP behind a proxy (TRUST_PROXY)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ trustProxy: true });
  });
  afterAll(() => s.stop());

  it('sends HSTS only when the proxy says the request came over https', async () => {
    expect(hsts(await fetch(`${s.url}/api/basicSet/getBasicInfo`))).toBeNull();
    expect(
      hsts(await fetch(`${s.url}/api/basicSet/getBasicInfo`, { headers: { 'x-forwarded-proto': 'http' } })),
    ).toBeNull();
    expect(
      hsts(await fetch(`${s.url}/api/basicSet/getBasicInfo`, { headers: { 'x-forwarded-proto': 'https' } })),
    ).toMatch(/max-age=\d+/);
  });

  it('lets the CSP show the https pictures the news sanitiser keeps', async () => {
    const kept = sanitizeArticleHtml('<p><img src="https://cdn.example.org/chart.png" alt="chart"></p>');
    expect(kept).toContain('https://cdn.example.org/chart.png');
    const imgSrc = /img-src ([^;]*)/.exec(cspOf(await fetch(`${s.url}/`)))![1]!.split(' ');
    expect(imgSrc).toContain('https:');
    expect(imgSrc).not.toContain('http:');
  });
});

describe('security headers with an https PUBLIC_ORIGIN', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ publicOrigin: 'https://m.broker.example' });
  });
  afterAll(() => s.stop());

  it('sends HSTS (the site is served over https; TLS ends before this process)', async () => {
    expect(hsts(await fetch(`${s.url}/api/basicSet/getBasicInfo`))).toMatch(/max-age=\d+/);
  });
});
