import { Type, type Static } from 'typebox';
import { Text } from './fields';

/** The back office's own session: login, logout, me. */

export const OperatorLoginBody = Type.Object({ email: Text(254), password: Text(128) });
export type OperatorLoginBody = Static<typeof OperatorLoginBody>;

/**
 * Who is logged in to the back office (`me`, and login's `operator`). `two_factor` 1 when the operator's
 * two-factor sign-in is on; `two_factor_required` 1 when the setting operator_2fa_required is on, so an operator
 * without it is sent to enrolment before any money screen (OPERATOR_MONEY_AREAS).
 */
export interface OperatorWho {
  id: number;
  email: string;
  role: 'admin' | 'reviewer';
  two_factor: number;
  two_factor_required: number;
}

/**
 * The back office's money areas: deposits, withdrawals, and users (balances, adjustments). With the setting
 * operator_2fa_required on, the server refuses their calls (/admin/api + area) to an operator without two-factor
 * sign-in, and the desk sends such an operator from their screens (/admin + area) to enrolment.
 */
export const OPERATOR_MONEY_AREAS = ['/deposits', '/withdrawals', '/users'] as const;
/** Login's answer; expires_in in seconds. */
export interface OperatorLogin {
  token: string;
  operator: OperatorWho;
  expires_in: number;
}
