import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/net.js';
import { waitUntil } from '../support/wait.js';

/**
 * The server's log (docs/operations.md, Running): JSON lines for machines, readable lines for a person (LOG_FORMAT,
 * pretty by default only at a terminal), and the request's id on every line of that request, the lines its services
 * log included, and in its answer's `x-request-id`.
 */

const root = join(import.meta.dirname, '..', '..');
const started: { child: ChildProcess; dataDir: string }[] = [];
afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The built server as a process, its stdout collected; resolves once it answers. */
async function serve(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-logs-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, HISTORY_CANDLES: '5', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({ child, dataDir });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    { timeout: 60_000, what: 'the server' },
  );
  return { url, out: () => out };
}

describe('the log', { timeout: 90_000 }, () => {
  it('writes JSON lines when stdout is not a terminal, each line of a request carrying its id', async () => {
    const s = await serve({ LOG_LEVEL: 'info' });
    // No SMTP: the code goes to the log, written by the outbox (a service, not the route) while serving the request.
    const res = await fetch(`${s.url}/api/notify/send_email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'to=logs%40example.com&type=1',
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Other requests complete meanwhile (the readiness polls): wait for this one's own last line.
    // Whole lines only: the last one may be half written when read.
    const ofThis = () =>
      s
        .out()
        .split('\n')
        .slice(0, -1)
        .map((l) => JSON.parse(l))
        .filter((l) => l.reqId === id);
    await waitUntil(() => ofThis().some((l) => l.msg === 'request completed'), { what: "the request's lines" });
    const ofRequest = ofThis();
    // Fastify's own lines (received, completed) and the outbox's line, all under the one id.
    expect(ofRequest.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', expect.stringContaining('outbox:')]),
    );
    // Every line a JSON object, and no id given twice in one line (a duplicate key would hide one of them).
    for (const raw of s.out().trim().split('\n')) expect(raw.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // Another request, another id.
    const again = await fetch(`${s.url}/api/basicSet/getBasicInfo`);
    expect(again.headers.get('x-request-id')).not.toBe(id);
  });

  it('writes readable lines with LOG_FORMAT=pretty, the same content', async () => {
    const s = await serve({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    await fetch(`${s.url}/api/basicSet/getBasicInfo`);
    await waitUntil(() => s.out().includes('request completed'), { what: 'the completed line' });
    const first = s.out().split('\n')[0]!;
    expect(() => JSON.parse(first)).toThrow();
    expect(s.out()).toMatch(/INFO.*request completed/);
    expect(s.out()).toMatch(/reqId: "[0-9a-f-]{36}"/);
  });

  it('refuses a LOG_FORMAT it does not know, saying which', async () => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root,
      env: { ...process.env, LOG_FORMAT: 'xml', PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(err).toContain('LOG_FORMAT must be json or pretty, not xml');
  });
});
