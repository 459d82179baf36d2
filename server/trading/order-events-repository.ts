import type { Executor } from '../db/database.js';
import { OrderStatus } from '../../core/codes.js';

export interface OrderEvent {
  id: number;
  order_id: number | null;
  user_id: number;
}

/** Records that an order (or, orderId null, every order of the user) changed; in the caller's transaction. */
export async function addOrderEvent(trx: Executor, userId: number, orderId: number | null): Promise<void> {
  await trx.insertInto('order_events').values({ order_id: orderId, user_id: userId, created_ms: Date.now() }).execute();
}

/** The newest id of the events written before `ms` (0 when none): where a new engine starts following. */
export async function lastOrderEventBefore(db: Executor, ms: number): Promise<number> {
  const r = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('created_ms', '<', ms)
    .executeTakeFirst();
  return Number(r?.id ?? 0);
}

/** Up to `limit` events after `cursor`, in id order. */
export const orderEventsAfter = (db: Executor, cursor: number, limit: number): Promise<OrderEvent[]> =>
  db
    .selectFrom('order_events')
    .select(['id', 'order_id', 'user_id'])
    .where('id', '>', cursor)
    .orderBy('id')
    .limit(limit)
    .execute();

/** The events among `ids` (ids the follower found missing) that exist now. */
export const orderEventsIn = (db: Executor, ids: number[]): Promise<OrderEvent[]> =>
  ids.length
    ? db.selectFrom('order_events').select(['id', 'order_id', 'user_id']).where('id', 'in', ids).orderBy('id').execute()
    : Promise.resolve([]);

/** The open orders of one user (after a demo reset). */
export const openOrdersOf = (db: Executor, userId: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', [OrderStatus.Pending, OrderStatus.Holding])
    .execute();

/**
 * Deletes the events the engine has applied (id at or below `cursor`) that were written before `beforeMs`; returns
 * how many. A new engine starts a few seconds back (order-follower.ts), so older applied rows are never read again.
 */
export async function pruneOrderEvents(db: Executor, cursor: number, beforeMs: number): Promise<number> {
  const r = await db
    .deleteFrom('order_events')
    .where('id', '<=', cursor)
    .where('created_ms', '<', beforeMs)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
