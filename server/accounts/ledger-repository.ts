import type { Executor } from '../db/database.js';
import { formatUtc } from '../../src/lib/datetime.js';

/** Ledger types of server.md section 2. */
export const LedgerType = {
  Deposit: 1, WithdrawFrozen: 2, WithdrawRejected: 3, MarginOpened: 4, TradingFee: 5,
  PositionClosed: 6, PendingReserved: 7, PendingCancelled: 8, DemoReset: 9, Adjustment: 10, NegativeProtection: 11,
} as const;

/**
 * Moves `value` micro-USD into (or, negative, out of) a user's balance and records it, in the caller's
 * transaction. The CHECK constraint on users.balance makes an overdraw fail instead of going negative.
 */
export async function postToBalance(trx: Executor, userId: number, value: number, type: number, memo = ''): Promise<void> {
  await trx.updateTable('users').set((eb) => ({ balance: eb('balance', '+', value) })).where('id', '=', userId).execute();
  await trx.insertInto('ledger').values({ user_id: userId, value, type, memo, created_at: formatUtc(Date.now()) }).execute();
}

/**
 * Several ledger records and one balance update by their sum, in the caller's transaction: a close
 * whose loss exceeds the balance posts the loss and the negative-balance-protection record together,
 * so the balance never passes below 0 even between two statements.
 */
export async function postEntries(trx: Executor, userId: number, entries: readonly { value: number; type: number; memo?: string }[]): Promise<void> {
  if (!entries.length) return;
  await recordEntries(trx, userId, entries);
  const total = entries.reduce((a, e) => a + e.value, 0);
  await trx.updateTable('users').set((eb) => ({ balance: eb('balance', '+', total) })).where('id', '=', userId).execute();
}

/** Ledger records only, for a caller that moved the balance itself in the same transaction (by their sum). */
export async function recordEntries(trx: Executor, userId: number, entries: readonly { value: number; type: number; memo?: string }[]): Promise<void> {
  const at = formatUtc(Date.now());
  await trx.insertInto('ledger').values(entries.map((e) => ({ user_id: userId, value: e.value, type: e.type, memo: e.memo ?? '', created_at: at }))).execute();
}
