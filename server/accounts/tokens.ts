import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A session token: 32 random bytes (256 bits), URL-safe. Only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** A 6-digit numeric code, uniformly drawn. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** An 8-character invite code without look-alike characters (no 0/O, 1/I/L). */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < 8; i++) s += alphabet[randomInt(0, alphabet.length)];
  return s;
}

/** The public 8-digit user id, never starting with 0. */
export const newUid = (): string => String(randomInt(10_000_000, 100_000_000));
