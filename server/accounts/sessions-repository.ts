import type { Executor } from '../db/database.js';

export async function insertSession(db: Executor, s: { userId: number; tokenHash: string; nowMs: number; ip: string; userAgent: string }) {
  await db.insertInto('sessions').values({
    user_id: s.userId, token_hash: s.tokenHash, created_ms: s.nowMs, last_seen_ms: s.nowMs,
    revoked_ms: null, ip: s.ip, user_agent: s.userAgent.slice(0, 256),
  }).execute();
}

export async function touchSession(db: Executor, id: number, nowMs: number) {
  await db.updateTable('sessions').set({ last_seen_ms: nowMs }).where('id', '=', id).execute();
}

export async function revokeSession(db: Executor, id: number, nowMs: number) {
  await db.updateTable('sessions').set({ revoked_ms: nowMs }).where('id', '=', id).where('revoked_ms', 'is', null).execute();
}

/** Revokes every live session of a user except `keepId` (the one that asked, on a password change). */
export async function revokeUserSessions(db: Executor, userId: number, nowMs: number, keepId?: number) {
  let q = db.updateTable('sessions').set({ revoked_ms: nowMs }).where('user_id', '=', userId).where('revoked_ms', 'is', null);
  if (keepId !== undefined) q = q.where('id', '!=', keepId);
  await q.execute();
}
