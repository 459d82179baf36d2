import type { Selectable } from 'kysely';
import type { OrdersTable } from '../db/schema.js';
import { TriggerBook } from './trigger-book.js';
import { OrderStatus, Side } from '../../core/codes.js';
import { trailingMoveLevel } from '../../core/rules/trailing-stop.js';

export type OrderRow = Selectable<OrdersTable>;

/** Open orders in memory, indexed by pair and by user, with each pair's trigger book. */
export class Positions {
  readonly held = new Map<number, OrderRow>();
  readonly pending = new Map<number, OrderRow>();
  readonly #byUser = new Map<number, Set<number>>();
  readonly #byPair = new Map<number, Set<number>>();
  /** Holding orders per user per pair, kept as counts so a tick finds its users without walking the orders. */
  readonly #usersByPair = new Map<number, Map<number, number>>();
  readonly #books = new Map<number, TriggerBook>();
  /** A pair's price precision (the trailing stop's pip); null for an unknown pair, whose trailing stop then waits. */
  readonly #precisionOf: (pairId: number) => number | null;

  constructor(precisionOf: (pairId: number) => number | null = () => null) {
    this.#precisionOf = precisionOf;
  }

  /** Stops, take-profits, trailing stops and pending fills in every pair's book. */
  get triggerCount(): number {
    let n = 0;
    for (const b of this.#books.values()) n += b.size;
    return n;
  }

  book(pairId: number): TriggerBook {
    let b = this.#books.get(pairId);
    if (!b) this.#books.set(pairId, (b = new TriggerBook()));
    return b;
  }

  /** Tracks an order in its current state (pending or holding) and sets its triggers. */
  track(o: OrderRow): void {
    this.forget(o.id);
    const book = this.book(o.pair_id);
    if (o.status === OrderStatus.Pending) {
      this.pending.set(o.id, o);
      book.add(o.id, 'fill', o.target_price, o.trigger_dir === 1 ? 1 : -1);
    } else if (o.status === OrderStatus.Holding) {
      this.held.set(o.id, o);
      let users = this.#byPair.get(o.pair_id);
      if (!users) this.#byPair.set(o.pair_id, (users = new Set()));
      users.add(o.id);
      let counts = this.#usersByPair.get(o.pair_id);
      if (!counts) this.#usersByPair.set(o.pair_id, (counts = new Map()));
      counts.set(o.user_id, (counts.get(o.user_id) ?? 0) + 1);
      // A buy loses when the price falls: its stop-loss fires below, its take-profit above; a sell the reverse.
      const buy = o.order_type === Side.Buy;
      book.add(o.id, 'sl', o.target_loss_price, buy ? -1 : 1);
      book.add(o.id, 'tp', o.target_profit_price, buy ? 1 : -1);
      this.#indexTrail(o, book);
    } else {
      return;
    }
    let ids = this.#byUser.get(o.user_id);
    if (!ids) this.#byUser.set(o.user_id, (ids = new Set()));
    ids.add(o.id);
  }

  /** A trailing stop's next move: when the price goes the order's way far enough to move its stop-loss by one pip. */
  #indexTrail(o: OrderRow, book: TriggerBook): void {
    const precision = o.trailing_distance > 0 ? this.#precisionOf(o.pair_id) : null;
    if (precision === null) return;
    const buy = o.order_type === Side.Buy;
    book.add(
      o.id,
      'trail',
      trailingMoveLevel(buy ? Side.Buy : Side.Sell, o.target_loss_price, o.trailing_distance, precision),
      buy ? 1 : -1,
    );
  }

  /**
   * A trailing stop moved a holding order's stop-loss to `sl`: the row takes it and only its stop-loss and next
   * move level are re-indexed (the tick's hot path: no other map is touched). The new row; undefined if not held.
   */
  moveStop(orderId: number, sl: number): OrderRow | undefined {
    const o = this.held.get(orderId);
    if (!o) return undefined;
    const row = { ...o, target_loss_price: sl };
    this.held.set(orderId, row);
    const book = this.book(o.pair_id);
    book.add(o.id, 'sl', sl, o.order_type === Side.Buy ? -1 : 1);
    this.#indexTrail(row, book);
    return row;
  }

  forget(orderId: number): void {
    const o = this.held.get(orderId) ?? this.pending.get(orderId);
    if (!o) return;
    if (this.held.has(orderId)) {
      const counts = this.#usersByPair.get(o.pair_id);
      const n = (counts?.get(o.user_id) ?? 1) - 1;
      if (n > 0) counts!.set(o.user_id, n);
      else counts?.delete(o.user_id);
    }
    this.held.delete(orderId);
    this.pending.delete(orderId);
    this.#byUser.get(o.user_id)?.delete(orderId);
    this.#byPair.get(o.pair_id)?.delete(orderId);
    this.#books.get(o.pair_id)?.remove(orderId);
  }

  /** Forgets every order (the engine role was lost: the next holder's books are loaded afresh). */
  clear(): void {
    for (const id of [...this.held.keys(), ...this.pending.keys()]) this.forget(id);
  }

  forgetUser(userId: number): void {
    for (const id of [...(this.#byUser.get(userId) ?? [])]) this.forget(id);
  }

  /** Holding orders of a user. */
  heldOf(userId: number): OrderRow[] {
    const out: OrderRow[] = [];
    for (const id of this.#byUser.get(userId) ?? []) {
      const o = this.held.get(id);
      if (o) out.push(o);
    }
    return out;
  }

  /** Users with a holding order on a pair (as many entries as users, not orders). */
  usersOn(pairId: number): Iterable<number> {
    return this.#usersByPair.get(pairId)?.keys() ?? [];
  }
}
