import type { Executor } from '../db/database.js';
import { UserStatus } from '../../core/codes.js';

export async function insertSession(
  db: Executor,
  s: { userId: number; tokenHash: string; nowMs: number; ip: string; userAgent: string; deviceId?: string | null },
) {
  await db
    .insertInto('sessions')
    .values({
      user_id: s.userId,
      token_hash: s.tokenHash,
      created_ms: s.nowMs,
      last_seen_ms: s.nowMs,
      revoked_ms: null,
      ip: s.ip,
      user_agent: s.userAgent.slice(0, 256),
      device_id: s.deviceId ?? null,
    })
    .execute();
}

export async function touchSession(db: Executor, id: number, nowMs: number) {
  await db.updateTable('sessions').set({ last_seen_ms: nowMs }).where('id', '=', id).execute();
}

export async function revokeSession(db: Executor, id: number, nowMs: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_ms: nowMs })
    .where('id', '=', id)
    .where('revoked_ms', 'is', null)
    .execute();
}

/** Revokes every live session of a user except `keepId` (the one that asked, on a password change). */
export async function revokeUserSessions(db: Executor, userId: number, nowMs: number, keepId?: number) {
  let q = db
    .updateTable('sessions')
    .set({ revoked_ms: nowMs })
    .where('user_id', '=', userId)
    .where('revoked_ms', 'is', null);
  if (keepId !== undefined) q = q.where('id', '!=', keepId);
  await q.execute();
}

/**
 * Which of `ids` are still live sessions: not revoked, seen after `sinceMs`, of an active user. 500 ids a query
 * (SQLite's bound-parameter limit); the socket hub asks for every logged-in socket's session each round.
 */
export async function liveSessionIds(db: Executor, ids: readonly number[], sinceMs: number): Promise<Set<number>> {
  const live = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', 'in', ids.slice(i, i + 500))
      .where('sessions.revoked_ms', 'is', null)
      .where('sessions.last_seen_ms', '>', sinceMs)
      .where('users.status', '=', UserStatus.Active)
      .execute();
    for (const r of rows) live.add(r.id);
  }
  return live;
}
