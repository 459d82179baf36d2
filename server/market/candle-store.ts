import { sql } from 'kysely';
import { dialectOf, type Executor } from '../db/database.js';
import type { Period } from '../../core/rules/periods.js';
import type { Bar } from '../../core/rules/market-types.js';

export interface StoredBar extends Bar {
  pair_id: number;
  period: string;
}

/** Candles kept per pair and period; kline answers the newest 300. */
export const KEEP_CANDLES = 1000;

/** Rows per INSERT: 8 columns x 500 stays far below SQLite's bound-parameter limit. */
const CHUNK = 500;

/** Writes candles, replacing any stored candle with the same pair, period and open time (the live candle's latest state). */
export async function upsertCandles(db: Executor, rows: readonly StoredBar[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('candles')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['pair_id', 'period', 'time']).doUpdateSet((eb) => ({
          high: eb.ref('excluded.high'),
          low: eb.ref('excluded.low'),
          close: eb.ref('excluded.close'),
          volume: eb.ref('excluded.volume'),
        })),
      )
      .execute();
  }
}

/**
 * Writes candles that continue stored ones (history made up after a restart): a candle that already
 * exists keeps its open and gains the new extremes, close and volume, so nothing is lost or doubled.
 */
export async function mergeCandles(db: Executor, rows: readonly StoredBar[]): Promise<void> {
  // Two-argument max/min are SQLite's scalar forms; PostgreSQL spells them greatest/least.
  const [max, min] = dialectOf(db) === 'postgres' ? [sql`greatest`, sql`least`] : [sql`max`, sql`min`];
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('candles')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['pair_id', 'period', 'time']).doUpdateSet({
          high: sql`${max}(candles.high, excluded.high)`,
          low: sql`${min}(candles.low, excluded.low)`,
          close: sql`excluded.close`,
          volume: sql`candles.volume + excluded.volume`,
        }),
      )
      .execute();
  }
}

/** The last `limit` candles of a pair and period, oldest first. */
export async function lastCandles(db: Executor, pairId: number, period: Period, limit: number): Promise<Bar[]> {
  const rows = await db
    .selectFrom('candles')
    .select(['time', 'open', 'high', 'low', 'close', 'volume'])
    .where('pair_id', '=', pairId)
    .where('period', '=', period)
    .orderBy('time', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Drops candles beyond the newest `keep` of each pair and period (the store's size stays bounded). PostgreSQL 15 wants the subquery named. */
export async function pruneCandles(db: Executor, keep: number): Promise<void> {
  await sql`
    delete from candles where (pair_id, period, time) in (
      select pair_id, period, time from (
        select pair_id, period, time, row_number() over (partition by pair_id, period order by time desc) as rn from candles
      ) as ranked where rn > ${keep}
    )`.execute(db);
}
