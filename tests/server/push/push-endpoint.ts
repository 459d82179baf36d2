import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request a push service received. */
export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A fresh self-signed certificate for 127.0.0.1 (openssl), and an agent that trusts it (the server's `pushAgent`). */
export function pushCertificate(): { key: Buffer; cert: Buffer; agent: Agent } {
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
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
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
  return { key, cert, agent: new Agent({ ca: cert }) };
}

/**
 * A local push service for tests: an HTTPS server with `certificate` (pushCertificate) that records every POST and
 * answers 201, or 410 on paths starting /gone (a subscription the browser dropped).
 */
export async function startPushService(
  certificate = pushCertificate(),
): Promise<{ url: string; received: Received[]; agent: Agent; close(): Promise<void> }> {
  const { key, cert, agent } = certificate;
  const received: Received[] = [];
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `https://127.0.0.1:${port}`,
    received,
    agent,
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
