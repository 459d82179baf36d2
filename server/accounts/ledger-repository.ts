import { hot, type Executor } from '../db/database.js';
import { formatUtc } from '../../src/lib/datetime.js';

/**
 * Ledger types of server.md section 2, plus 12 (withdrawal paid), which server.md does not list.
 *
 * Invariant, per user, after every transaction: balance + lock_balance == sum(value) and
 * lock_balance == sum(lock_value). `value` is the change of the account's total (balance + lock);
 * `lock_value` the change of its frozen part. A withdrawal of n therefore writes:
 *   freeze (type 2):  value 0,  lock_value +n   (balance -n, lock +n: the total is unchanged)
 *   reject (type 3):  value 0,  lock_value -n   (lock -n, balance +n: money back, total unchanged)
 *   pay    (type 12): value -n, lock_value -n   (lock -n: the money leaves the account)
 * so a withdrawal that is paid sums to -n and one that is rejected to 0. Every other type moves only
 * balance: lock_value 0.
 */
export const LedgerType = {
  Deposit: 1, WithdrawFrozen: 2, WithdrawRejected: 3, MarginOpened: 4, TradingFee: 5,
  PositionClosed: 6, PendingReserved: 7, PendingCancelled: 8, DemoReset: 9, Adjustment: 10, NegativeProtection: 11,
  WithdrawPaid: 12,
} as const;

/** One ledger record to write: `value` and `lockValue` in signed micro-USD (see LedgerType). */
export interface LedgerEntry { value: number; type: number; memo?: string; lockValue?: number }

/**
 * Moves `value` micro-USD into (or, negative, out of) a user's balance and records it, in the caller's
 * transaction. The CHECK constraint on users.balance makes an overdraw fail instead of going negative.
 */
export async function postToBalance(trx: Executor, userId: number, value: number, type: number, memo = ''): Promise<void> {
  await trx.updateTable('users').set((eb) => ({ balance: eb('balance', '+', value) })).where('id', '=', userId).execute();
  await trx.insertInto('ledger').values({ user_id: userId, value, type, memo, created_at: formatUtc(Date.now()) }).execute();
}

/**
 * Several balance-only ledger records (lockValue 0) and one balance update by their sum, in the caller's transaction: a close
 * whose loss exceeds the balance posts the loss and the negative-balance-protection record together,
 * so the balance never passes below 0 even between two statements.
 */
export async function postEntries(trx: Executor, userId: number, entries: readonly LedgerEntry[]): Promise<void> {
  if (!entries.length) return;
  await recordEntries(trx, userId, entries);
  const total = entries.reduce((a, e) => a + e.value, 0);
  await trx.updateTable('users').set((eb) => ({ balance: eb('balance', '+', total) })).where('id', '=', userId).execute();
}

/** Ledger records only, for a caller that moved balance and lock_balance itself in the same transaction. */
export async function recordEntries(trx: Executor, userId: number, entries: readonly LedgerEntry[]): Promise<void> {
  if (!entries.length) return;
  const at = formatUtc(Date.now());
  // Fixed SQL per entry count (every order writes one or two records): see `hot`.
  await hot(trx, `insert into ledger (user_id, value, lock_value, type, memo, created_at) values ${entries.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
    entries.flatMap((e) => [userId, e.value, e.lockValue ?? 0, e.type, e.memo ?? '', at]));
}
