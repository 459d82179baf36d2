import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { credit } from '../ledger/ledger.js';
import { LedgerType, OrderStatus } from '../../core/codes.js';
import type { PendingPush } from '../../core/protocol/frames.js';
import type { EngineContext } from './engine-context.js';
import { checkMarketOpen, pairOf } from './market-checks.js';
import { findOrderOrThrow, findOwnOrder, markCancelled } from './orders-repository.js';
import type { OrderRow } from './positions.js';

/** Cancels a pending order and returns its reserve exactly (type 8); tells the user's other screens at once. */
export async function cancelOrder(ctx: EngineContext, userId: number, orderId: number): Promise<OrderRow> {
  const { db, market } = ctx;
  const o = await findOwnOrder(db, userId, orderId);
  if (!o) throw new AppError('server.errors.order_not_found');
  if (o.status === OrderStatus.Pending) checkMarketOpen(market, pairOf(market, o.pair_id));
  const done = await transact(db, async (trx) => {
    if (!(await markCancelled(trx, orderId, Date.now()))) return null;
    await credit(trx, userId, [
      { value: o.caution_money + o.trade_fee, type: LedgerType.PendingCancelled, memo: `#${orderId}` },
    ]);
    await ctx.record(trx, userId, orderId);
    return findOrderOrThrow(trx, orderId);
  });
  if (!done) throw new AppError('server.errors.order_not_pending');
  ctx.positions.forget(orderId);
  ctx.announce([userId]);
  // The user's other screens and devices drop it from their pending lists at once.
  ctx.publish(userId, 'FOREX_PENDING', { filled: [], cancelled: [orderId] } satisfies PendingPush);
  return done;
}
