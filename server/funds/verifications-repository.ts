import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { VerificationsTable } from '../db/schema.js';
import { PAGE_SIZE } from './deposits-repository.js';
import { ReviewStatus } from '../../core/codes.js';

export const findVerification = (db: Executor, userId: number) =>
  db.selectFrom('verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();

/**
 * Writes a submission only when the user has none or one at ReviewStatus.None (never submitted or
 * rejected): one statement, so two concurrent submits can't both go in. False when it was refused.
 */
export async function upsertOpenVerification(db: Executor, row: Insertable<VerificationsTable>): Promise<boolean> {
  const r = await db
    .insertInto('verifications')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({
          name: row.name,
          card_id: row.card_id,
          front_pic: row.front_pic,
          reverse_pic: row.reverse_pic,
          review_status: row.review_status,
          reason: '',
          updated_at: row.updated_at,
        })
        .where('verifications.review_status', '=', ReviewStatus.None),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Moves a verification from `from` to `to`; true only for the one caller that did it. */
export async function moveVerification(
  db: Executor,
  userId: number,
  from: number,
  to: number,
  reason: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('verifications')
    .set({ review_status: to, reason, updated_at: at })
    .where('user_id', '=', userId)
    .where('review_status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** One page of verifications in a status (operator), oldest first. */
export async function pageVerificationsByStatus(db: Executor, status: number, page: number) {
  const base = db
    .selectFrom('verifications')
    .innerJoin('users', 'users.id', 'verifications.user_id')
    .where('verifications.review_status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .selectAll('verifications')
      .select(['users.email', 'users.uid'])
      .orderBy('verifications.updated_at')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
