import type { Executor } from '../db/database.js';

/**
 * order_close_parts (014_close_parts.ts): every close of a holding order, partial or final, written in the close's
 * own transaction (order-close.ts), so an order's parts always sum to the fact_profits the server realised.
 */

export interface ClosePart {
  orderId: number;
  userId: number;
  /** Lots closed, a decimal string. */
  lots: string;
  price: number;
  /** micro-USD. */
  profit: number;
  reason: string;
  at: number;
}

export async function insertClosePart(trx: Executor, p: ClosePart): Promise<void> {
  await trx
    .insertInto('order_close_parts')
    .values({
      order_id: p.orderId,
      user_id: p.userId,
      lots: p.lots,
      price: p.price,
      profit: p.profit,
      reason: p.reason,
      closed_ms: p.at,
    })
    .execute();
}

/** The closes of order `orderId` of user `userId`, oldest first (none: another user's order, or closed before 014). */
export const closePartsOf = (db: Executor, userId: number, orderId: number) =>
  db
    .selectFrom('order_close_parts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .orderBy('closed_ms')
    .orderBy('id')
    .execute();

/** A demo reset removes the user's orders, and with them their closes. */
export async function deleteUserCloseParts(trx: Executor, userId: number): Promise<void> {
  await trx.deleteFrom('order_close_parts').where('user_id', '=', userId).execute();
}
