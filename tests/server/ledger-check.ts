import type { Db } from '../../server/db/database.js';

/** A user whose account does not match the ledger: the stored figures and what the ledger adds up to (micro-USD). */
export interface LedgerBreak {
  id: number;
  balance: number;
  lock_balance: number;
  sumValue: number;
  sumLock: number;
}

/**
 * The ledger invariant of server/ledger/ledger.ts, per user (or just `userId`): balance + lock_balance ==
 * sum(value), lock_balance == sum(lock_value), neither negative. Returns the users that break it (empty when it
 * holds), so a failing test shows the figures: `expect(await ledgerBreaks(s.db)).toEqual([])`.
 */
export async function ledgerBreaks(db: Db, userId?: number): Promise<LedgerBreak[]> {
  let q = db.selectFrom('users').select(['id', 'balance', 'lock_balance']);
  if (userId !== undefined) q = q.where('id', '=', userId);
  const users = await q.execute();
  let s = db
    .selectFrom('ledger')
    .select((eb) => ['user_id', eb.fn.sum<number>('value').as('v'), eb.fn.sum<number>('lock_value').as('l')])
    .groupBy('user_id');
  if (userId !== undefined) s = s.where('user_id', '=', userId);
  const sums = new Map((await s.execute()).map((r) => [r.user_id, { v: Number(r.v), l: Number(r.l) }]));
  const breaks: LedgerBreak[] = [];
  for (const u of users) {
    const sum = sums.get(u.id) ?? { v: 0, l: 0 };
    if (u.balance < 0 || u.lock_balance < 0 || u.balance + u.lock_balance !== sum.v || u.lock_balance !== sum.l) {
      breaks.push({ id: u.id, balance: u.balance, lock_balance: u.lock_balance, sumValue: sum.v, sumLock: sum.l });
    }
  }
  return breaks;
}
