import { hot, type Executor } from '../db/database.js';
import type { OrderRow } from './positions.js';
import { OrderStatus } from '../../core/codes.js';
import { noteAccount } from '../accounts/account-changes.js';

/**
 * The orders table. Every change of an order's state is conditional on the state it leaves (true only for
 * the one caller that made it), so a trigger, a stop-out and a trader's tap can never both win. Every write of an
 * order is here, and notes the change for the user's sessions (accounts/account-changes.ts): each update returns
 * the user it changed.
 */

/** Column order of the hand-written insert on the submit path (see `hot` in db/database.ts). */
const ORDER_COLUMNS = [
  'user_id',
  'pair_id',
  'order_type',
  'quantity',
  'multiple',
  'status',
  'target_price',
  'trigger_dir',
  'origin_price',
  'price',
  'update_price',
  'caution_money',
  'trade_fee',
  'fact_profits',
  'target_loss_price',
  'target_profit_price',
  'trailing_distance',
  'client_id',
  'close_reason',
  'created_ms',
  'completed_ms',
] as const;
const INSERT_SQL = `insert into orders (${ORDER_COLUMNS.join(', ')}) values (${ORDER_COLUMNS.map(() => '?').join(', ')}) returning *`;

export type NewOrder = Omit<OrderRow, 'id'>;

const OPEN = [OrderStatus.Pending, OrderStatus.Holding];

