import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { TradePairsTable } from '../db/schema.js';

export type PairRow = Selectable<TradePairsTable> & { category_key: string };

/** Every trade pair with its category key, in display order. */
export const listPairs = (db: Executor): Promise<PairRow[]> =>
  db
    .selectFrom('trade_pairs')
    .innerJoin('categories', 'categories.id', 'trade_pairs.category_id')
    .selectAll('trade_pairs')
    .select('categories.key as category_key')
    .orderBy('trade_pairs.sort')
    .orderBy('trade_pairs.id')
    .execute();

export const listCategories = (db: Executor) =>
  db.selectFrom('categories').select(['id', 'key']).orderBy('sort').execute();
