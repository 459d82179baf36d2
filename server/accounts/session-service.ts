import { hot, type Db } from '../db/database.js';
import { sessionInvalid } from '../errors/app-error.js';
import type { User } from './users-repository.js';
import { insertSession, revokeSession, touchSession } from './sessions-repository.js';
import { newToken, sha256 } from './tokens.js';
import { UserStatus } from '../../core/codes.js';

/** A session ends after 30 days without a request. */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
/** last_seen is written at most once a minute per session, so reads don't turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export interface Authenticated {
  sessionId: number;
  user: User;
}

/** Opens a session and returns its token (shown once, stored only as a hash); `deviceId`: its device cookie's id. */
export async function openSession(
  db: Db,
  userId: number,
  ip: string,
  userAgent: string,
  deviceId: string | null = null,
): Promise<string> {
  const token = newToken();
  await insertSession(db, { userId, tokenHash: sha256(token), nowMs: Date.now(), ip, userAgent, deviceId });
  return token;
}

/** Resolves the `authorization` header (raw token or `Bearer <token>`); throws code 999 when it is not a live session. */
export async function authenticate(db: Db, header: string | undefined): Promise<Authenticated> {
  const token = (header ?? '').replace(/^Bearer\s+/i, '').trim();
  if (token.length < 20 || token.length > 200) throw sessionInvalid();
  // Session and user in one query: every authenticated call pays for this lookup.
  const row = (
    await hot<User & { session_id: number; last_seen_ms: number }>(
      db,
      'select users.*, sessions.id as session_id, sessions.last_seen_ms from sessions inner join users on users.id = sessions.user_id' +
        ' where sessions.token_hash = ? and sessions.revoked_ms is null',
      [sha256(token)],
    )
  ).rows[0];
  const now = Date.now();
  if (!row) throw sessionInvalid();
  const { session_id: sessionId, last_seen_ms: lastSeen, ...user } = row;
  const session = { id: sessionId, last_seen_ms: lastSeen };
  if (now - session.last_seen_ms > SESSION_IDLE_MS) {
    await revokeSession(db, session.id, now);
    throw sessionInvalid();
  }
  if (user.status !== UserStatus.Active) throw sessionInvalid();
  if (now - session.last_seen_ms > TOUCH_EVERY_MS) await touchSession(db, session.id, now);
  return { sessionId: session.id, user };
}

export const closeSession = (db: Db, sessionId: number) => revokeSession(db, sessionId, Date.now());
