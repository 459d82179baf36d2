import { signal } from '@preact/signals-react';

/** An operator (server.md section 5): `admin` may do everything, `reviewer` works the queues only. */
export interface Operator { id: number; email: string; role: 'admin' | 'reviewer' }

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
