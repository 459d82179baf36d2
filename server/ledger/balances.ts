import type { Executor } from '../db/database.js';

/** Reads of the money server/ledger/ledger.ts moves (micro-USD). */

/** A user's available balance, read inside the caller's transaction when given one. */
export async function balanceOf(ex: Executor, userId: number): Promise<number> {
  return (await ex.selectFrom('users').select(['balance']).where('id', '=', userId).executeTakeFirstOrThrow()).balance;
}

/** The available balance of each of `userIds`, in one query. */
export async function balancesOf(ex: Executor, userIds: number[]): Promise<Map<number, number>> {
  return new Map(
    (await ex.selectFrom('users').select(['id', 'balance']).where('id', 'in', userIds).execute()).map((u) => [
      u.id,
      u.balance,
    ]),
  );
}
