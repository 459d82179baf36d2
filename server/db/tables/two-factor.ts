import type { Generated } from 'kysely';

/**
 * Two-factor sign-in (server/accounts/two-factor-service.ts), for traders ('user') and operators ('operator').
 * *_ms are Unix milliseconds (../schema.ts).
 */

/** Whose second factor a row is. */
export type TwoFactorOwnerType = 'user' | 'operator';

export interface TwoFactorTable {
  id: Generated<number>;
  owner_type: TwoFactorOwnerType;
  owner_id: number;
  /** The TOTP secret, AES-256-GCM encrypted (two-factor-secret.ts); never sent after enrolment. */
  secret_enc: string;
  /** null during enrolment (secret shown, no code confirmed yet); when it was switched on after. */
  enabled_ms: number | null;
  /** The newest 30-second step (Unix seconds / 30) whose code was accepted: older or equal steps are refused. */
  last_step: number;
  created_ms: number;
}

export interface TwoFactorRecoveryTable {
  id: Generated<number>;
  owner_type: TwoFactorOwnerType;
  owner_id: number;
  /** hex SHA-256 of the owner and the normalised code; the code itself is shown once and never stored. */
  code_hash: string;
  used_ms: number | null;
}
