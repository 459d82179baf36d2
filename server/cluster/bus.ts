/**
 * The message bus between instances (docs/operations.md, Many instances). Messages are JSON values; a channel
 * name is the bus's own (the Redis bus prefixes it). Delivery is at most once and in order per channel: a
 * subscriber that was not listening misses the message, so every user of the bus has a backstop (the engine
 * polls order_events; a reconnecting socket re-reads its state).
 */
export interface Bus {
  /** Sends `message` to every subscriber of `channel` on every instance, this one included. */
  publish(channel: string, message: unknown): void;
  /** Calls `handler` for each message on `channel`; the returned function stops it. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** The channels the instances talk on. */
export const Channels = {
  /** The engine's tick batches (TickBatch). */
  ticks: 'ticks',
  /** Catalogue and settings edits every instance applies (ChangeMessage). */
  changes: 'changes',
  /**
   * "order_events has new rows": wakes the engine (the table is the truth), and names the users whose positions
   * changed (OrderWake), which edges holding their sockets re-read for FOREX_TRADE.
   */
  orders: 'orders',
  /** A price alert added or deleted (its id): the engine re-reads that row into its alert books. */
  alerts: 'alerts',
  /** Each instance's own probe ({ from, at }), timed on its way back: the bus's lag in the metrics. */
  probe: 'probe',
  /** One user's pushes ({ topic, data }), delivered by whichever instance holds their sockets. */
  user: (userId: number) => `user:${userId}`,
} as const;

/** The users an order change (or a trailing stop's move, or a fill) concerned. */
export type OrderWake = number[];

/** What an operator edit changed: the catalogue (pairs, categories) or the site settings. */
export type EditKind = 'pairs' | 'settings';

/** What an instance re-reads after an operator edit elsewhere (`from`: the sender, which already did). */
export interface ChangeMessage {
  kind: EditKind;
  from: string;
}

/**
 * Handlers per channel, shared by both buses: one door for fan-out and for a failing handler, which must not
 * stop the others (nor the Redis connection's event loop).
 */
export class Subscriptions {
  readonly #handlers = new Map<string, Set<(message: unknown) => void>>();
  onError: (err: unknown) => void = () => {};

  /** Adds a handler; true when it is the channel's first (the Redis bus then subscribes). */
  add(channel: string, handler: (message: unknown) => void): boolean {
    let set = this.#handlers.get(channel);
    const first = !set;
    if (!set) this.#handlers.set(channel, (set = new Set()));
    set.add(handler);
    return first;
  }

  /** Removes a handler; true when the channel has none left (the Redis bus then unsubscribes). */
  remove(channel: string, handler: (message: unknown) => void): boolean {
    const set = this.#handlers.get(channel);
    if (!set?.delete(handler)) return false;
    if (set.size) return false;
    this.#handlers.delete(channel);
    return true;
  }

  deliver(channel: string, message: unknown): void {
    for (const h of this.#handlers.get(channel) ?? []) {
      try {
        h(message);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  get channels(): string[] {
    return [...this.#handlers.keys()];
  }
}

/**
 * The bus of a single instance: a message reaches this process's subscribers on the next microtask (never
 * inside publish(), the same order of events as over Redis). Nothing is serialised.
 */
export class LocalBus implements Bus {
  readonly #subs = new Subscriptions();
  publish(channel: string, message: unknown): void {
    queueMicrotask(() => this.#subs.deliver(channel, message));
  }
  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    this.#subs.add(channel, handler);
    return () => {
      this.#subs.remove(channel, handler);
    };
  }
  async close(): Promise<void> {}
}
