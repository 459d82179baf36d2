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

/** Kept in paths.ts, TypeBox-free: the desk imports it as a value. */
export { OPERATOR_MONEY_AREAS } from './paths';
/** Login's answer; expires_in in seconds. */
export interface OperatorLogin {
  token: string;
  operator: OperatorWho;
  expires_in: number;
}
