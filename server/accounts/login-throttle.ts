import { rateLimited } from '../errors/app-error.js';

/** One counted attempt: settled as a failure, or handed back when it turned out good. */
export interface Attempt {
  fail(): void;
  refund(): void;
}

/**
 * A login throttle: in memory with one instance (LoginThrottle), on Redis with many (shared-throttles.ts).
 * reserve() counts one attempt or throws code 429; forgive() clears a key's failures after a good login.
 */
export interface Throttle {
  reserve(key: string): Attempt | Promise<Attempt>;
  forgive(key: string): void | Promise<void>;
}

interface Entry {
  at: number;
  pending: boolean;
}

/**
 * Counts login attempts per key (account or IP) in a sliding window. An attempt is reserved BEFORE the
 * password is checked (synchronously, so requests in flight can't all pass the check) and handed back on
 * success. In memory: one server process owns the database, and a restart only forgives recent failures.
 */
export class LoginThrottle implements Throttle {
  readonly #entries = new Map<string, Entry[]>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  #recent(key: string, now: number): Entry[] {
    const list = (this.#entries.get(key) ?? []).filter((e) => now - e.at < this.windowMs);
    if (list.length) this.#entries.set(key, list);
    else this.#entries.delete(key);
    return list;
  }

  /** Throws code 429 with the minutes to wait when `key` has used up its attempts. */
  check(key: string, now = Date.now()): void {
    const list = this.#recent(key, now);
    if (list.length >= this.limit) {
      const minutes = Math.max(1, Math.ceil((list[0]!.at + this.windowMs - now) / 60_000));
      throw rateLimited('server.errors.login_locked', { minutes });
    }
  }

  /** Checks and counts one attempt in the same synchronous step; it stays counted unless refunded. */
  reserve(key: string, now = Date.now()): Attempt {
    this.check(key, now);
    const entry: Entry = { at: now, pending: true };
    this.#entries.set(key, [...this.#recent(key, now), entry]);
    return {
      fail: () => {
        entry.pending = false;
      },
      refund: () => {
        const list = this.#entries.get(key);
        if (!list) return;
        const rest = list.filter((e) => e !== entry);
        if (rest.length) this.#entries.set(key, rest);
        else this.#entries.delete(key);
      },
    };
  }

  /** Forgets the settled failures of `key` (a good login), keeping attempts of other requests still in flight. */
  forgive(key: string): void {
    const rest = (this.#entries.get(key) ?? []).filter((e) => e.pending);
    if (rest.length) this.#entries.set(key, rest);
    else this.#entries.delete(key);
  }
}

/**
 * Reserves one attempt on the IP's throttle and one on the account's, before any password work; when the
 * account is locked the IP's reservation is handed back (the request did no work).
 */
export async function reserveLogin(ip: Throttle, ipKey: string, account: Throttle, key: string): Promise<Attempt> {
  const ipTry = await ip.reserve(ipKey);
  let accountTry: Attempt;
  try {
    accountTry = await account.reserve(key);
  } catch (err) {
    ipTry.refund();
    throw err;
  }
  return {
    fail: () => {
      ipTry.fail();
      accountTry.fail();
    },
    refund: () => {
      ipTry.refund();
      accountTry.refund();
      void account.forgive(key);
    },
  };
}
