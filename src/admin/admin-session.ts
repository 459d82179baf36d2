import { signal } from '@preact/signals-react';
import type { OperatorWho } from '../../core/wire/operator-session';

/** An operator (docs/api/admin.md): `admin` may do everything, `reviewer` works the queues only. */
export type Operator = OperatorWho;

const TOKEN_KEY = 'admin_token';

/** The operator session token (never a trader's: the two are separate on the server). */
export const adminToken = signal<string>(localStorage.getItem(TOKEN_KEY) ?? '');
export const operator = signal<Operator | null>(null);

export function setAdminSession(token: string, op: Operator): void {
  adminToken.value = token;
  operator.value = op;
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearAdminSession(): void {
  adminToken.value = '';
  operator.value = null;
  localStorage.removeItem(TOKEN_KEY);
}
