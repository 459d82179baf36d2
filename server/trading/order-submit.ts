import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { debit } from '../ledger/ledger.js';
import { readSettings, settingCode } from '../content/settings-repository.js';
import type { User } from '../accounts/users-repository.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockUser } from '../db/row-locks.js';
import { feeMicro, marginMicro } from '../../core/rules/trading-rules.js';
import { trailingStop } from '../../core/rules/trailing-stop.js';
import { marginBelowMinimum } from '../../core/rules/min-margin.js';
import { LedgerType, OrderStatus } from '../../core/codes.js';
import type { SubmitQuery } from '../../core/wire/trading.js';
import type { EngineContext } from './engine-context.js';
import { checkLeverage, checkLots, checkStops, pendingTarget, sideOf, trailingOf } from './order-checks.js';
import { checkMarketOpen, pairOf, priceOf } from './market-checks.js';
import { rateOf, ruleOf } from './live-figures.js';
import { countPending, findByClientId, findByClientIdOrThrow, insertOrder } from './orders-repository.js';
import type { OrderRow } from './positions.js';

/** A submit as the route validated it (core/wire/trading.ts), without the cache-buster. */
export type SubmitInput = Omit<SubmitQuery, 't'>;

/**
 * Opens a market order or places a pending one (docs/architecture.md, An order); every check runs before the
 * one transaction that writes the order and takes its margin and fee (or its reserve) from the balance.
 */
export async function submitOrder(ctx: EngineContext, user: User, input: SubmitInput): Promise<OrderRow> {
  if (input.client_id) {
    const again = await findByClientId(ctx.db, user.id, input.client_id);
    if (again) return again;
  }
  const plan = await planOrder(ctx, input);
  let row: OrderRow;
  try {
    row = await writeOrder(ctx, user, input, plan);
  } catch (err) {
    // Two taps with the same client_id at the same moment: the unique index lets one in; answer the other with it.
    if (input.client_id && isUniqueViolation(err)) return findByClientIdOrThrow(ctx.db, user.id, input.client_id);
    throw err;
  }
  if (ctx.clustered) ctx.announce([user.id]);
  else ctx.positions.track(row);
  ctx.touch(user.id);
  return row;
}

/** What a submit that passed every check writes: the order's figures, in micro-USD and prices. */
interface OrderPlan {
  pair: ReturnType<typeof pairOf>;
  /** The market price now; `ref` the price the margin is taken at (the target, for a pending order). */
  price: number;
  ref: number;
  pendingOrder: boolean;
  target: number;
  side: ReturnType<typeof sideOf>;
  sl: number;
  tp: number;
  trailing: Awaited<ReturnType<typeof trailingOf>>;
  margin: number;
  fee: number;
  maxPending: number;
}

/** Every check of a submit, before anything is written (each throws the AppError the trader is shown). */
async function planOrder(ctx: EngineContext, input: SubmitInput): Promise<OrderPlan> {
  const { db, market } = ctx;
  const pair = pairOf(market, input.forex_id);
  checkMarketOpen(market, pair);
  checkLots(input.cont, pair);
  checkLeverage(pair, input.multiple);
  const price = priceOf(market, pair);
  const pendingOrder = input.status === OrderStatus.Pending;
  const target = pendingOrder ? pendingTarget(input.target_price, pair) : 0;
  const ref = pendingOrder ? target : price;
  const side = sideOf(input.type);
  const tp = input.target_profit_price ?? 0;
  checkStops(side, ref, input.stop_loss_price ?? 0, tp);
  const trailing = await trailingOf(db, input.trailing_stop, pair);
  // A market order's trailing stop starts at once; a pending one's at its first tick once filled.
  const sl =
    trailing && !pendingOrder
      ? trailingStop(side, input.stop_loss_price ?? 0, price, trailing, pair.price_precision)
      : (input.stop_loss_price ?? 0);
  const rate = rateOf(market, pair);
  if (!rate) throw new AppError('server.errors.price_unavailable');
  const settings = await readSettings(db);
  const margin = marginMicro(ruleOf(pair), input.cont, ref, input.multiple, rate);
  const fee = feeMicro(ruleOf(pair), input.cont, margin, settingCode(settings, 'trade_fee_type'));
  if (!(margin > 0))
    throw new AppError('server.errors.invalid_field', { field: pendingOrder ? 'target_price' : 'cont' });
  const tooSmall = marginBelowMinimum(margin, settings.min_order_margin_usd);
  if (tooSmall) throw new AppError('server.errors.min_margin', tooSmall);
  const maxPending = Number(settings.max_pending_orders);
  return { pair, price, ref, pendingOrder, target, side, sl, tp, trailing, margin, fee, maxPending };
}

/** The one transaction of a submit: the pending cap, the order row, and its margin and fee (or reserve) debited. */
function writeOrder(ctx: EngineContext, user: User, input: SubmitInput, plan: OrderPlan): Promise<OrderRow> {
  const { pair, price, ref, pendingOrder, target, side, sl, tp, trailing, margin, fee, maxPending } = plan;
  const now = Date.now();
  return transact(ctx.db, async (trx) => {
    // The cap counts rows that concurrent submits are about to insert: count under the user's lock (PostgreSQL).
    if (pendingOrder) await lockUser(trx, user.id);
    if (pendingOrder && (await countPending(trx, user.id)) >= maxPending)
      throw new AppError('server.errors.pending_limit', { max: maxPending });
    const inserted = await insertOrder(trx, {
      user_id: user.id,
      pair_id: pair.id,
      order_type: side,
      quantity: input.cont,
      multiple: input.multiple,
      status: pendingOrder ? OrderStatus.Pending : OrderStatus.Holding,
      target_price: pendingOrder ? target : 0,
      trigger_dir: pendingOrder ? (target >= price ? 1 : -1) : 0,
      origin_price: ref,
      price: pendingOrder ? 0 : price,
      update_price: price,
      caution_money: margin,
      trade_fee: fee,
      fact_profits: 0,
      target_loss_price: sl,
      target_profit_price: tp,
      trailing_distance: trailing,
      client_id: input.client_id ?? null,
      close_reason: null,
      created_ms: now,
      completed_ms: null,
    });
    // The balance check and the debit are one conditional update (no read-then-write window), after the
    // insert for the records' memo; refused, the transaction takes the insert back too.
    const memo = `#${inserted.id}`;
    const paid = await debit(
      trx,
      user.id,
      pendingOrder
        ? [{ value: -(margin + fee), type: LedgerType.PendingReserved, memo }]
        : [
            { value: -margin, type: LedgerType.MarginOpened, memo },
            { value: -fee, type: LedgerType.TradingFee, memo },
          ],
    );
    if (!paid) throw new AppError('server.errors.insufficient_balance');
    await ctx.record(trx, user.id, inserted.id);
    return inserted;
  });
}
