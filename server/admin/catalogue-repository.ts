import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** The operator-edited reference tables; each has an integer `id`. */
export type CatalogueTable =
  | 'trade_pairs'
  | 'categories'
  | 'deposit_networks'
  | 'deposit_bank_currencies'
  | 'deposit_bank_accounts'
  | 'withdraw_symbols'
  | 'companies';
export type CatalogueRow<T extends CatalogueTable> = Selectable<Database[T]>;
export type CatalogueInsert<T extends CatalogueTable> = Insertable<Database[T]>;
export type CataloguePatch<T extends CatalogueTable> = Omit<Updateable<Database[T]>, 'id'>;

// Kysely cannot type a query over a union of tables; the signatures below carry the types instead.
const any = (db: Executor) => db as unknown as Kysely<any>;

/** One row by id, or undefined. */
export const findRow = <T extends CatalogueTable>(
  db: Executor,
  table: T,
  id: number,
): Promise<CatalogueRow<T> | undefined> =>
  any(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<CatalogueRow<T> | undefined>;

/** Every row, in `order` then id. */
export const listRows = <T extends CatalogueTable>(
  db: Executor,
  table: T,
  order: 'sort' | 'id' | 'name' = 'sort',
): Promise<CatalogueRow<T>[]> => {
  let q = any(db).selectFrom(table).selectAll().orderBy(order);
  if (order !== 'id') q = q.orderBy('id');
  return q.execute() as Promise<CatalogueRow<T>[]>;
};

/** Inserts a row and answers its id. */
export async function insertRow<T extends CatalogueTable>(
  db: Executor,
  table: T,
  row: CatalogueInsert<T>,
): Promise<number> {
  return (await any(db).insertInto(table).values(row).returning('id').executeTakeFirstOrThrow()).id as number;
}

export async function updateRow<T extends CatalogueTable>(
  db: Executor,
  table: T,
  id: number,
  patch: CataloguePatch<T>,
): Promise<void> {
  await any(db)
    .updateTable(table as string)
    .set(patch as Record<string, unknown>)
    .where('id', '=', id)
    .execute();
}

export async function deleteRow(db: Executor, table: CatalogueTable, id: number): Promise<void> {
  await any(db).deleteFrom(table).where('id', '=', id).execute();
}

/** The largest `sort` of a table (0 when empty): a new row goes last by default. */
export async function maxSort(
  db: Executor,
  table: Exclude<CatalogueTable, 'deposit_bank_accounts' | 'companies'>,
): Promise<number> {
  const r = await any(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort').as('m'))
    .executeTakeFirst();
  return Number(r?.m ?? 0);
}
