import type { Tick } from '../market/price-feed.js';
import type { PendingPush } from '../../core/protocol/frames.js';
import type { EngineContext } from './engine-context.js';
import { closeOrder } from './order-close.js';
import { findOrderOrThrow, markFilled, type FiredLevel } from './orders-repository.js';
import type { Trigger } from './trigger-book.js';
import { inUserLanes } from '../db/user-lanes.js';

/**
 * Carries out the triggers a tick fired (trailing moves already taken out, trailing-moves.ts): pending orders
 * fill at the tick's price, stop-losses and take-profits close at it; then each user gets one FOREX_PENDING
 * and one FOREX_CLOSED. Runs on the engine's trigger queue.
 */
export async function fireTriggers(ctx: EngineContext, fired: Trigger[], t: Tick): Promise<void> {
  const closedBy = new Map<number, number[]>();
  const filledBy = new Map<number, number[]>();
  // Users side by side, each user's triggers in the order the book fired them (server/db/user-lanes.ts).
  await inUserLanes(
    fired,
    (f) => (ctx.positions.held.get(f.orderId) ?? ctx.positions.pending.get(f.orderId))?.user_id ?? -1,
    (f) => fireOne(ctx, f, t, f.kind === 'fill' ? filledBy : closedBy),
  );
  // Fills before closes: the order things happened in.
  // Edges re-read the filled positions (closes announced themselves in closeOrder).
  ctx.announce([...filledBy.keys()]);
  for (const [uid, ids] of filledBy)
    ctx.publish(uid, 'FOREX_PENDING', { filled: ids, cancelled: [] } satisfies PendingPush);
  for (const [uid, ids] of closedBy) ctx.publish(uid, 'FOREX_CLOSED', ids);
}

/** One trigger: a fill at the tick's price, or a close at it; what it did is added to `done` by user. */
async function fireOne(ctx: EngineContext, f: Trigger, t: Tick, done: Map<number, number[]>): Promise<void> {
  if (f.kind === 'fill') {
    if (await markFilled(ctx.db, f.orderId, t.price)) {
      const row = await findOrderOrThrow(ctx.db, f.orderId);
      ctx.positions.track(row);
      ctx.touch(row.user_id);
      done.set(row.user_id, [...(done.get(row.user_id) ?? []), row.id]);
    }
    return;
  }
  // A stop-loss a trailing stop placed is named as such (the history says "trailing stop", not "stop-loss").
  const reason = f.kind === 'sl' && ctx.positions.held.get(f.orderId)?.trailing_distance ? 'trailing' : f.kind;
  // The level the book fired on: a trailing stop's moved level is written before this runs (trailing-moves.ts
  // queues it ahead of the tick's closes), so the database holds the same one.
  const level: FiredLevel = { column: f.kind === 'sl' ? 'target_loss_price' : 'target_profit_price', value: f.level };
  const closed = await closeOrder(ctx, f.orderId, reason, undefined, level);
  if (closed) done.set(closed.user_id, [...(done.get(closed.user_id) ?? []), closed.id]);
}
