import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { credit, type LedgerEntry } from '../ledger/ledger.js';
import { lockedBalanceOf } from '../db/row-locks.js';
import { profitMicro } from '../../core/rules/trading-rules.js';
import { partialClose, partialLotsProblem } from '../../core/rules/partial-close.js';
import { LedgerType, OrderStatus } from '../../core/codes.js';
import type { EngineContext } from './engine-context.js';
import { sideOf } from './order-checks.js';
import { checkMarketOpen, pairOf, priceOf } from './market-checks.js';
import { rateOf, ruleOf } from './live-figures.js';
import {
  findOrder,
  findOrderOrThrow,
  findOwnOrder,
  markClosed,
  markPartlyClosed,
  type FiredLevel,
} from './orders-repository.js';
import type { OrderRow } from './positions.js';
import { insertClosePart } from './close-parts-repository.js';

/** The records of a close that gives back `back`: a balance that would end below 0 is topped up to 0 (type 11). */
function closeEntries(orderId: number, balance: number, back: number): LedgerEntry[] {
  const entries: LedgerEntry[] = [{ value: back, type: LedgerType.PositionClosed, memo: `#${orderId}` }];
  if (balance + back < 0)
    entries.push({ value: -(balance + back), type: LedgerType.NegativeProtection, memo: `#${orderId}` });
  return entries;
}

/**
 * Closes a holding order at the pair's last price: balance += margin + profit (type 6); a balance that
 * would end below 0 is set to 0 with a type 11 record. Null when the order is not holding (any more).
 * With `userId` it is that trader's close (someone else's order is not found, and the market must be open);
 * without, a trigger or stop-out closing at `level`.
 */
export async function closeOrder(
  ctx: EngineContext,
  orderId: number,
  reason: string,
  userId?: number,
  level?: FiredLevel,
): Promise<OrderRow | null> {
  const { db, market } = ctx;
  const o = await findOrder(db, orderId);
  if (!o || (userId !== undefined && o.user_id !== userId)) {
    if (userId !== undefined) throw new AppError('server.errors.order_not_found');
    return null;
  }
  if (o.status !== OrderStatus.Holding) return null;
  const pair = pairOf(market, o.pair_id);
  // A trader's close waits for the market (MT5 does the same): a closed market's price is frozen.
  if (userId !== undefined) checkMarketOpen(market, pair);
  const price = priceOf(market, pair);
  const rate = rateOf(market, pair);
  if (!rate) throw new AppError('server.errors.price_unavailable');
  const profit = profitMicro(ruleOf(pair), sideOf(o.order_type), o.quantity, o.price, price, rate);
  const now = Date.now();
  const done = await transact(db, async (trx) => {
    if (!(await markClosed(trx, orderId, { lots: o.quantity, price, profit, at: now, reason, level }))) return null;
    await insertClosePart(trx, { orderId, userId: o.user_id, lots: o.quantity, price, profit, reason, at: now });
    await ctx.record(trx, o.user_id, orderId);
    // Locked: the protection record tops up to exactly 0, so the balance it reads must be the one credited.
    const balance = await lockedBalanceOf(trx, o.user_id);
    await credit(trx, o.user_id, closeEntries(orderId, balance, o.caution_money + profit));
    return findOrderOrThrow(trx, orderId);
  });
  if (done) {
    ctx.positions.forget(orderId);
    ctx.touch(o.user_id);
    ctx.announce([o.user_id]);
  }
  return done;
}

/**
 * Closes `lots` of a holding order at the pair's last price (core/rules/partial-close.ts): the closed part's
 * released margin + realised profit in one ledger record (type 6), plus the protection record if the balance
 * would end below 0, as a full close does. All of it is a full close. Runs on the trigger queue (the caller's
 * job), so it never interleaves with a trigger or a stop move of the same order.
 */
export async function closeOrderPart(
  ctx: EngineContext,
  userId: number,
  orderId: number,
  lots: string,
): Promise<OrderRow | null> {
  const { db, market } = ctx;
  const o = await findOwnOrder(db, userId, orderId);
  if (!o) throw new AppError('server.errors.order_not_found');
  if (o.status !== OrderStatus.Holding) return null;
  const pair = pairOf(market, o.pair_id);
  const problem = partialLotsProblem(o.quantity, lots, pair.min_cont, pair.pip);
  if (problem === 'step') throw new AppError('server.errors.lots_step', { step: pair.pip });
  if (problem === 'more') throw new AppError('server.errors.close_lots_more', { lots: o.quantity });
  if (problem === 'min') throw new AppError('server.errors.close_lots_min', { min: pair.min_cont });
  if (problem) throw new AppError('server.errors.invalid_field', { field: 'close_lots' });
  checkMarketOpen(market, pair);
  const price = priceOf(market, pair);
  const rate = rateOf(market, pair);
  if (!rate) throw new AppError('server.errors.price_unavailable');
  const part = partialClose(
    ruleOf(pair),
    sideOf(o.order_type),
    o.quantity,
    lots,
    o.price,
    price,
    rate,
    o.caution_money,
  );
  if (part.lotsLeft === '0') return closeOrder(ctx, orderId, 'manual', userId);
  const done = await transact(db, async (trx) => {
    if (
      !(await markPartlyClosed(trx, orderId, {
        lots: o.quantity,
        lotsLeft: part.lotsLeft,
        marginLeft: part.marginLeft,
        profit: part.profit,
        price,
      }))
    )
      return null;
    await insertClosePart(trx, {
      orderId,
      userId: o.user_id,
      // As orders.quantity writes lots: "0.030" closed is "0.03".
      lots: lots.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
      price,
      profit: part.profit,
      reason: 'manual',
      at: Date.now(),
    });
    await ctx.record(trx, o.user_id, orderId);
    const balance = await lockedBalanceOf(trx, o.user_id);
    await credit(trx, o.user_id, closeEntries(orderId, balance, part.marginReleased + part.profit));
    return findOrderOrThrow(trx, orderId);
  });
  if (done && ctx.clustered) ctx.announce([o.user_id]);
  else if (done) {
    ctx.positions.track(ctx.moves.apply(done));
    ctx.touch(o.user_id);
  }
  return done;
}
