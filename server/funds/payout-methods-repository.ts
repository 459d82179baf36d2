import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { PayoutMethodsTable } from '../db/schema.js';

export type PayoutMethod = Selectable<PayoutMethodsTable>;

/** A user's live (not deleted) method by id; undefined for another user's or a deleted one. */
export const findOwnMethod = (db: Executor, userId: number, id: number) =>
  db
    .selectFrom('payout_methods')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();

/** A user's live methods of one type (optionally for one symbol) with their symbol, newest first. */
export function listOwnMethods(db: Executor, userId: number, type: number, drawId?: number) {
  let q = db
    .selectFrom('payout_methods as m')
    .innerJoin('withdraw_symbols as s', 's.id', 'm.draw_id')
    .selectAll('m')
    .select(['s.code', 's.protocol'])
    .where('m.user_id', '=', userId)
    .where('m.type', '=', type)
    .where('m.deleted', '=', 0);
  if (drawId !== undefined) q = q.where('m.draw_id', '=', drawId);
  return q.orderBy('m.id', 'desc').execute();
}

export async function countOwnMethods(db: Executor, userId: number): Promise<number> {
  const r = await db
    .selectFrom('payout_methods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A live method of the user with exactly these details (binding the same destination twice is one method). */
export const findSameMethod = (db: Executor, m: Insertable<PayoutMethodsTable>) =>
  db
    .selectFrom('payout_methods')
    .select(['id', 'bound_ms'])
    .where('user_id', '=', m.user_id)
    .where('type', '=', m.type)
    .where('draw_id', '=', m.draw_id)
    .where('dc_address', '=', m.dc_address ?? '')
    .where('payee_account', '=', m.payee_account ?? '')
    .where('bank_name', '=', m.bank_name ?? '')
    .where('deleted', '=', 0)
    .executeTakeFirst();

export async function insertMethod(db: Executor, m: Insertable<PayoutMethodsTable>): Promise<number> {
  return (await db.insertInto('payout_methods').values(m).returning('id').executeTakeFirstOrThrow()).id;
}

/** Soft-deletes one of the user's live methods; false when it is not theirs or already gone. */
export async function softDeleteMethod(db: Executor, userId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('payout_methods')
    .set({ deleted: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
