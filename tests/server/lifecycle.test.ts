import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './test-server.js';

const root = join(import.meta.dirname, '..', '..');

describe('the server process', () => {
  it('starts from the compiled build, creates and seeds its database, and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lotline-proc-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let info: any = null;
      // Up to 2 minutes: a loaded machine starts the server slowly (a speed limit is not what this test checks).
      for (let i = 0; i < 1200 && !info; i++) {
        await new Promise((r) => setTimeout(r, 100));
        info = await fetch(`http://127.0.0.1:${port}/api/basicSet/getBasicInfo`).then((r) => r.json()).catch(() => null);
      }
      expect(info).toMatchObject({ code: 1, data: { demo_balance: 100000 } });
      expect(existsSync(join(dataDir, 'app.sqlite'))).toBe(true);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('answers code 429 (HTTP 200, envelope) past the per-IP request limit', async () => {
    const s = await startTestServer({ rateLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push(await s.get('/api/basicSet/getBasicInfo'));
      expect(codes.slice(0, 3).map((r) => r.code)).toEqual([1, 1, 1]);
      expect(codes[3]).toMatchObject({ status: 200, code: 429, msg: 'Too many requests. Please try again later.', data: null });
    } finally {
      await s.stop();
    }
  });

  it('keeps accounts across a restart on the same data folder', async () => {
    const s = await startTestServer();
    const demo = await s.post('/api/user/loginForU', { demo_id: 'restart-device-01' });
    await s.close();
    const again = await startTestServer({ dataDir: s.dataDir });
    try {
      const r = await again.post('/api/user/loginForU', { demo_id: 'restart-device-01' });
      expect(r.data.user.id).toBe(demo.data.user.id);
      expect(await again.get('/api/user/info', {}, { authorization: demo.data.token })).toMatchObject({ code: 1 });
    } finally {
      await again.stop();
    }
  });
});
