import { rateLimited } from '../http/app-error.js';

/**
 * Counts failed logins per key (account or IP) in a sliding window. In memory: one server process
 * owns the database, and a restart only forgives recent failures.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  constructor(readonly limit: number, readonly windowMs: number) {}

  #recent(key: string, now: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.#failures.set(key, list); else this.#failures.delete(key);
    return list;
  }

  /** Throws code 429 with the minutes to wait when `key` has used up its failures. */
  check(key: string, now = Date.now()): void {
    const list = this.#recent(key, now);
    if (list.length >= this.limit) {
      const minutes = Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 60_000));
      throw rateLimited('server.errors.login_locked', { minutes });
    }
  }

  fail(key: string, now = Date.now()): void {
    this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }
}
