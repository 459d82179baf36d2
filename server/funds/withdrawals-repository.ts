import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import { pageQuery } from '../db/page-query.js';
import type { WithdrawalsTable } from '../db/schema.js';
import { PAGE_SIZE } from './deposits-repository.js';
import { WithdrawStatus } from '../../core/codes.js';

export type Withdrawal = Selectable<WithdrawalsTable>;

export async function insertWithdrawal(db: Executor, row: Insertable<WithdrawalsTable>): Promise<number> {
  return (await db.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export const findWithdrawal = (db: Executor, id: number) =>
  db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

/** One page of a user's withdrawals of one type, newest first, and how many there are. */
export async function pageUserWithdrawals(db: Executor, userId: number, type: number, page: number) {
  const base = db.selectFrom('withdrawals').where('user_id', '=', userId).where('type', '=', type);
  return pageQuery(base, (q) => q.selectAll().orderBy('id', 'desc'), page, PAGE_SIZE);
}

/** One page of all withdrawals in a status (operator), oldest first. */
export async function pageWithdrawalsByStatus(db: Executor, status: number, page: number) {
  const base = db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .where('withdrawals.status', '=', status);
  return pageQuery(
    base,
    (q) => q.selectAll('withdrawals').select(['users.email', 'users.uid']).orderBy('withdrawals.id'),
    page,
    PAGE_SIZE,
  );
}

/** Moves a withdrawal out of Pending; true only for the one caller that did it. */
export async function closeWithdrawal(
  db: Executor,
  id: number,
  change: { status: number; notes: string; reviewed_at: string },
): Promise<boolean> {
  const r = await db
    .updateTable('withdrawals')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', WithdrawStatus.Pending)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
