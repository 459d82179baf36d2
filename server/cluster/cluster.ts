import type { ClusterLog } from './cluster-log.js';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { LocalBus, type Bus } from './bus.js';
import { RedisBus } from './redis-bus.js';
import { AlwaysHeldLease, PgLease, type EngineLease } from './engine-lease.js';

/**
 * How this process relates to others (docs/operations.md, Many instances). One instance (no REDIS_URL): an
 * in-process bus and a lease that is always held, and the server runs exactly as it always did. Many (REDIS_URL
 * and DATABASE_URL): the Redis bus and the PostgreSQL lease.
 */
export interface Cluster {
  /** True with REDIS_URL: ticks, pushes and order wake-ups go over the bus, the engine role is leased. */
  readonly many: boolean;
  readonly bus: Bus;
  readonly lease: EngineLease;
  /** The bus's command connection, for shared counters (rate limits, throttles); null with one instance. */
  readonly redis: Redis | null;
  readonly prefix: string;
  close(): Promise<void>;
}

export async function openCluster(config: Config, log: ClusterLog): Promise<Cluster> {
  if (!config.redisUrl) {
    const bus = new LocalBus();
    const lease = new AlwaysHeldLease();
    return {
      many: false,
      bus,
      lease,
      redis: null,
      prefix: config.redisPrefix,
      close: async () => {
        await lease.close();
        await bus.close();
      },
    };
  }
  const bus = new RedisBus(config.redisUrl, config.redisPrefix, log);
  await bus.ready();
  const lease = new PgLease(config.databaseUrl, log);
  return {
    many: true,
    bus,
    lease,
    redis: bus.commands,
    prefix: config.redisPrefix,
    close: async () => {
      await lease.close();
      await bus.close();
    },
  };
}
