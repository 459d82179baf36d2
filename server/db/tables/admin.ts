import type { Generated } from 'kysely';

/**
 * The back office's tables (server/admin/): operators, their sessions and the audit log.
 * Money is integer micro-USD, *_ms Unix milliseconds, *_at 'YYYY-MM-DD HH:mm:ss' UTC (../schema.ts).
 */

/** A back-office account; separate from users, so a trader's token never opens an operator call. */
export interface OperatorsTable {
  id: Generated<number>;
  /** lower-cased. */
  email: string;
  password_hash: string;
  /** 'admin' everything; 'reviewer' the deposit, withdrawal and verification queues only. */
  role: 'admin' | 'reviewer';
  /** 1 once disabled: login refused, sessions revoked. */
  disabled: number;
  created_at: string;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  /** hex SHA-256 of the token. */
  token_hash: string;
  created_ms: number;
  last_seen_ms: number;
  /** created_ms + 8 hours: an absolute end, however busy the session is. */
  expires_ms: number;
  revoked_ms: number | null;
  ip: string;
  user_agent: string;
}

/** Append-only (triggers refuse UPDATE and DELETE): one row per operator action, or per trader security change. */
export interface AuditLogTable {
  id: Generated<number>;
  /** null when the action came from the shell (npm run operator). */
  operator_id: number | null;
  /** The operator's e-mail, 'cli', or the trader's e-mail when user_id is set. */
  actor: string;
  /** The trader who acted on their own account (two-factor on / off, a recovery code used); null otherwise. */
  user_id: number | null;
  /** e.g. 'deposit.approve', 'user.adjust', 'settings.update'. */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON of the target before and after the change; null where there is none (a creation, a login). */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}