export const findOrder = (db: Executor, id: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

/** The orders among `ids` (any status), in no particular order. */
export const findOrders = (db: Executor, ids: number[]) =>
  ids.length ? db.selectFrom('orders').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export const findOrderOrThrow = (db: Executor, id: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const findOwnOrder = (db: Executor, userId: number, id: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** A submit already made with this client id (a retried tap): answered with its order. */
export const findByClientId = (db: Executor, userId: number, clientId: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();

export const findByClientIdOrThrow = (db: Executor, userId: number, clientId: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();

/** Every pending and holding order: what the engine's books hold at start. */
export const openOrders = (db: Executor) => db.selectFrom('orders').selectAll().where('status', 'in', OPEN).execute();

/** The holding orders of `userIds` (an edge's FOREX_TRADE figures, edge-risk.ts), in one query. */
export const heldOrdersOf = (db: Executor, userIds: readonly number[]) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.Holding)
    .where('user_id', 'in', [...userIds])
    .orderBy('id')
    .execute();

/** How many pending orders a user has (counted inside the write transaction, so parallel submits cannot all pass the cap). */
export async function countPending(db: Executor, userId: number): Promise<number> {
  const r = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', OrderStatus.Pending)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertOrder(trx: Executor, row: NewOrder): Promise<OrderRow> {
  const inserted = (
    await hot<OrderRow>(
      trx,
      INSERT_SQL,
      ORDER_COLUMNS.map((c) => row[c]),
    )
  ).rows[0]!;
  noteAccount(trx, inserted.user_id, { orders: [inserted.id] });
  return inserted;
}

/** Whether a conditional update of order `id` changed it (`r`: the user_id it returned); if so, notes it. */
function changed(ex: Executor, id: number, r: { user_id: number } | undefined): boolean {
  if (r) noteAccount(ex, r.user_id, { orders: [id] });
  return r !== undefined;
}

/**
 * Holding -> closed at `price` with the realised profit of what was still held (micro-USD), added to what earlier
 * partial closes realised, and who closed it. Conditional on the `lots` the profit was computed for: a partial
 * close that slipped in since the read must not be closed (and credited) at the old size.
 */
export async function markClosed(
  trx: Executor,
  id: number,
  c: { lots: string; price: number; profit: number; at: number; reason: string; level?: FiredLevel },
): Promise<boolean> {
  let q = trx
    .updateTable('orders')
    .set((eb) => ({
      status: OrderStatus.Closed,
      update_price: c.price,
      fact_profits: eb('fact_profits', '+', c.profit),
      completed_ms: c.at,
      close_reason: c.reason,
    }))
    .where('id', '=', id)
    .where('status', '=', OrderStatus.Holding)
    .where('quantity', '=', c.lots);
  // A trigger closes only if its level is still the order's: a stop moved meanwhile (on another instance, whose
  // event has not reached this engine's book yet) must not close at the old one.
  if (c.level) q = q.where(c.level.column, '=', c.level.value);
  return changed(trx, id, await q.returning('user_id').executeTakeFirst());
}

/**
 * A partial close: a holding order of exactly `lots` keeps `lotsLeft` and `marginLeft` (micro-USD), and adds the
 * closed part's `profit` to fact_profits (realised so far). Conditional on the lots it had, so two partial closes
 * computed from one read cannot both apply.
 */
export async function markPartlyClosed(
  trx: Executor,
  id: number,
  c: { lots: string; lotsLeft: string; marginLeft: number; profit: number; price: number },
): Promise<boolean> {
  return changed(
    trx,
    id,
    await trx
      .updateTable('orders')
      .set((eb) => ({
        quantity: c.lotsLeft,
        caution_money: c.marginLeft,
        fact_profits: eb('fact_profits', '+', c.profit),
        update_price: c.price,
      }))
      .where('id', '=', id)
      .where('status', '=', OrderStatus.Holding)
      .where('quantity', '=', c.lots)
      .returning('user_id')
      .executeTakeFirst(),
  );
}

/** Stop-losses a trailing stop moved (order id -> price), written together; an order no longer holding keeps its own. */
export async function saveMovedStops(db: Executor, moved: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, sl] of moved) {
    changed(
      db,
      id,
      await db
        .updateTable('orders')
        .set({ target_loss_price: sl })
        .where('id', '=', id)
        .where('status', '=', OrderStatus.Holding)
        .returning('user_id')
        .executeTakeFirst(),
    );
  }
}

/** The stop a trigger fired on: the column and the level the book held. */
export interface FiredLevel {
  column: 'target_loss_price' | 'target_profit_price';
  value: number;
}

/** Pending -> cancelled. */
export async function markCancelled(trx: Executor, id: number, at: number): Promise<boolean> {
  return changed(
    trx,
    id,
    await trx
      .updateTable('orders')
      .set({ status: OrderStatus.Cancelled, completed_ms: at, close_reason: 'cancelled' })
      .where('id', '=', id)
      .where('status', '=', OrderStatus.Pending)
      .returning('user_id')
      .executeTakeFirst(),
  );
}

/** Pending -> holding, filled at `price`. */
export async function markFilled(db: Executor, id: number, price: number): Promise<boolean> {
  return changed(
    db,
    id,
    await db
      .updateTable('orders')
      .set({ status: OrderStatus.Holding, price, update_price: price })
      .where('id', '=', id)
      .where('status', '=', OrderStatus.Pending)
      .returning('user_id')
      .executeTakeFirst(),
  );
}

/** New stop-loss and take-profit prices and trailing distance of a pending or holding order (0 clears). */
export async function setOrderStops(
  db: Executor,
  id: number,
  sl: number,
  tp: number,
  trailing: number,
): Promise<boolean> {
  return changed(
    db,
    id,
    await db
      .updateTable('orders')
      .set({ target_loss_price: sl, target_profit_price: tp, trailing_distance: trailing })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .returning('user_id')
      .executeTakeFirst(),
  );
}

/**
 * One page of a user's orders in `statuses` (history newest closed first, otherwise newest first), and the
 * few columns of all of them that the page's total and profit sum need.
 */
export async function dealPage(
  db: Executor,
  userId: number,
  statuses: number[],
  byCompletion: boolean,
  page: number,
  size: number,
) {
  const base = db.selectFrom('orders').where('user_id', '=', userId).where('status', 'in', statuses);
  const rows = await base
    .selectAll()
    .orderBy(byCompletion ? 'completed_ms' : 'id', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const all = await base
    .select(['id', 'status', 'fact_profits', 'pair_id', 'order_type', 'quantity', 'price'])
    .execute();
  return { rows, all };
}

/** A demo reset removes every order of the user (their sessions are told which: gone, in ACCOUNT's `removed`). */
export async function deleteUserOrders(trx: Executor, userId: number): Promise<void> {
  const gone = await trx.deleteFrom('orders').where('user_id', '=', userId).returning('id').execute();
  if (gone.length) noteAccount(trx, userId, { orders: gone.map((o) => o.id) });
}
