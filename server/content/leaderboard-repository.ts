import { sql } from 'kysely';
import { dialectOf, type Executor } from '../db/database.js';
import { AccountKind, OrderStatus, UserStatus } from '../../core/codes.js';

/**
 * Closed orders (a cancelled pending order never counts) of real, active users: demo accounts
 * (is_demo 1) and users an operator disabled are left out.
 */
const rankedOrders = (db: Executor) =>
  db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .where('o.status', '=', OrderStatus.Closed)
    .where('u.is_demo', '=', AccountKind.Live)
    .where('u.status', '=', UserStatus.Active);

/** Sums over a set of closed orders, money in micro-USD. */
export interface TradeSums {
  user_id: number;
  profit: number;
  margin: number;
  trades: number;
  wins: number;
}

const sums = [
  'o.user_id',
  sql<number>`sum(o.fact_profits)`.as('profit'),
  sql<number>`sum(o.caution_money)`.as('margin'),
  sql<number>`count(*)`.as('trades'),
  sql<number>`sum(case when o.fact_profits > 0 then 1 else 0 end)`.as('wins'),
] as const;

/**
 * The best `limit` users by profit of orders completed since `sinceMs`, then by profit rate (profit per
 * margin), then by user id so equal rows keep one order.
 */
export const topSince = (db: Executor, sinceMs: number, limit: number): Promise<TradeSums[]> =>
  rankedOrders(db)
    .where('o.completed_ms', '>=', sinceMs)
    .select(sums)
    .groupBy('o.user_id')
    .orderBy(sql`sum(o.fact_profits)`, 'desc')
    // Two-argument max is SQLite's scalar form; PostgreSQL's is greatest.
    .orderBy(
      sql`sum(o.fact_profits) * 1.0 / ${dialectOf(db) === 'postgres' ? sql`greatest` : sql`max`}(sum(o.caution_money), 1)`,
      'desc',
    )
    .orderBy('o.user_id')
    .limit(limit)
    .execute();

/** All-time sums of the given users. */
export const totalsOf = (db: Executor, userIds: number[]): Promise<TradeSums[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : rankedOrders(db).where('o.user_id', 'in', userIds).select(sums).groupBy('o.user_id').execute();

/** How often, and when last, each user closed an order of each pair since `sinceMs`. */
export const pairUseSince = (db: Executor, userIds: number[], sinceMs: number) =>
  userIds.length === 0
    ? Promise.resolve([])
    : rankedOrders(db)
        .innerJoin('trade_pairs as p', 'p.id', 'o.pair_id')
        .where('o.user_id', 'in', userIds)
        .where('o.completed_ms', '>=', sinceMs)
        .select([
          'o.user_id',
          'p.show_code as key',
          sql<number>`count(*)`.as('n'),
          sql<number>`max(o.completed_ms)`.as('last'),
        ])
        .groupBy(['o.user_id', 'p.show_code'])
        .execute();

/** How often, and when last, each user closed an order at each leverage since `sinceMs`. */
export const leverageUseSince = (db: Executor, userIds: number[], sinceMs: number) =>
  userIds.length === 0
    ? Promise.resolve([])
    : rankedOrders(db)
        .where('o.user_id', 'in', userIds)
        .where('o.completed_ms', '>=', sinceMs)
        .select([
          'o.user_id',
          'o.multiple as key',
          sql<number>`count(*)`.as('n'),
          sql<number>`max(o.completed_ms)`.as('last'),
        ])
        .groupBy(['o.user_id', 'o.multiple'])
        .execute();

export const accountsOf = (db: Executor, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(['id', 'email', 'mobile']).where('id', 'in', userIds).execute();
