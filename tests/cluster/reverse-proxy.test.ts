import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, holderOf, startPair, until, type Pair } from './cluster-helpers.js';
import { freePort } from '../support/net.js';

/**
 * The nginx configuration of docs/operations.md (Many instances, A reverse proxy), run as written in front of two
 * instances: the block is read from the document, and only its addresses, port and certificate paths are replaced.
 * So the recipe an operator copies is the one that was run. Debian's nginx (`.ci/run` installs nginx-light).
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!NGINX) {
  const say = 'reverse-proxy.test.ts: no nginx here (apt-get install nginx-light)';
  if (process.env.CI) throw new Error(`${say}: CI must have it`);
  console.warn(`SKIPPED ${say}`);
}

const root = join(import.meta.dirname, '..', '..');
let p: Pair;
let dir: string;
let nginx: ChildProcess | null = null;
let port: number;

/** The documented block, with this run's instances, port and a self-signed certificate for m.broker.com. */
function documentedConfig(a: string, b: string, certDir: string): string {
  const doc = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
  const block = /\*\*A reverse proxy\*\*[\s\S]*?```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/operations.md: the nginx block under "A reverse proxy" is gone');
  const swaps: [string, string][] = [
    ['server 10.0.0.11:8080', `server ${a}`],
    ['server 10.0.0.12:8080', `server ${b}`],
    ['listen 443 ssl', `listen 127.0.0.1:${port} ssl`],
    ['/etc/ssl/broker.pem', join(certDir, 'broker.pem')],
    ['/etc/ssl/broker.key', join(certDir, 'broker.key')],
  ];
  let out = block;
  for (const [from, to] of swaps) {
    if (!out.includes(from)) throw new Error(`the documented nginx block no longer holds "${from}"`);
    out = out.replace(from, to);
  }
  return out;
}

beforeAll(async () => {
  if (!NGINX) return;
  // Two sockets per address (across both instances, on Redis): enough to see whose address the proxy passes.
  p = await startPair({ trustProxy: true, wsMaxPerIp: 2 });
  dir = mkdtempSync(join(tmpdir(), 'lotline-nginx-'));
  for (const d of ['logs', 'temp']) mkdirSync(join(dir, d));
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=m.broker.com'],
    ...['-keyout', join(dir, 'broker.key'), '-out', join(dir, 'broker.pem')],
  ]);
  port = await freePort();
  const host = (url: string) => url.replace('http://', '');
  const conf = `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  ${documentedConfig(host(p.a.url), host(p.b.url), dir)}
}`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  execFileSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await until(async () => (await get('/healthz').catch(() => null))?.status === 200, 10_000, 'nginx');
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await p?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** GET through the proxy, as a browser at m.broker.com would (the certificate is this run's own). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: 'm.broker.com',
        rejectUnauthorized: false,
        headers: { host: 'm.broker.com', ...headers },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!NGINX)('two instances behind the documented nginx', () => {
  it('serves the app and the API over TLS, from either instance', async () => {
    const page = await get('/trade');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="app"');
    const info = JSON.parse((await get('/api/basicSet/getBasicInfo')).body);
    expect(info.code).toBe(1);
  });

  it('passes the socket upgrade: a phone gets the prices through the proxy', async () => {
    const ws = new WebSocket(`wss://127.0.0.1:${port}/v1/ws`, {
      servername: 'm.broker.com',
      rejectUnauthorized: false,
      headers: { host: 'm.broker.com' },
    });
    const frames: any[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET' }));
    ws.send(JSON.stringify({ type: 'ping' }));
    await until(() => frames.some((f) => f.type === 'pong'), 5000, 'the pong');
    const holder = holderOf(p.a, p.b)!;
    await drive(holder, [p.a, p.b], 'BTCUSD', 96_543.21);
    await until(
      () =>
        frames.some(
          (f) =>
            f.topic === 'DAY_MARKET' &&
            f.data.some((i: any) => i.symbol === 'BTCUSD' && i.quotation.close === 96_543.21),
        ),
      5000,
      'the price through the proxy',
    );
    ws.close();
  });

  it("counts a phone's sockets under its own address, whatever X-Forwarded-For it forges", async () => {
    const open = (forged: string) =>
      new Promise<WebSocket | number>((resolve) => {
        const ws = new WebSocket(`wss://127.0.0.1:${port}/v1/ws`, {
          servername: 'm.broker.com',
          rejectUnauthorized: false,
          headers: { host: 'm.broker.com', 'x-forwarded-for': forged },
        });
        ws.once('open', () => resolve(ws));
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      });
    const first = await open('203.0.113.1');
    const second = await open('203.0.113.2');
    // The socket location sets the address too (nginx drops the server's headers in a location that sets its own).
    expect(await open('203.0.113.3')).toBe(429);
    for (const ws of [first, second]) if (typeof ws !== 'number') ws.close();
  });

  it("sets the client's address rather than appending to what the client sent", async () => {
    // /metrics answers only this machine: were the forged address appended, the server would take it as the client.
    expect((await get('/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
  });
});
