import type { TestServer } from '../server/test-server.js';
import { credit } from '../../server/ledger/ledger.js';
import { transact } from '../../server/db/on-commit.js';
import { LedgerType } from '../../core/codes.js';

/** Credits a user as an approved deposit would (ledger type 1), for tests that need a chosen balance. */
export async function deposit(s: TestServer, userId: number, micro: number) {
  await transact(s.db, (trx) => credit(trx, userId, [{ value: micro, type: LedgerType.Deposit }]));
}

/** Sets a user's balance to exactly `micro` through the ledger (an adjustment record). */
export async function setBalance(s: TestServer, userId: number, micro: number) {
  const u = await s.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  await transact(s.db, (trx) => credit(trx, userId, [{ value: micro - u.balance, type: LedgerType.Adjustment }]));
}

export const balanceOf = async (s: TestServer, userId: number) =>
  (await s.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance;

export const ledgerOf = (s: TestServer, userId: number) =>
  s.db.selectFrom('ledger').select(['value', 'type']).where('user_id', '=', userId).orderBy('id').execute();

export const userRow = (s: TestServer, id: number) =>
  s.db.selectFrom('users').select(['balance', 'lock_balance']).where('id', '=', id).executeTakeFirstOrThrow();
