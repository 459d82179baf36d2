import type { Db } from '../db/database.js';
import { PAGE_SIZE } from './deposits-repository.js';

/** One page of a user's ledger, newest first, and how many records there are. */
export async function ledgerPage(db: Db, userId: number, page: number) {
  const base = db.selectFrom('ledger').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'value', 'lock_value', 'type', 'memo', 'created_at'])
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
