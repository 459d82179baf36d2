import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt with r=8, p=1; N=2^logN needs 128*N*r bytes, so N=2^17 uses 128 MiB: maxmem must allow it. */
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: 2 ** logN, r: R, p: P, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$logN$salt$hash` (base64), with a fresh 16-byte salt per call. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN);
  return `scrypt$${logN}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** How many password checks ran (scrypt evaluations): tests read it to prove a throttle stops bursts before the hash. */
export const passwordChecks = { count: 0 };

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  passwordChecks.count++;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(logN));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
