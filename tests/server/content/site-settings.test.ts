import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { writeSetting } from '../../../server/content/settings-repository.js';

let s: TestServer;
// The built app is a temporary folder holding a stale manifest file: the route built from the settings must win.
const appDir = mkdtempSync(join(tmpdir(), 'lotline-app-'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(join(appDir, 'manifest.webmanifest'), '{"name":"stale file"}');
writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, appDir });
});
afterAll(async () => {
  await s.stop();
  rmSync(appDir, { recursive: true, force: true });
});

describe('getCompanyStatus', () => {
  it('answers the site status, type and loss_url the operator set', async () => {
    expect((await s.get('/api/company/getCompanyStatus')).data).toEqual({ status: 0, type: 1, loss_url: '' });
    await writeSetting(s.db, 'site_status', '2');
    await writeSetting(s.db, 'site_type', '0');
    await writeSetting(s.db, 'loss_url', 'https://status.example/closed');
    expect(await s.get('/api/company/getCompanyStatus')).toMatchObject({
      code: 1,
      data: { status: 2, type: 0, loss_url: 'https://status.example/closed' },
    });
    await writeSetting(s.db, 'site_status', '0');
    expect((await s.get('/api/company/getCompanyStatus')).data).toEqual({
      status: 0,
      type: 0,
      loss_url: 'https://status.example/closed',
    });
  });
});

describe('desktop_redirect', () => {
  it('is 0 by default and a number in getBasicInfo and default/setting', async () => {
    expect((await s.get('/api/basicSet/getBasicInfo')).data.desktop_redirect).toBe(0);
    await writeSetting(s.db, 'desktop_redirect', '1');
    expect((await s.get('/api/basicSet/getBasicInfo')).data.desktop_redirect).toBe(1);
    expect(await s.get('/api/default/setting', { key: 'desktop_redirect' })).toMatchObject({ code: 1, data: 1 });
    await writeSetting(s.db, 'desktop_redirect', '0');
    expect((await s.get('/api/basicSet/getBasicInfo')).data.desktop_redirect).toBe(0);
  });
});

describe('web manifest', () => {
  const manifest = () => fetch(`${s.url}/manifest.webmanifest`);

  it('is served as application/manifest+json with a short cache, named after the site title', async () => {
    const res = await manifest();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({
      id: '/',
      name: 'Lotline',
      short_name: 'Lotline',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0f1419',
      theme_color: '#0f1419',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it("follows an operator's new title", async () => {
    await writeSetting(s.db, 'title', 'Harbour Trade');
    expect(await (await manifest()).json()).toMatchObject({ name: 'Harbour Trade', short_name: 'Harbour Trade' });
    await writeSetting(s.db, 'title', 'Lotline');
  });

  it('wins over a file of the same name in the built app, while other files and the app shell still serve', async () => {
    expect((await (await manifest()).json()).name).not.toBe('stale file');
    const icon = await fetch(`${s.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    const shell = await fetch(`${s.url}/news/detail?id=3`);
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await shell.text()).toContain('<title>shell</title>');
  });
});
