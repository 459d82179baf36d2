import { sql } from 'kysely';
import { dialectOf, type Executor } from './database.js';

/**
 * Locks for transactions that read, decide, then write. On SQLite they are no-ops: every write transaction
 * starts with BEGIN IMMEDIATE (database.ts), so writers already run one at a time. PostgreSQL runs them side
 * by side at READ COMMITTED, where a read-then-write without a lock is a race; these make it wait instead.
 */

/** Locks a user's row until the transaction ends (SELECT … FOR UPDATE): its balance, quota or ledger is ours. */
export async function lockUser(trx: Executor, userId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * A user's balance, with the row locked until the transaction ends on PostgreSQL: what the transaction then
 * writes is computed from a balance nobody else can change first.
 */
export async function lockedBalanceOf(trx: Executor, userId: number): Promise<number> {
  let q = trx.selectFrom('users').select('balance').where('id', '=', userId);
  if (dialectOf(trx) === 'postgres') q = q.forUpdate();
  return (await q.executeTakeFirstOrThrow()).balance;
}

/**
 * Serialises transactions on a key that has no row to lock yet (a destination's codes: the rule is about rows
 * not yet inserted). A transaction-scoped advisory lock, released at commit or rollback.
 */
export async function lockKey(trx: Executor, key: string): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
