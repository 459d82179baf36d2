import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../errors/app-error.js';
import type { SharedCounters } from '../accounts/shared-throttles.js';

/** Test notifications one user may ask for per minute (push/test). */
export const PUSH_TESTS_PER_MINUTE = 3;

/**
 * Counts push/test calls per user: each one posts to every device of the user, so a loop of them was a way to make
 * the server open connections at will. In memory with one instance; on Redis with many (the same limit across
 * every instance, like the login throttles of shared-throttles.ts). A fixed window from the user's first call.
 */
export class PushTestLimit {
  readonly #limiter: RateLimiterAbstract;

  constructor(shared: SharedCounters | null | undefined, perMinute = PUSH_TESTS_PER_MINUTE) {
    const opts = { points: perMinute, duration: 60 };
    this.#limiter = shared
      ? new RateLimiterRedis({ ...opts, storeClient: shared.redis, keyPrefix: `${shared.prefix}push-test` })
      : new RateLimiterMemory({ ...opts, keyPrefix: 'push-test' });
  }

  /** Counts one test for `userId`, or throws code 429 when the minute's tests are used. */
  async take(userId: number): Promise<void> {
    try {
      await this.#limiter.consume(String(userId));
    } catch (res) {
      if (res instanceof RateLimiterRes) throw rateLimited();
      throw res;
    }
  }
}
