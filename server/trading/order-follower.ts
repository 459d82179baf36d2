import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { OrderStatus } from '../../core/codes.js';
import type { Positions } from './positions.js';
import { findOrders, openOrders } from './orders-repository.js';
import {
  lastOrderEventBefore,
  openOrdersOf,
  orderEventsAfter,
  orderEventsIn,
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
 * or one rolled back (a killed instance's transactions leave such holes for good). The follower looks for a missing
 * id this long before giving up on it; a new engine starts this far back. Waiting never holds back the events
 * after a hole: they are applied as they come, and a late row is applied when it appears. Applying an event twice
 * is harmless: it re-reads the order.
 */
const EVENT_GAP_MS = 5000;
/**
 * At most this many missing ids are looked for: only inserts in flight can still appear, a few per pool connection;
 * a longer hole (a sequence that jumped after a database crash) is all given up but its newest ids.
 */
const MISSING_MAX = 1000;

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
  /** The clock the holes are timed by (ms); tests pass their own. */
  now?: () => number;
}

/**
 * How the engine-role holder's books follow the order changes edges make on any instance (docs/operations.md,
 * Many instances): every change writes an order_events row in its transaction; this reads them in id order from a
 * cursor and re-reads each order, tracking it while open and forgetting it otherwise.
 */
export class OrderFollower {
  readonly #d: FollowerDeps;
  readonly #now: () => number;
  /** Every order_events id at or below it is applied or given up: where a pruning may reach. */
  #cursor = 0;
  /** The highest id applied. */
  #seen = 0;
  /** Ids between the cursor and #seen not read yet, with when each was first missed (ms); ascending by id. */
  readonly #missing = new Map<number, number>();
  #following = false;
  #followAgain = false;

  constructor(deps: FollowerDeps) {
    this.#d = deps;
    this.#now = deps.now ?? Date.now;
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
    this.#cursor = this.#seen = await lastOrderEventBefore(db, this.#now() - EVENT_GAP_MS);
    this.#missing.clear();
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

  /**
   * Applies each new event once, in id order, then the missing ids that have appeared since, and gives up those
   * missed longer than EVENT_GAP_MS. A round costs the new events and one look for the missing ones, never the
   * events already applied: a hole does not make every wake-up read the same rows again.
   */
  async #follow(): Promise<void> {
    for (;;) {
      if (!this.#d.active()) return;
      const events = await orderEventsAfter(this.#d.db, this.#seen, EVENTS_PER_ROUND);
      const now = this.#now();
      for (const e of events) {
        for (let id = Math.max(this.#seen + 1, e.id - MISSING_MAX); id < e.id; id++) this.#missing.set(id, now);
        this.#seen = e.id;
      }
      await this.#apply(events);
      if (this.#missing.size) await this.#lookForMissing(now);
      const lowest = this.#missing.keys().next();
      this.#cursor = lowest.done ? this.#seen : lowest.value - 1;
      if (events.length < EVENTS_PER_ROUND) return;
    }
  }

  /** Applies the missing events that have committed since, and gives up those missed for EVENT_GAP_MS. */
  async #lookForMissing(now: number): Promise<void> {
    const ids = [...this.#missing.keys()];
    for (let i = 0; i < ids.length; i += EVENTS_PER_ROUND) {
      const found = await orderEventsIn(this.#d.db, ids.slice(i, i + EVENTS_PER_ROUND));
      for (const e of found) this.#missing.delete(e.id);
      await this.#apply(found);
    }
    for (const [id, since] of this.#missing) if (now - since >= EVENT_GAP_MS) this.#missing.delete(id);
  }

  /**
   * Events: each order as it is now (tracked while open, forgotten otherwise), read in one query for the lot, and
   * all of a user's orders for an event naming none (a demo reset). Events may come out of id order (a late one
   * from a hole): each re-reads the present, so the order they are applied in does not matter.
   */
  async #apply(events: OrderEvent[]): Promise<void> {
    const { db, positions } = this.#d;
    const orderIds = [...new Set(events.flatMap((e) => (e.order_id === null ? [] : [e.order_id])))];
    const rows = new Map((await findOrders(db, orderIds)).map((o) => [o.id, o]));
    for (const e of events) {
      if (e.order_id === null) {
        positions.forgetUser(e.user_id);
        for (const o of await openOrdersOf(db, e.user_id)) positions.track(o);
      } else {
        const o = rows.get(e.order_id);
        if (o && (o.status === OrderStatus.Pending || o.status === OrderStatus.Holding)) positions.track(o);
        else positions.forget(e.order_id);
      }
      this.#d.touch(e.user_id);
    }
  }
}
