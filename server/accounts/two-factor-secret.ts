import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Executor } from '../db/database.js';
import { serverKey } from './server-keys.js';
import type { TwoFactorOwnerType } from '../db/schema.js';

/**
 * How a TOTP secret is kept. The server must read it back to check each code (TOTP is a shared secret, unlike a
 * password, which can be stored as a one-way hash), so it is encrypted rather than hashed: AES-256-GCM under a
 * 256-bit key made on the first enrolment and kept in server_secrets (every instance reads the same one), with the
 * owner ('user:12') as additional data, so a ciphertext copied onto another owner's row does not decrypt.
 * What this buys: the secret never appears in plain text in a row, a query over two_factor, a table export, the
 * back office or a log, and no call returns it after the enrolment screen (the app cannot read it again; a new
 * enrolment makes a new secret). What it does not: a full copy of the database holds the key too; a deployment
 * that wants the key outside the database replaces `serverKey` here with its KMS (one call).
 */

const KEY_NAME = 'two_factor_key';
/** Stored form: version, IV, GCM tag and ciphertext, base64, joined by ':'. */
const VERSION = 'v1';

const aad = (type: TwoFactorOwnerType, id: number) => Buffer.from(`${type}:${id}`);

/** Encrypts a base32 TOTP secret for one owner. */
export async function sealSecret(db: Executor, type: TwoFactorOwnerType, id: number, base32: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await serverKey(db, KEY_NAME), iv);
  cipher.setAAD(aad(type, id));
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

/** The base32 secret of a sealed value, or null when it does not decrypt for this owner (tampered, moved, other key). */
export async function openSecret(
  db: Executor,
  type: TwoFactorOwnerType,
  id: number,
  sealed: string,
): Promise<string | null> {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await serverKey(db, KEY_NAME), Buffer.from(iv, 'base64'));
    decipher.setAAD(aad(type, id));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
