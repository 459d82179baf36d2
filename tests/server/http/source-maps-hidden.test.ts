import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';

let s: TestServer;
// A built app as vite.config.ts writes it: each chunk with its hidden source map beside it.
const appDir = mkdtempSync(join(tmpdir(), 'lotline-app-'));
mkdirSync(join(appDir, 'assets'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(join(appDir, 'assets', 'trade-abc123.js'), 'export const a=1;');
writeFileSync(
  join(appDir, 'assets', 'trade-abc123.js.map'),
  '{"version":3,"sources":["../../src/secret.ts"],"sourcesContent":["const internal = 1"],"mappings":"AAAA"}',
);

beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, appDir });
});
afterAll(async () => {
  await s.stop();
  rmSync(appDir, { recursive: true, force: true });
});

describe('the static files of the built app', () => {
  it('serve a chunk but answer its source map with 404, not with the map or the app shell', async () => {
    const chunk = await fetch(`${s.url}/assets/trade-abc123.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe('export const a=1;');

    for (const path of ['/assets/trade-abc123.js.map', '/assets/no-such-chunk.js.map', '/index.js.map']) {
      const res = await fetch(`${s.url}${path}`);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).not.toContain('sourcesContent');
      expect(body, path).not.toContain('<title>shell</title>');
    }
  });

  it('still answer an app route with the shell', async () => {
    const res = await fetch(`${s.url}/trade`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>shell</title>');
  });
});
