import type { Executor } from '../db/database.js';
import type { OperatorRole } from './operators-repository.js';

export interface LiveOperatorSession {
  session_id: number;
  expires_ms: number;
  last_seen_ms: number;
  operator_id: number;
  email: string;
  role: OperatorRole;
  disabled: number;
}

export async function insertOperatorSession(
  db: Executor,
  s: { operatorId: number; tokenHash: string; nowMs: number; expiresMs: number; ip: string; userAgent: string },
) {
  await db
    .insertInto('operator_sessions')
    .values({
      operator_id: s.operatorId,
      token_hash: s.tokenHash,
      created_ms: s.nowMs,
      last_seen_ms: s.nowMs,
      expires_ms: s.expiresMs,
      revoked_ms: null,
      ip: s.ip,
      user_agent: s.userAgent.slice(0, 256),
    })
    .execute();
}

/** The unrevoked session with this token hash and its operator, or undefined. Expiry is the caller's check. */
export const findOperatorSession = (db: Executor, tokenHash: string): Promise<LiveOperatorSession | undefined> =>
  db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id as session_id',
      'operator_sessions.expires_ms',
      'operator_sessions.last_seen_ms',
      'operators.id as operator_id',
      'operators.email',
      'operators.role',
      'operators.disabled',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_ms', 'is', null)
    .executeTakeFirst();

export async function touchOperatorSession(db: Executor, id: number, nowMs: number) {
  await db.updateTable('operator_sessions').set({ last_seen_ms: nowMs }).where('id', '=', id).execute();
}

export async function revokeOperatorSession(db: Executor, id: number, nowMs: number) {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_ms: nowMs })
    .where('id', '=', id)
    .where('revoked_ms', 'is', null)
    .execute();
}

/** Revokes every live session of one operator (on disable). */
export async function revokeOperatorSessions(db: Executor, operatorId: number, nowMs: number) {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_ms: nowMs })
    .where('operator_id', '=', operatorId)
    .where('revoked_ms', 'is', null)
    .execute();
}
