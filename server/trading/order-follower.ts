import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { OrderStatus } from '../../core/codes.js';
import type { Positions } from './positions.js';
import { findOrder, openOrders } from './orders-repository.js';
import {
  lastOrderEventBefore,
  openOrdersOf,
  orderEventsAfter,
  pruneOrderEvents,
  type OrderEvent,
} from './order-events-repository.js';

/** With many instances: the engine reads order_events this often even when no wake-up came (a lost message). */
export const ORDER_POLL_MS = 2000;
/** How long applied order_events rows are kept (ms): for reading what happened, not needed by the engine. */
export const ORDER_EVENTS_KEEP_MS = 60 * 60_000;
/** How often the engine prunes them (ms). */
export const ORDER_EVENTS_PRUNE_MS = 10 * 60_000;
/** Events read per round. */
const EVENTS_PER_ROUND = 500;
/**
 * An id missing below newer ones is an insert not yet committed (ids are taken at insert, rows appear at commit)
 * or one rolled back. The cursor waits this long at such a gap before passing it; a new engine starts this far
 * back. Applying an event twice is harmless: it re-reads the order.
 */
const EVENT_GAP_MS = 5000;

export interface FollowerDeps {
  db: Db;
  positions: Positions;
  /** Whether the engine role is still held: a round stops as soon as it is not. */
  active(): boolean;
  /** The user's figures changed (the risk pass looks at them). */
  touch(userId: number): void;
  /** Runs a job in the engine's trigger queue, so following and trigger work never interleave. */
  enqueue<T>(job: () => Promise<T>): Promise<T>;
  log(): FastifyBaseLogger | null;
}

/**
 * How the engine-role holder's books follow the order changes edges make on any instance (docs/operations.md,
 * Many instances): every change writes an order_events row in its transaction; this reads them in id order from a
 * cursor and re-reads each order, tracking it while open and forgetting it otherwise.
 */
export class OrderFollower {
  readonly #d: FollowerDeps;
  /** The last order_events id applied to the books. */
  #cursor = 0;
  #gapSince: number | null = null;
  #following = false;
  #followAgain = false;

  constructor(deps: FollowerDeps) {
    this.#d = deps;
  }

  get cursor(): number {
    return this.#cursor;
  }

  /**
   * A new engine's books: the cursor is placed first (EVENT_GAP_MS back), then the open orders are loaded; a change
   * made while loading is then applied again from the cursor, never missed. Runs inside the trigger queue.
   */
  async load(): Promise<void> {
    const { db, positions } = this.#d;
    this.#cursor = await lastOrderEventBefore(db, Date.now() - EVENT_GAP_MS);
    this.#gapSince = null;
    positions.clear();
    for (const o of await openOrders(db)) positions.track(o);
  }

  /**
   * Deletes the events this engine has applied (at or below its cursor, the only follower's: the slowest) that are
   * older than ORDER_EVENTS_KEEP_MS at `now`; returns how many.
   */
  prune(now = Date.now()): Promise<number> {
    return pruneOrderEvents(this.#d.db, this.#cursor, now - ORDER_EVENTS_KEEP_MS);
  }

  /** A wake-up (or the poll): follow order_events, one round at a time, in the trigger queue's order. */
  wake(): void {
    if (!this.#d.active()) return;
    if (this.#following) {
      this.#followAgain = true;
      return;
    }
    this.#following = true;
    void this.#d
      .enqueue(() => this.#follow())
      .catch((err) => this.#d.log()?.error({ err }, 'order events failed'))
      .finally(() => {
        this.#following = false;
        if (this.#followAgain) {
          this.#followAgain = false;
          this.wake();
        }
      });
  }

  /** Applies the events after the cursor (each re-reads its order) and moves the cursor past those without a gap. */
  async #follow(): Promise<void> {
    for (;;) {
      if (!this.#d.active()) return;
      const events = await orderEventsAfter(this.#d.db, this.#cursor, EVENTS_PER_ROUND);
      if (!events.length) return;
      for (const e of events) await this.#apply(e);
      let moved = false;
      for (const e of events) {
        if (e.id !== this.#cursor + 1) {
          const now = Date.now();
          this.#gapSince ??= now;
          if (now - this.#gapSince < EVENT_GAP_MS) break;
        }
        this.#cursor = e.id;
        this.#gapSince = null;
        moved = true;
      }
      if (!moved || events.length < EVENTS_PER_ROUND) return;
    }
  }

  /** One event: the order as it is now (tracked while open, forgotten otherwise), or all of a user's orders. */
  async #apply(e: OrderEvent): Promise<void> {
    const { db, positions } = this.#d;
    if (e.order_id === null) {
      positions.forgetUser(e.user_id);
      for (const o of await openOrdersOf(db, e.user_id)) positions.track(o);
    } else {
      const o = await findOrder(db, e.order_id);
      if (o && (o.status === OrderStatus.Pending || o.status === OrderStatus.Holding)) positions.track(o);
      else positions.forget(e.order_id);
    }
    this.#d.touch(e.user_id);
  }
}
