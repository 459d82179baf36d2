import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import { pageQuery } from '../db/page-query.js';
import type { DepositsTable } from '../db/schema.js';
import { DepositStatus } from '../../core/codes.js';

export type Deposit = Selectable<DepositsTable>;
export const PAGE_SIZE = 10;

export async function insertDeposit(db: Executor, row: Insertable<DepositsTable>): Promise<number> {
  return (await db.insertInto('deposits').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export const findDeposit = (db: Executor, id: number) =>
  db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether an image is already the proof of some deposit (one transfer, one claim). */
export const proofInUse = async (db: Executor, url: string) =>
  (await db.selectFrom('deposits').select('id').where('proof_img', '=', url).executeTakeFirst()) !== undefined;

/** One page of a user's deposits of one type, newest first, and how many there are. */
export async function pageUserDeposits(db: Executor, userId: number, type: number, page: number) {
  const base = db.selectFrom('deposits').where('user_id', '=', userId).where('type', '=', type);
  return pageQuery(base, (q) => q.selectAll().orderBy('id', 'desc'), page, PAGE_SIZE);
}

/** One page of all deposits in a status (operator), oldest first so the queue is worked in order. */
export async function pageDepositsByStatus(db: Executor, status: number, page: number) {
  const base = db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .where('deposits.status', '=', status);
  return pageQuery(
    base,
    (q) => q.selectAll('deposits').select(['users.email', 'users.uid']).orderBy('deposits.id'),
    page,
    PAGE_SIZE,
  );
}

/**
 * Moves a deposit out of Unchecked and nothing else: true for the one caller that did it,
 * false for every other (concurrent reviews of one deposit make exactly one change).
 */
export async function closeDeposit(
  db: Executor,
  id: number,
  change: { status: number; credited: number; remark: string; reviewed_at: string },
): Promise<boolean> {
  const r = await db
    .updateTable('deposits')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', DepositStatus.Unchecked)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
