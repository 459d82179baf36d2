import type { Db, Executor } from '../db/database.js';
import { AppError, invalidField } from '../errors/app-error.js';
import type { MarketService } from '../market/market-service.js';
import { isCategoryKey } from '../market/category-keys.js';
import type { Actor } from '../audit/audit-repository.js';
import { listRows, maxSort } from './catalogue-repository.js';
import { createAudited, updateAudited } from './catalogue-edit.js';
import { defined } from './catalogue-checks.js';

const CATEGORY = { table: 'categories', type: 'category' } as const;

/** Every category in display order, with how many pairs it holds. */
export async function allCategories(db: Db) {
  const [rows, counts] = await Promise.all([
    listRows(db, 'categories'),
    db
      .selectFrom('trade_pairs')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute(),
  ]);
  const n = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return rows.map((c) => ({ ...c, pairs: n.get(c.id) ?? 0 }));
}

function cleanKey(key: string | undefined) {
  if (key === undefined) return undefined;
  const k = key.trim().toLowerCase();
  if (!isCategoryKey(k)) throw invalidField('key');
  return k;
}

async function keyFree(trx: Executor, key: string | undefined, id: number | null) {
  if (key === undefined) return;
  const clash = await trx.selectFrom('categories').select('id').where('key', '=', key).executeTakeFirst();
  if (clash && clash.id !== id) throw new AppError('server.errors.category_exists');
}

/** Admin: adds a category (a key of CATEGORY_KEYS not yet used; sort defaults to last) with its audit record. */
export async function createCategory(
  db: Db,
  market: MarketService,
  actor: Actor,
  input: { key: string; sort?: number },
) {
  const key = cleanKey(input.key)!;
  const sort = input.sort ?? (await maxSort(db, 'categories')) + 1;
  const row = await createAudited(db, actor, CATEGORY, { key, sort }, (trx) => keyFree(trx, key, null));
  await market.reloadPairs();
  return row;
}

/** Admin: changes a category's key or sort with its audit record; the market re-reads its pairs' category keys. */
export async function updateCategory(
  db: Db,
  market: MarketService,
  actor: Actor,
  id: number,
  input: { key?: string; sort?: number },
) {
  const patch = defined({ key: cleanKey(input.key), sort: input.sort });
  const row = await updateAudited(db, actor, CATEGORY, id, patch, (trx) => keyFree(trx, patch.key, id));
  await market.reloadPairs();
  return row;
}
