import { hot, type Executor } from '../db/database.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { LedgerType } from '../../core/codes.js';
import { noteAccount } from '../accounts/account-changes.js';

/**
 * Every movement of money, and the only code that writes users.balance and users.lock_balance
 * (tests/server/ledger/ledger-door.test.ts refuses any other). Each function changes the balances and writes
 * its ledger records together, in the caller's transaction (`trx` first, as the repositories do).
 *
 * Invariant, per user, after every transaction: balance + lock_balance == sum(value) and
 * lock_balance == sum(lock_value). `value` is the change of the account's total (balance + lock);
 * `lock_value` the change of its frozen part (types: LedgerType in core/codes.ts). A withdrawal of n:
 *   freeze (type 2):  value 0,  lock_value +n   (balance -n, lock +n: the total is unchanged)
 *   release (type 3): value 0,  lock_value -n   (lock -n, balance +n: money back, total unchanged)
 *   pay out (type 12): value -n, lock_value -n  (lock -n: the money leaves the account)
 * so a withdrawal that is paid sums to -n and one that is rejected to 0. Every other movement changes
 * only the balance: lock_value 0. The CHECK constraints on both columns make an overdraw fail the
 * transaction instead of going negative.
 */

/** One balance-only ledger record: `value` in signed micro-USD. */
export interface LedgerEntry {
  value: number;
  type: number;
  memo?: string;
}

/**
 * Ledger records, with their frozen part; every record of one call shares one timestamp. Every balance change writes
 * here, so this is where the user's other sessions are told of it (after the commit).
 */
async function record(
  trx: Executor,
  userId: number,
  entries: readonly (LedgerEntry & { lockValue?: number })[],
): Promise<void> {
  if (!entries.length) return;
  const at = formatUtc(Date.now());
  // Fixed SQL per entry count (every order writes one or two records): see `hot`.
  await hot(
    trx,
    `insert into ledger (user_id, value, lock_value, type, memo, created_at) values ${entries.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
    entries.flatMap((e) => [userId, e.value, e.lockValue ?? 0, e.type, e.memo ?? '', at]),
  );
  noteAccount(trx, userId, { balance: true });
}

const sum = (entries: readonly LedgerEntry[]) => entries.reduce((a, e) => a + e.value, 0);

/**
 * Takes the sum of `entries` (negative values: an order's margin and fee, or a pending order's reserve)
 * out of the balance if and only if the balance covers it: the check and the write are one conditional
 * statement, so concurrent debits can never overdraw. False, and nothing written, when it does not.
 */
export async function debit(trx: Executor, userId: number, entries: readonly LedgerEntry[]): Promise<boolean> {
  const amount = -sum(entries);
  const r = await hot(trx, 'update users set balance = balance - ? where id = ? and balance >= ?', [
    amount,
    userId,
    amount,
  ]);
  if (r.changes !== 1) return false;
  await record(trx, userId, entries);
  return true;
}

/**
 * Moves the signed sum of `entries` into the balance with their records: a deposit, a close (margin plus
 * profit, and the negative-balance-protection record when the caller adds one), a cancelled order's
 * reserve, a demo account's starting money or reset. A sum that would take the balance below 0 fails the
 * transaction (the CHECK constraint), so a caller that can lose money adds its protection record itself.
 */
export async function credit(trx: Executor, userId: number, entries: readonly LedgerEntry[]): Promise<void> {
  if (!entries.length) return;
  await record(trx, userId, entries);
  await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', sum(entries)) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Admin: adds a signed `value` to the balance, with an Adjustment record carrying `memo`, if and only if
 * the balance stays at or above 0 (one statement, so a concurrent order debit can never be overtaken into
 * a negative balance). False, and nothing written, when it would not.
 */
export async function adjust(trx: Executor, userId: number, value: number, memo: string): Promise<boolean> {
  const r = await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', value) }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('balance', '+', value), '>=', 0))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await record(trx, userId, [{ value, type: LedgerType.Adjustment, memo }]);
  return true;
}

/**
 * A withdrawal request: moves `n` micro-USD from balance to lock_balance if and only if the balance covers
 * it (one statement), with its WithdrawFrozen record. False, and nothing written, when it does not.
 */
export async function freeze(trx: Executor, userId: number, n: number, memo: string): Promise<boolean> {
  const r = await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '-', n), lock_balance: eb('lock_balance', '+', n) }))
    .where('id', '=', userId)
    .where('balance', '>=', n)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await record(trx, userId, [{ value: 0, lockValue: n, type: LedgerType.WithdrawFrozen, memo }]);
  return true;
}

/** A rejected withdrawal: the frozen `n` goes back to the balance, with its WithdrawRejected record. */
export async function release(trx: Executor, userId: number, n: number, memo: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', n), lock_balance: eb('lock_balance', '-', n) }))
    .where('id', '=', userId)
    .execute();
  await record(trx, userId, [{ value: 0, lockValue: -n, type: LedgerType.WithdrawRejected, memo }]);
}

/** A paid withdrawal: the frozen `n` leaves the account, with its WithdrawPaid record. */
export async function payOut(trx: Executor, userId: number, n: number, memo: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ lock_balance: eb('lock_balance', '-', n) }))
    .where('id', '=', userId)
    .execute();
  await record(trx, userId, [{ value: -n, lockValue: -n, type: LedgerType.WithdrawPaid, memo }]);
}
