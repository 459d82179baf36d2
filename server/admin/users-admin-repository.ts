import { dialectOf, type Executor } from '../db/database.js';
import type { CodeOf, UserStatus } from '../../core/codes.js';

export const USERS_PAGE_SIZE = 20;
/** How many of each recent list the user page shows. */
export const RECENT = 20;

const USER_COLUMNS = ['id', 'uid', 'email', 'is_demo', 'balance', 'lock_balance', 'status', 'created_at'] as const;

/** One page of users, newest first, whose e-mail contains `q` or whose uid starts with it ('' = all). */
export async function pageUsers(db: Executor, q: string, page: number) {
  let base = db.selectFrom('users');
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const uidLike = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // SQLite's LIKE ignores ASCII case; PostgreSQL's does not, so it gets ILIKE.
    const op = dialectOf(db) === 'postgres' ? 'ilike' : 'like';
    base = base.where((eb) =>
      eb.or([eb('email', op, eb.val(like)).$castTo<boolean>(), eb('uid', op, eb.val(uidLike)).$castTo<boolean>()]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(USER_COLUMNS)
      .orderBy('id', 'desc')
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findUserSummary = (db: Executor, id: number) =>
  db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();

export const recentLedger = (db: Executor, userId: number) =>
  db
    .selectFrom('ledger')
    .select(['id', 'value', 'lock_value', 'type', 'memo', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();

export const recentOrders = (db: Executor, userId: number) =>
  db
    .selectFrom('orders')
    .innerJoin('trade_pairs', 'trade_pairs.id', 'orders.pair_id')
    .select([
      'orders.id',
      'trade_pairs.code',
      'orders.order_type',
      'orders.quantity',
      'orders.multiple',
      'orders.status',
      'orders.price',
      'orders.update_price',
      'orders.caution_money',
      'orders.trade_fee',
      'orders.fact_profits',
      'orders.close_reason',
      'orders.created_ms',
      'orders.completed_ms',
    ])
    .where('orders.user_id', '=', userId)
    .orderBy('orders.id', 'desc')
    .limit(RECENT)
    .execute();

export const recentSessions = (db: Executor, userId: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'created_ms', 'last_seen_ms', 'revoked_ms', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();

/** Sets users.status; false when it already had that value. */
export async function setUserStatus(
  trx: Executor,
  userId: number,
  status: CodeOf<typeof UserStatus>,
): Promise<boolean> {
  const r = await trx
    .updateTable('users')
    .set({ status })
    .where('id', '=', userId)
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const OUTBOX_PAGE_SIZE = 20;

/** One page of the mail outbox, newest first. */
export async function pageOutbox(db: Executor, page: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows, total: Number(count.n) };
}
