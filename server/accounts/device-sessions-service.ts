import type { Db, Executor } from '../db/database.js';
import { transact } from '../db/on-commit.js';
import { AppError } from '../errors/app-error.js';
import { formatUtc } from '../../core/rules/datetime.js';
import type { SessionWire } from '../../core/wire/devices.js';
import { SESSION_IDLE_MS } from './session-service.js';
import { revokeDevices } from './device-login.js';
import { describeUserAgent } from './user-agent.js';

/**
 * The devices screen's calls: a user's live sessions, and ending one or all the others. Ending is
 * the logout's revocation (sessions.revoked_ms), so it reaches sockets the same way: every instance's session watch
 * (socket/session-watch.ts) reads the shared table each second and ends the sockets of a revoked session. A session
 * its owner ends from another one also takes its device cookie's standing as a known device (device-login.ts).
 */

/** The user's sessions that are live now: not revoked and seen within the idle limit. */
function liveSessions(db: Executor, userId: number, nowMs: number) {
  return db
    .selectFrom('sessions')
    .where('user_id', '=', userId)
    .where('revoked_ms', 'is', null)
    .where('last_seen_ms', '>', nowMs - SESSION_IDLE_MS);
}

/** The user's live sessions, this one first, then the most recently seen. */
export async function listSessions(db: Db, userId: number, currentId: number): Promise<SessionWire[]> {
  const rows = await liveSessions(db, userId, Date.now())
    .select(['id', 'ip', 'user_agent', 'created_ms', 'last_seen_ms'])
    .orderBy('last_seen_ms', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      ...describeUserAgent(r.user_agent),
      ip: r.ip,
      created_at: formatUtc(r.created_ms),
      last_seen_at: formatUtc(r.last_seen_ms),
      current: r.id === currentId ? (1 as const) : (0 as const),
    }))
    .sort((a, b) => b.current - a.current);
}

/** Revokes `ids` (sessions of `userId`) and their devices, except the device the asking session signed in with. */
async function endSessions(trx: Executor, userId: number, currentId: number, ids: number[], nowMs: number) {
  const others = ids.filter((id) => id !== currentId);
  if (others.length) {
    const own = await trx.selectFrom('sessions').select('device_id').where('id', '=', currentId).executeTakeFirst();
    const rows = await trx.selectFrom('sessions').select('device_id').where('id', 'in', others).execute();
    // Two logins of one browser share its device cookie: signing out the other one must not distrust this browser.
    const devices = rows.map((r) => r.device_id).filter((d): d is string => !!d && d !== own?.device_id);
    await revokeDevices(trx, userId, devices, nowMs);
  }
  await trx
    .updateTable('sessions')
    .set({ revoked_ms: nowMs })
    .where('id', 'in', ids)
    .where('user_id', '=', userId)
    .where('revoked_ms', 'is', null)
    .execute();
}

/**
 * Ends one of the user's live sessions (`currentId`, the asking one, is a plain logout). Another user's session, an
 * ended one or an unknown id all answer the same "not found": the call can't probe whose ids exist.
 */
export async function endOneSession(db: Db, userId: number, currentId: number, id: number): Promise<void> {
  const now = Date.now();
  await transact(db, async (trx) => {
    const row = await liveSessions(trx, userId, now).select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('server.errors.session_not_found');
    await endSessions(trx, userId, currentId, [id], now);
  });
}

/** Ends every live session of the user but the asking one; answers how many it ended. */
export async function endOtherSessions(db: Db, userId: number, currentId: number): Promise<number> {
  const now = Date.now();
  return transact(db, async (trx) => {
    const ids = (await liveSessions(trx, userId, now).select('id').where('id', '!=', currentId).execute()).map(
      (r) => r.id,
    );
    if (ids.length) await endSessions(trx, userId, currentId, ids, now);
    return ids.length;
  });
}
