import { causedBy } from '../errors/caused-by.js';

/**
 * "The shared counters cannot count now": Redis is down, restarting, or did not answer within the commands' bound
 * (redis-bus.ts). A login or a code send counted on Redis cannot go on uncounted (the throttles are its defence),
 * so the HTTP error handler answers these with 503 and "service busy" (retry in a moment), as it does when
 * PostgreSQL is unavailable, never a 500.
 */
export class RedisUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RedisUnavailable';
  }
}

/** Whether `err`, or an error it was wrapped around (`cause`), is a RedisUnavailable. */
export const isRedisUnavailable = (err: unknown): boolean => causedBy(err, RedisUnavailable);

/** A shared counter's failure (anything but its own refusal) as a RedisUnavailable, the original as its cause. */
export function counterFailed(err: unknown): RedisUnavailable {
  const message = err instanceof Error ? err.message : String(err);
  return new RedisUnavailable(`shared counters: ${message}`, { cause: err });
}
