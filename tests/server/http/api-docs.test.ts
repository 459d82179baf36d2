import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';

const root = new URL('../../..', import.meta.url).pathname;

describe('the API reference', () => {
  it('docs/api holds a current block for every route, generated from the schemas the routes validate with', () => {
    const r = spawnSync('node', ['scripts/api-docs.mjs', '--check'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('/docs', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('serves the OpenAPI document with API_DOCS on, naming who may call each route', async () => {
    const s = await startTestServer({ apiDocs: true });
    servers.push(s);
    const doc = (await (await fetch(`${s.url}/docs`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { 'x-access': string; tags: string[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const access = (path: string, method: string) => doc.paths[path]?.[method]?.['x-access'];
    expect(access('/api/news/list', 'get')).toBe('public');
    expect(access('/v1/api/forex/submit', 'post')).toBe('user');
    expect(access('/api/account/draw', 'post')).toBe('real user');
    expect(access('/admin/api/deposits', 'get')).toBe('operator');
    expect(access('/admin/api/settings', 'post')).toBe('admin');
    expect(doc.paths['/v1/api/forex/kline']?.get?.tags).toEqual(['market']);
  });

  it('is not served in a default start', async () => {
    const s = await startTestServer();
    servers.push(s);
    // The app shell, or a 404 envelope when no app is built: never the document.
    const body = await (await fetch(`${s.url}/docs`)).text();
    expect(body).not.toContain('openapi');
  });
});
