import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/database.js';
import type { TwoFactorOwnerType } from '../db/schema.js';
import { serverKey } from './server-keys.js';
import { sha256 } from './tokens.js';

/** A sign-in waiting for its second factor may take this long after the right password (5 minutes). */
export const TICKET_MS = 5 * 60_000;

const KEY_NAME = 'login_ticket_key';

/**
 * What the right password earns when two-factor is on: not a session, a ticket for the second step. It is signed
 * (HMAC-SHA256 under a server key every instance shares), names the owner, ends after TICKET_MS, and carries a
 * fingerprint of the password hash, so a password change or reset in between voids it. Nothing is stored: the
 * code check itself is throttled per owner, and the code's own one-time rule stops a replayed pair.
 */
const fingerprint = (passwordHash: string) => sha256(passwordHash).slice(0, 16);

async function sign(db: Executor, payload: string): Promise<string> {
  return createHmac('sha256', await serverKey(db, KEY_NAME))
    .update(payload)
    .digest('base64url');
}

/** A ticket for `type` `id` whose current password hash is `passwordHash`. */
export async function issueTicket(
  db: Executor,
  type: TwoFactorOwnerType,
  id: number,
  passwordHash: string,
  nowMs = Date.now(),
): Promise<string> {
  const payload = Buffer.from(`${type}.${id}.${nowMs + TICKET_MS}.${fingerprint(passwordHash)}`).toString('base64url');
  return `${payload}.${await sign(db, payload)}`;
}

/**
 * The owner a ticket names, if it is this server's, of this kind, unexpired; the caller then checks the owner's
 * password hash still matches (`ticketMatches`). Null otherwise.
 */
export async function readTicket(
  db: Executor,
  type: TwoFactorOwnerType,
  ticket: string,
  nowMs = Date.now(),
): Promise<{ id: number; fingerprint: string } | null> {
  const [payload, mac] = ticket.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(await sign(db, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [kind, id, until, fp] = Buffer.from(payload, 'base64url').toString().split('.');
  if (kind !== type || !fp || !/^\d+$/.test(id ?? '') || !(Number(until) > nowMs)) return null;
  return { id: Number(id), fingerprint: fp };
}

/** Whether a read ticket still fits the owner's password (no change or reset since it was issued). */
export const ticketMatches = (t: { fingerprint: string }, passwordHash: string): boolean =>
  fingerprint(passwordHash) === t.fingerprint;
