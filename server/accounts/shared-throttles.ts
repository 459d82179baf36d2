import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '../errors/app-error.js';
import { counterFailed } from '../cluster/redis-unavailable.js';
import type { Attempt, Throttle } from './login-throttle.js';
import type { CodeCaps } from './code-send-caps.js';

/** Where shared counters live with many instances: the bus's Redis connection and the deployment's key prefix. */
export interface SharedCounters {
  redis: Redis;
  prefix: string;
}

const HOUR_S = 3600;

/**
 * The login throttle of many instances (rate-limiter-flexible on Redis): the same limit per key across every
 * instance, in a fixed window that starts at the key's first failure (the in-memory one slides). An attempt is
 * counted before the password is checked and given back on success, as in memory. Redis unreachable: the attempt
 * cannot be counted, so it is refused as RedisUnavailable (503, service busy), never let through uncounted.
 */
export class RedisLoginThrottle implements Throttle {
  readonly #limiter: RateLimiterRedis;

  constructor(shared: SharedCounters, name: string, limit: number, windowMs: number) {
    this.#limiter = new RateLimiterRedis({
      storeClient: shared.redis,
      keyPrefix: `${shared.prefix}throttle:${name}`,
      points: limit,
      duration: Math.ceil(windowMs / 1000),
    });
  }

  async reserve(key: string): Promise<Attempt> {
    try {
      await this.#limiter.consume(key);
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw counterFailed(res);
      throw rateLimited('server.errors.login_locked', { minutes: Math.max(1, Math.ceil(res.msBeforeNext / 60_000)) });
    }
    return {
      fail: () => {},
      refund: () => {
        void this.#limiter.reward(key, 1).catch(() => {});
      },
    };
  }

  async forgive(key: string): Promise<void> {
    await this.#limiter.delete(key).catch(() => {});
  }
}

/**
 * The hourly code-send caps of many instances, on Redis. The caps are settings (read per send), so the limiter
 * only counts (points: unbounded) and the caller's maximum decides; a refused send is given back at once.
 */
export class RedisCodeCaps implements CodeCaps {
  readonly #perIp: RateLimiterRedis;
  readonly #all: RateLimiterRedis;

  constructor(shared: SharedCounters) {
    const counter = (name: string) =>
      new RateLimiterRedis({
        storeClient: shared.redis,
        keyPrefix: `${shared.prefix}codes:${name}`,
        points: Number.MAX_SAFE_INTEGER,
        duration: HOUR_S,
      });
    this.#perIp = counter('ip');
    this.#all = counter('all');
  }

  async reserve(ip: string, perIpMax: number, globalMax: number): Promise<() => void> {
    // (points are unbounded: any rejection is Redis failing, never a refusal)
    const [mine, all] = await Promise.all([this.#perIp.consume(ip), this.#all.consume('site')]).catch((err) => {
      throw counterFailed(err);
    });
    const refund = () => {
      void Promise.all([this.#perIp.reward(ip, 1), this.#all.reward('site', 1)]).catch(() => {});
    };
    if (mine.consumedPoints > perIpMax || all.consumedPoints > globalMax) {
      refund();
      throw rateLimited('server.errors.code_hourly');
    }
    return refund;
  }
}
