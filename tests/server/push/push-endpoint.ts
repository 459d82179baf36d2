import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushNetwork, ResolveAll } from '../../../server/push/push-network.js';

/** One request a push service received. */
export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * The name the local push service answers as: a public-looking name only the tests' resolver knows (example.net is
 * reserved for examples), since the server posts to public DNS names only.
 */
export const PUSH_HOST = 'push.example.net';

/** A resolver from a table (name -> addresses), as dns.lookup with all: true answers; an unknown name fails. */
export function tableResolver(table: Record<string, string[]>, asked: string[] = []): ResolveAll {
  return async (host) => {
    asked.push(host);
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: isIP(address) }));
  };
}

/**
 * A fresh self-signed certificate for PUSH_HOST (openssl), and the server's `pushNetwork` for it: PUSH_HOST resolves
 * to 127.0.0.1, which it may connect to, and the certificate is trusted.
 */
export function pushCertificate(): { key: Buffer; cert: Buffer; network: PushNetwork } {
  const dir = mkdtempSync(join(tmpdir(), 'lotline-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${PUSH_HOST}`,
      '-addext',
      `subjectAltName=DNS:${PUSH_HOST}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });
  const network: PushNetwork = {
    resolve: tableResolver({ [PUSH_HOST]: ['127.0.0.1'] }),
    allowAddress: (ip) => ip === '127.0.0.1',
    ca: cert,
  };
  return { key, cert, network };
}

/** How long the local push service waits before answering on a path starting /slow, in ms. */
export const SLOW_ANSWER_MS = 2000;

/**
 * A local push service for tests: an HTTPS server on 127.0.0.1 with `certificate` (pushCertificate) that records
 * every POST and answers 201, or 410 on paths starting /gone (a subscription the browser dropped), 201 after
 * SLOW_ANSWER_MS on paths starting /slow, or a 307 to /redirected on paths starting /redirect. `url` is https://PUSH_HOST:port; `allowList` the push_host_allowlist
 * setting that lets the server post to that port (the server posts to 443 only unless the operator lists a port).
 */
export async function startPushService(certificate = pushCertificate()): Promise<{
  url: string;
  port: number;
  allowList: string;
  received: Received[];
  network: PushNetwork;
  close(): Promise<void>;
}> {
  const { key, cert, network } = certificate;
  const received: Received[] = [];
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      if (req.url?.startsWith('/redirect')) {
        res.statusCode = 307;
        res.setHeader('location', '/redirected');
      }
      if (req.url?.startsWith('/slow')) setTimeout(() => res.end(), SLOW_ANSWER_MS);
      else res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `https://${PUSH_HOST}:${port}`,
    port,
    allowList: `${PUSH_HOST}:${port}`,
    received,
    network,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (base64url), and a decryptor. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    /** Decrypts an aes128gcm push body (RFC 8188 + RFC 8291) as the browser would; throws if it does not authenticate. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idlen = body[20]!;
      const serverKey = body.subarray(21, 21 + idlen);
      const ciphertext = body.subarray(21 + idlen);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const d = createDecipheriv('aes-128-gcm', cek, nonce);
      d.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const plain = Buffer.concat([d.update(ciphertext.subarray(0, ciphertext.length - 16)), d.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
    },
  };
}
