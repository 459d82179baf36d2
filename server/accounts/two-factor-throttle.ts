import type { Db } from '../db/database.js';
import { LoginThrottle, type Throttle } from './login-throttle.js';
import { RedisLoginThrottle, type SharedCounters } from './shared-throttles.js';

/** Wrong second-factor codes allowed per owner in the window, like wrong passwords per account (account-service.ts). */
export const SECOND_FACTOR_TRIES = 5;
const WINDOW_MS = 15 * 60_000;

const throttles = new WeakMap<object, Throttle>();

/**
 * Gives the server's database its second-factor throttle: on Redis with many instances (the same counter whichever
 * instance a code reaches), in memory with one. Called once by buildApp; a database no app was built on (a script,
 * a test of the service alone) gets an in-memory one at first use. Keyed by the database rather than passed, so
 * `verifySecondFactor(db, userId, code)` keeps the one signature every caller (login, withdrawals) uses.
 */
export function bindSecondFactorThrottle(db: Db, shared?: SharedCounters | null): void {
  throttles.set(
    db,
    shared
      ? new RedisLoginThrottle(shared, '2fa', SECOND_FACTOR_TRIES, WINDOW_MS)
      : new LoginThrottle(SECOND_FACTOR_TRIES, WINDOW_MS),
  );
}

/** The throttle that counts wrong codes per owner (keys '2fa:user:12', '2fa:operator:3'). */
export function secondFactorThrottle(db: Db): Throttle {
  let t = throttles.get(db);
  if (!t) {
    t = new LoginThrottle(SECOND_FACTOR_TRIES, WINDOW_MS);
    throttles.set(db, t);
  }
  return t;
}
