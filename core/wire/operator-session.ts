import { Type, type Static } from 'typebox';
import { Text } from './fields';

/** The back office's own session: login, logout, me. */

export const OperatorLoginBody = Type.Object({ email: Text(254), password: Text(128) });
export type OperatorLoginBody = Static<typeof OperatorLoginBody>;

/** Who is logged in to the back office (`me`, and login's `operator`). */
export interface OperatorWho {
  id: number;
  email: string;
  role: 'admin' | 'reviewer';
}
/** Login's answer; expires_in in seconds. */
export interface OperatorLogin {
  token: string;
  operator: OperatorWho;
  expires_in: number;
}
