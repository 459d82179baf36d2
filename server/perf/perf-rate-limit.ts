import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../errors/app-error.js';
import type { SharedCounters } from '../accounts/shared-throttles.js';

/** Benchmark runs one address may send per hour: a tester runs it a few times, a script runs it thousands. */
export const BENCH_RUNS_PER_HOUR = 10;
/**
 * Field-data beacons one address may send per hour: one per page view of a sampled session, and a school's or an
 * office's NAT puts many phones behind one address; past it a view is dropped (the figures are a sample anyway).
 */
export const RUM_VIEWS_PER_HOUR = 120;

/**
 * Counts the public performance calls per client address (perf/bench, perf/rum take no session), so a loop can't
 * fill the tables. In memory with one instance, on Redis with many (the same limit across instances, like
 * push-test-limit.ts). A fixed window from the address's first call. The address is only a counter key: never stored.
 */
export class PerfRateLimit {
  readonly #limiter: RateLimiterAbstract;

  constructor(shared: SharedCounters | null | undefined, name: string, perHour: number) {
    const opts = { points: perHour, duration: 3600 };
    this.#limiter = shared
      ? new RateLimiterRedis({ ...opts, storeClient: shared.redis, keyPrefix: `${shared.prefix}perf-${name}` })
      : new RateLimiterMemory({ ...opts, keyPrefix: `perf-${name}` });
  }

  /** Counts one call from `ip`, or throws code 429 when the hour's calls are used. */
  async take(ip: string): Promise<void> {
    try {
      await this.#limiter.consume(ip);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw rateLimited();
      throw res;
    }
  }
}
