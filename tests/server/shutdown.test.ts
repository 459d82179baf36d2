import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcp, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/net.js';
import { orAfter, waitUntil } from '../support/wait.js';

const root = join(import.meta.dirname, '..', '..');
const GRACE_MS = 1000;
/**
 * Shutdown takes the hub's 1 s close handshake plus at most the grace period; the margin is for a loaded machine.
 * A close that hangs shows as exit code 1 from the force-exit backstop (grace + 5 s), or no exit at all.
 */
const MARGIN_MS = 7000;

interface Proc {
  child: ChildProcess;
  url: string;
  dataDir: string;
  exited: Promise<number | null>;
}

/** The BUILT server (node dist/server/main.js, as `npm start` runs it) on a temp data folder. */
async function startBuilt(env: Record<string, string> = {}, readOutput = true): Promise<Proc> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SCRYPT_LOG_N: '10',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    },
  });
  // A full pipe must not be what stops it, unless that is the state under test.
  if (readOutput) {
    child.stdout!.resume();
    child.stderr!.resume();
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}/api/basicSet/getBasicInfo`).then(
      (r) => r.ok,
      () => false,
    );
  try {
    await waitUntil(answers, { timeout: 120_000, interval: 100, what: 'the built server to answer' });
  } catch {
    child.kill('SIGKILL');
    throw new Error('the built server did not start (run node scripts/build-if-stale.mjs)');
  }
  return { child, url, dataDir, exited };
}

/** Sends SIGTERM and answers how long the process took to exit, and its exit code. */
async function stop(p: Proc): Promise<{ ms: number; code: number | null }> {
  const t0 = Date.now();
  p.child.kill('SIGTERM');
  const code = await orAfter(p.exited, GRACE_MS + MARGIN_MS + 10_000, 'still running' as const);
  return { ms: Date.now() - t0, code: code === 'still running' ? -1 : code };
}

const procs: Proc[] = [];
afterEach(() => {
  for (const p of procs.splice(0)) {
    p.child.kill('SIGKILL');
    rmSync(p.dataDir, { recursive: true, force: true });
  }
});

/** Opens a socket and resolves once it is open or refused. */
const openWs = (url: string) =>
  new Promise<WebSocket | null>((resolve) => {
    const ws = new WebSocket(url.replace('http', 'ws') + '/v1/ws');
    ws.once('open', () => resolve(ws));
    ws.once('error', () => resolve(null));
    ws.on('error', () => {});
  });

/** Sends a ping and resolves on its pong (the socket's earlier frames were handled), or when the socket closes. */
const pong = (ws: WebSocket) =>
  new Promise<void>((resolve) => {
    const onMessage = (d: WebSocket.RawData) => {
      if (JSON.parse(d.toString()).type === 'pong') done();
    };
    const done = () => {
      ws.off('message', onMessage);
      resolve();
    };
    if (ws.readyState !== WebSocket.OPEN) return resolve();
    ws.on('message', onMessage);
    ws.once('close', done);
    ws.send(JSON.stringify({ type: 'ping' }));
  });

/** A raw TCP connection that sends `text` and then never reads nor closes. */
const rawSocket = (url: string, text: string) =>
  new Promise<Socket>((resolve) => {
    const u = new URL(url);
    const s = tcp(Number(u.port), u.hostname, () => {
      s.write(text);
      s.pause();
      resolve(s);
    });
    s.on('error', () => {});
  });

/** The attacks of tests/server/abuse, briefly: login bursts, encoded paths past the limit, code sends, hostile Host headers. */
async function abuse(url: string) {
  const form = (f: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(f),
  });
  const calls: Promise<unknown>[] = [];
  for (let i = 0; i < 50; i++) {
    calls.push(fetch(`${url}/api/user/loginForU`, form({ account: 'victim@example.com', password: `guess ${i}` })));
    calls.push(fetch(`${url}/admin/api/login`, form({ email: 'admin@localhost', password: `guess ${i}` })));
    calls.push(fetch(`${url}/%61pi/basicSet/getBasicInfo`));
    calls.push(fetch(`${url}/api/notify/send_email`, form({ to: `victim${i}@example.com`, type: '1' })));
  }
  await Promise.all(
    calls.map((c) =>
      c.then(
        (r) => (r as Response).arrayBuffer(),
        () => null,
      ),
    ),
  );
  const u = new URL(url);
  await Promise.all(
    ['a.b.c;script-src *', 'm.evil.com'].map(
      (host) =>
        new Promise<void>((resolve) => {
          const req = httpRequest({ host: u.hostname, port: Number(u.port), path: '/', headers: { host } }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          });
          req.on('error', () => resolve());
          req.end();
        }),
    ),
  );
}

describe('SIGTERM', () => {
  it('ends the built server within the grace period after abuse requests, a socket-heavy load (some not reading) and new sockets during the close', async () => {
    const p = await startBuilt({ WS_MAX_PER_IP: '150' });
    procs.push(p);
    await abuse(p.url);
    const held: (WebSocket | Socket)[] = [];
    // 300 sockets: 150 accepted (half of them stop reading after subscribing to the busiest topics), 150 refused at the cap.
    const opened = await Promise.all(Array.from({ length: 300 }, () => openWs(p.url)));
    opened.forEach((ws, i) => {
      if (!ws) return;
      held.push(ws);
      ws.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET' }));
      if (i % 2) (ws as any)._socket.pause();
    });
    // Half-sent requests, upgrades that never read their answer, idle keep-alive connections.
    for (let i = 0; i < 20; i++)
      held.push(await rawSocket(p.url, 'GET /api/basicSet/getBasicInfo HTTP/1.1\r\nHost: x\r\n'));
    for (let i = 0; i < 20; i++)
      held.push(
        await rawSocket(
          p.url,
          'GET /v1/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      );
    for (let i = 0; i < 20; i++)
      held.push(await rawSocket(p.url, 'GET /api/basicSet/getBasicInfo HTTP/1.1\r\nHost: x\r\n\r\n'));
    // The load is in place before the close: every reading socket's sub is handled (its pong comes after it), and a
    // request on a new connection is answered after the raw ones were accepted.
    await Promise.all(opened.filter((ws, i) => ws && i % 2 === 0).map((ws) => pong(ws!)));
    expect((await fetch(`${p.url}/api/basicSet/getBasicInfo`)).ok).toBe(true);
    // Clients that reconnect at once, as the app does, while the server is closing: each open socket pings and
    // waits for its pong (or its close) before the next one opens.
    let reconnecting = true;
    const reconnect = (async () => {
      while (reconnecting) {
        const ws = await openWs(p.url);
        if (ws) {
          held.push(ws);
          await pong(ws);
        } else {
          // Refused: the app's own pause before it tries again, so the loop models a phone rather than a flood.
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    })();
    const r = await stop(p);
    reconnecting = false;
    await reconnect;
    for (const h of held) {
      if (h instanceof WebSocket) h.terminate();
      else h.destroy();
    }
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(GRACE_MS + MARGIN_MS);
  }, 240_000);

  it('ends the built server when nobody reads its log: a full stdout pipe once held the exit for ever', async () => {
    // The state of the server found alive 10 minutes after SIGTERM: its output went to a pipe whose reader had
    // stopped reading. Pino's default destination buffers the lines and, on exit, writes them synchronously,
    // retrying every 100 ms for as long as the pipe stays full: process.exit (and the force-exit backstop) hung.
    const p = await startBuilt({ LOG_LEVEL: 'info' }, false);
    procs.push(p);
    // Each request logs two lines (about 600 bytes): far more than the pipe (64 kB) and this side's buffer hold.
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(`${p.url}/api/basicSet/getBasicInfo`).then(
            (r) => r.arrayBuffer(),
            () => null,
          ),
        ),
      );
    }
    const r = await stop(p);
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(GRACE_MS + MARGIN_MS);
  }, 120_000);

  it("ends a process whose main thread is stuck in synchronous code: the watchdog thread's SIGKILL", async () => {
    // main.ts's own force-exit is a timer of the main thread; a main thread that never yields again (as in the
    // exit-time log flush above) never runs it. The watchdog that main.ts arms on SIGTERM is a worker thread.
    const dir = mkdtempSync(join(tmpdir(), 'lotline-watchdog-'));
    try {
      await build({
        entryPoints: [join(root, 'server/shutdown-watchdog.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: join(dir, 'watchdog.mjs'),
        logLevel: 'silent',
      });
      writeFileSync(
        join(dir, 'stuck.mjs'),
        "import { armWatchdog } from './watchdog.mjs';\narmWatchdog(300);\nfor (;;) {}\n",
      );
      const child = spawn(process.execPath, [join(dir, 'stuck.mjs')], { stdio: 'ignore' });
      const exit = new Promise<string | null>((resolve) => child.once('exit', (_code, sig) => resolve(sig)));
      const signal = await orAfter(exit, 20_000, 'still running');
      if (signal === 'still running') child.kill('SIGKILL');
      expect(signal).toBe('SIGKILL');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
