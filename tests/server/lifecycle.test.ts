import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './test-server.js';
import { freePort } from '../support/net.js';
import { waitUntil } from '../support/wait.js';

const root = join(import.meta.dirname, '..', '..');

// Each test starts the built server as a process, some twice: 90 s, not the default 30, on a loaded CI machine.
describe('the server process', { timeout: 90_000 }, () => {
  it(
    'starts from the compiled build, creates and seeds its database, and exits 0 on SIGTERM',
    { timeout: 150_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lotline-proc-'));
      const port = await freePort();
      const child = spawn(process.execPath, ['dist/server/main.js'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        let gone = false;
        child.once('exit', () => {
          gone = true;
        });
        // A first start back-fills every pair's history: seconds on a quiet machine, many more on a loaded 2-core one.
        // Wait as long as the process is alive (up to the test's own timeout), not a fixed 10 s. A process that
        // exited answers nothing: the match below then fails at once, naming it.
        const info = await waitUntil(
          async () =>
            gone
              ? { exited: true }
              : await fetch(`http://127.0.0.1:${port}/api/basicSet/getBasicInfo`)
                  .then((r) => r.json())
                  .catch(() => null),
          { timeout: 140_000, interval: 100, what: 'the server to answer' },
        );
        expect(info).toMatchObject({ code: 1, data: { demo_balance: 100000 } });
        expect(existsSync(join(dataDir, 'app.sqlite'))).toBe(true);
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('answers code 429 (HTTP 200, envelope) past the per-IP request limit', async () => {
    const s = await startTestServer({ rateLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push(await s.get('/api/basicSet/getBasicInfo'));
      expect(codes.slice(0, 3).map((r) => r.code)).toEqual([1, 1, 1]);
      expect(codes[3]).toMatchObject({
        status: 200,
        code: 429,
        msg: 'Too many requests. Please try again later.',
        data: null,
      });
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
