import type { Generated } from 'kysely';
import type { AccountKind, CodeOf } from '../../../core/codes.js';

/**
 * The accounts' tables (server/accounts/): traders, their sessions, one-time codes, captchas and the mail outbox.
 * Money is integer micro-USD, *_ms Unix milliseconds, *_at 'YYYY-MM-DD HH:mm:ss' UTC (../schema.ts).
 */

export interface AreasTable {
  id: Generated<number>;
  code: string;
  name: string;
  global_code: string;
  sort: number;
}

export interface UsersTable {
  id: Generated<number>;
  /** Public 8-digit id shown to the user. */
  uid: string;
  email: string | null;
  mobile: string | null;
  area_id: number | null;
  password_hash: string | null;
  is_demo: CodeOf<typeof AccountKind>;
  demo_id: string | null;
  invite_code: string;
  invited_by: number | null;
  /** micro-USD, never negative. */
  balance: number;
  /** micro-USD frozen by pending withdrawals, never negative. */
  lock_balance: number;
  /** 1 active, 0 disabled by an operator. */
  status: number;
  created_at: string;
  /** The language the account last signed in with from a known device (mails about the account are written in it). */
  lang: Generated<string>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** hex SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_ms: number;
  last_seen_ms: number;
  revoked_ms: number | null;
  ip: string;
  user_agent: string;
  /** The device cookie's id this session signed in with or was given (accounts/device-cookie.ts); null for demo. */
  device_id: string | null;
}

/** A device cookie its owner signed out from the devices screen: it no longer counts as a known device. */
export interface DeviceRevocationsTable {
  device_id: string;
  user_id: number;
  revoked_ms: number;
}

export interface CodesTable {
  id: Generated<number>;
  /** lower-cased e-mail or area+mobile. */
  destination: string;
  /** A CodeType: 1 register, 2 forgot, 3 change password, 4 withdraw, 5 bind a payout method. */
  type: number;
  code_hash: string;
  created_ms: number;
  expires_ms: number;
  attempts: number;
  /** 1 once used or burned by too many wrong tries. */
  consumed: number;
}

export interface CaptchasTable {
  id: string;
  text_hash: string;
  expires_ms: number;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
  created_at: string;
  /** 'logged' (no SMTP), 'queued' (being sent), 'sent' or 'failed' (retried until attempts reaches the limit). */
  status: string;
  error: string | null;
  /** Deliveries tried (accounts/outbox-retrier.ts). */
  attempts: Generated<number>;
  /** When a queued or failed e-mail may be tried again (ms). */
  next_attempt_ms: Generated<number>;
}
