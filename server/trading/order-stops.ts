import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { trailingStop } from '../../core/rules/trailing-stop.js';
import { OrderStatus } from '../../core/codes.js';
import type { EngineContext } from './engine-context.js';
import { checkStops, sideOf, trailingOf } from './order-checks.js';
import { checkMarketOpen, pairOf, priceOf } from './market-checks.js';
import { findOrderOrThrow, findOwnOrder, setOrderStops } from './orders-repository.js';
import type { OrderRow } from './positions.js';

/**
 * Edits stop-loss, take-profit and the trailing distance (0 clears each) with the same side checks, against the
 * current price (or the target). A holding order's trailing stop applies at once (the stop-loss becomes the
 * trailing level when that is better). On the trigger queue, so a stop move written later cannot undo the edit.
 */
export async function editStops(
  ctx: EngineContext,
  userId: number,
  orderId: number,
  sl: number,
  tp: number,
  trailingStopDistance = 0,
): Promise<OrderRow> {
  const { db, market } = ctx;
  const o = await findOwnOrder(db, userId, orderId);
  if (!o) throw new AppError('server.errors.order_not_found');
  if (o.status !== OrderStatus.Pending && o.status !== OrderStatus.Holding)
    throw new AppError('server.errors.order_not_open');
  const pair = pairOf(market, o.pair_id);
  checkMarketOpen(market, pair);
  const holding = o.status === OrderStatus.Holding;
  const price = holding ? priceOf(market, pair) : o.target_price;
  checkStops(sideOf(o.order_type), price, sl, tp);
  const trailing = await trailingOf(db, trailingStopDistance, pair);
  const stop = trailing && holding ? trailingStop(sideOf(o.order_type), sl, price, trailing, pair.price_precision) : sl;
  return ctx.enqueue(async () => {
    // Many instances: the edit and its order event in one transaction; the engine's book follows the event.
    const edited = ctx.clustered
      ? await transact(db, async (trx) => {
          if (!(await setOrderStops(trx, orderId, stop, tp, trailing))) return false;
          await ctx.record(trx, userId, orderId);
          return true;
        })
      : await setOrderStops(db, orderId, stop, tp, trailing);
    if (!edited) throw new AppError('server.errors.order_not_open');
    ctx.moves.drop(orderId);
    const row = await findOrderOrThrow(db, orderId);
    if (ctx.clustered) ctx.announce([userId]);
    else if (row.status === OrderStatus.Pending || row.status === OrderStatus.Holding) ctx.positions.track(row);
    if (row.status === OrderStatus.Holding) ctx.touch(row.user_id);
    return row;
  });
}
