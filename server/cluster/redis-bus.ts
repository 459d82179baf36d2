import { Redis } from 'ioredis';
import type { ClusterLog } from './cluster-log.js';
import { Subscriptions, type Bus } from './bus.js';

/** How long a command may wait for Redis's answer (ms): on this machine or beside it, answers take well under 1 ms. */
export const REDIS_COMMAND_TIMEOUT_MS = 3000;

/**
 * The bus over Redis pub/sub: one publishing connection and one subscribing connection per instance (a
 * subscribed Redis connection can do nothing else). Channels carry the deployment's prefix. ioredis reconnects
 * by itself and re-subscribes its channels; messages published meanwhile are lost (bus.ts: every user has a
 * backstop).
 */
export class RedisBus implements Bus {
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #prefix: string;
  readonly #subs = new Subscriptions();

  constructor(url: string, prefix: string, log: ClusterLog) {
    this.#prefix = prefix;
    // While Redis is unreachable a publish (or a counter) fails at once instead of queueing in memory: a tick batch
    // or a push replayed minutes later would be stale, and the queue would grow for as long as the outage lasts.
    // A Redis that holds the connection but does not answer (paused, a network partition) fails a command after
    // REDIS_COMMAND_TIMEOUT_MS: a login waiting on its throttle answers 503 then, never hangs.
    this.#pub = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    // The subscriber re-subscribes by itself after a reconnect.
    this.#sub = new Redis(url, { maxRetriesPerRequest: null });
    for (const r of [this.#pub, this.#sub]) r.on('error', (err) => log.warn({ err }, 'redis bus: connection error'));
    this.#subs.onError = (err) => log.error({ err }, 'redis bus: a handler failed');
    this.#sub.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(prefix)) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      this.#subs.deliver(channel.slice(prefix.length), message);
    });
  }

  /** The publishing connection, which also serves plain commands (shared counters): it never subscribes. */
  get commands(): Redis {
    return this.#pub;
  }

  /** Both connections answer (startup waits for it, so a wrong REDIS_URL fails the start, not the first push). */
  async ready(timeoutMs = 10_000): Promise<void> {
    if (this.#pub.status !== 'ready') {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`REDIS_URL: no answer within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        this.#pub.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await Promise.all([this.#pub.ping(), this.#sub.ping()]);
  }

  publish(channel: string, message: unknown): void {
    void this.#pub.publish(this.#prefix + channel, JSON.stringify(message)).catch(() => {});
  }

  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    if (this.#subs.add(channel, handler)) void this.#sub.subscribe(this.#prefix + channel).catch(() => {});
    return () => {
      if (this.#subs.remove(channel, handler)) void this.#sub.unsubscribe(this.#prefix + channel).catch(() => {});
    };
  }

  /** Waits until every subscribe sent so far is acknowledged (Redis answers a connection's commands in order). */
  async flush(): Promise<void> {
    await this.#sub.ping();
  }

  async close(): Promise<void> {
    // A connection that is not up (Redis down) is dropped: QUIT would wait in its queue for a Redis that may not
    // come back, and the shutdown with it.
    const end = (r: Redis) =>
      r.status === 'ready'
        ? r.quit().then(
            () => {},
            () => r.disconnect(),
          )
        : r.disconnect();
    await Promise.all([end(this.#pub), end(this.#sub)]);
  }
}
