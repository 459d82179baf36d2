import type { Db } from '../db/database.js';
import { AppError, sessionInvalid } from '../errors/app-error.js';
import { reserveLogin, type Throttle } from '../accounts/login-throttle.js';
import { hashPassword, verifyPassword } from '../accounts/password.js';
import { newToken, sha256 } from '../accounts/tokens.js';
import { insertAudit } from '../audit/audit-repository.js';
import { ownerTwoFactorOn } from '../accounts/two-factor-service.js';
import { secondFactorChallenge } from '../accounts/two-factor-login.js';
import { findOperatorByEmail, type OperatorRole } from './operators-repository.js';
import {
  findOperatorSession,
  insertOperatorSession,
  revokeOperatorSession,
  touchOperatorSession,
} from './operator-sessions-repository.js';

/** An operator session ends 8 hours after login, however busy it is. */
export const OPERATOR_SESSION_MS = 8 * 3600 * 1000;
/** last_seen is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export interface OperatorAuth {
  sessionId: number;
  id: number;
  email: string;
  role: OperatorRole;
}

export interface OperatorLoginDeps {
  db: Db;
  scryptLogN: number;
  accountThrottle: Throttle;
  ipThrottle: Throttle;
}

/** Dummy hash so an unknown operator costs the same scrypt work as a wrong password. */
let dummyHash: Promise<string> | null = null;

/**
 * E-mail + password login for the back office; rate-limited per account and per IP with their own
 * throttles (an operator's failures never lock out a trader of the same address, and the reverse).
 * Unknown, wrong and disabled all answer the same "wrong account or password". With two-factor on, the right
 * password answers a ticket for the second step (operator-two-factor.ts) instead of a session.
 */
export async function loginOperator(
  d: OperatorLoginDeps,
  email: string,
  password: string,
  client: { ip: string; userAgent: string },
) {
  const key = `op-acct:${email.trim().toLowerCase()}`;
  const ipKey = `op-ip:${client.ip}`;
  // Counted before the hash, handed back on success: a burst in flight can't all pass a check made first.
  const attempt = await reserveLogin(d.ipThrottle, ipKey, d.accountThrottle, key);
  const op = await findOperatorByEmail(d.db, email);
  dummyHash ??= hashPassword('not-a-password', d.scryptLogN);
  const good = await verifyPassword(password, op?.password_hash ?? (await dummyHash));
  if (!op || !good || op.disabled) {
    attempt.fail();
    throw new AppError('server.errors.bad_credentials');
  }
  attempt.refund();
  if (await ownerTwoFactorOn(d.db, { type: 'operator', id: op.id }))
    return secondFactorChallenge(d.db, 'operator', op.id, op.password_hash);
  return openOperatorSession(d.db, op, client);
}

/** Opens a session for an operator whose every check passed, with its 'operator.login' audit record. */
export async function openOperatorSession(
  db: Db,
  op: { id: number; email: string; role: OperatorRole },
  client: { ip: string; userAgent: string },
  twoFactor = false,
) {
  const token = newToken();
  const now = Date.now();
  const actor = { operatorId: op.id, email: op.email };
  await db.transaction().execute(async (trx) => {
    await insertOperatorSession(trx, {
      operatorId: op.id,
      tokenHash: sha256(token),
      nowMs: now,
      expiresMs: now + OPERATOR_SESSION_MS,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await insertAudit(trx, actor, {
      action: 'operator.login',
      targetType: 'operator',
      targetId: op.id,
      after: twoFactor ? { ip: client.ip, two_factor: 1 } : { ip: client.ip },
    });
  });
  return { token, operator: { id: op.id, email: op.email, role: op.role } };
}

/**
 * Resolves the `authorization` header (raw token or `Bearer <token>`) to a live operator session; throws
 * code 999 otherwise, exactly like an ended trader session. A trader's token is simply not found here.
 */
export async function authenticateOperator(db: Db, header: string | undefined): Promise<OperatorAuth> {
  const token = (header ?? '').replace(/^Bearer\s+/i, '').trim();
  if (token.length < 20 || token.length > 200) throw sessionInvalid();
  const row = await findOperatorSession(db, sha256(token));
  if (!row) throw sessionInvalid();
  const now = Date.now();
  if (now >= row.expires_ms || row.disabled) {
    await revokeOperatorSession(db, row.session_id, now);
    throw sessionInvalid();
  }
  if (now - row.last_seen_ms > TOUCH_EVERY_MS) await touchOperatorSession(db, row.session_id, now);
  return { sessionId: row.session_id, id: row.operator_id, email: row.email, role: row.role };
}

/** Ends one operator session (logout). */
export const logoutOperator = (db: Db, sessionId: number) => revokeOperatorSession(db, sessionId, Date.now());
