import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A slot lapses this long after its last renewal, so a crashed instance's sockets stop counting (ms). */
const SLOT_TTL_MS = 30_000;
/** Live instances renew their sockets' slots this often. */
const RENEW_MS = 10_000;

/**
 * Takes a slot in `KEYS[1]` (one sorted set per client address, member: a socket, score: when it lapses) if fewer
 * than ARGV[2] live ones are there. One script, so two instances admitting the same address at once can't both
 * take the last slot.
 */
const TAKE = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
if redis.call('ZCARD', key) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', key, tonumber(ARGV[4]), ARGV[3])
redis.call('PEXPIRE', key, tonumber(ARGV[5]))
return 1
`;

type SlotRedis = Redis & {
  lotlineTakeSlot(key: string, now: number, max: number, member: string, until: number, ttl: number): Promise<number>;
};

/**
 * The per-IP socket cap across instances (WS_MAX_PER_IP counted once, not per instance), on Redis. Each socket
 * holds a slot while open; instances renew theirs, and a slot of an instance that died lapses within SLOT_TTL_MS.
 * Redis unreachable: sockets are admitted (the instance's own cap still holds).
 */
export class SocketSlots {
  readonly #redis: SlotRedis;
  readonly #prefix: string;
  /** Slots this instance holds: member -> its key. */
  readonly #held = new Map<string, string>();
  readonly #timer: ReturnType<typeof setInterval>;

  constructor(redis: Redis, prefix: string) {
    if (!('lotlineTakeSlot' in redis)) redis.defineCommand('lotlineTakeSlot', { numberOfKeys: 1, lua: TAKE });
    this.#redis = redis as unknown as SlotRedis;
    this.#prefix = prefix;
    this.#timer = setInterval(() => this.#renew(), RENEW_MS);
    this.#timer.unref();
  }

  /** A slot for a socket from `ip`: its release, or null when `max` sockets of that address are open already. */
  async take(ip: string, max: number): Promise<(() => void) | null> {
    const key = `${this.#prefix}ws:${ip}`;
    const member = randomUUID();
    const now = Date.now();
    try {
      if (!(await this.#redis.lotlineTakeSlot(key, now, max, member, now + SLOT_TTL_MS, SLOT_TTL_MS))) return null;
    } catch {
      return () => {};
    }
    this.#held.set(member, key);
    return () => {
      if (!this.#held.delete(member)) return;
      void this.#redis.zrem(key, member).catch(() => {});
    };
  }

  #renew(): void {
    if (!this.#held.size) return;
    const until = Date.now() + SLOT_TTL_MS;
    const batch = this.#redis.pipeline();
    for (const [member, key] of this.#held) batch.zadd(key, 'XX', until, member).pexpire(key, SLOT_TTL_MS);
    void batch.exec().catch(() => {});
  }

  close(): void {
    clearInterval(this.#timer);
  }
}
