import { computed, signal } from '@preact/signals-react';
import type { PublicUser } from '../../core/wire/account';
import { AccountKind } from '../../core/codes';

/** The user object (docs/api/account.md) (money as decimal strings of USD), as core/wire/account.ts declares it. */
export type User = PublicUser;

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

function read<T>(key: string, parse: (s: string) => T, fallback: T): T {
  try {
    const s = localStorage.getItem(key);
    return s === null ? fallback : parse(s);
  } catch {
    return fallback;
  }
}

/** The opaque session token sent as `authorization`; empty when logged out. */
export const token = signal<string>(read(TOKEN_KEY, (s) => s, ''));
export const user = signal<User | null>(read<User | null>(USER_KEY, (s) => JSON.parse(s) as User, null));
export const isLoggedIn = computed(() => token.value !== '');
export const isDemo = computed(() => user.value?.is_demo === AccountKind.Demo);

/** Stores a fresh session (login, register, demo). */
export function setSession(newToken: string, newUser: User): void {
  token.value = newToken;
  user.value = newUser;
  try {
    localStorage.setItem(TOKEN_KEY, newToken);
    localStorage.setItem(USER_KEY, JSON.stringify(newUser));
  } catch {
    /* storage full or blocked: the session lasts this visit */
  }
}

export function setUser(u: User): void {
  user.value = u;
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(u));
  } catch {
    /* see setSession */
  }
}

/** Forgets the session locally (logout, or a 999 from the server). */
export function clearSession(): void {
  token.value = '';
  user.value = null;
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    /* nothing stored */
  }
}
