import type { Db, Executor } from '../db/database.js';
import { onCommit } from '../db/on-commit.js';

/**
 * What changed in one user's account: orders (by id; one that no longer exists was removed), the balance, the price
 * alerts. Written where the change is written, so no path can change an account untold (docs/api/socket.md, ACCOUNT):
 * every write of orders is in trading/orders-repository.ts, of balances in ledger/ledger.ts, of price alerts in
 * alerts/alerts-repository.ts (tests/server/accounts/account-writes.test.ts refuses any other), and each notes it here.
 */
export interface AccountChange {
  orders?: readonly number[];
  balance?: boolean;
  alerts?: boolean;
}

/** Hears each committed change (the server's AccountPush, accounts/account-push.ts); must not throw. */
export type AccountListener = (userId: number, change: AccountChange) => void;

/**
 * Who hears the changes written through each database handle: one server (or operator command) per handle, and tests
 * run several servers in one process, so it is kept per handle. A handle nobody listens to (db:copy, a bare test
 * database) writes untold, as before.
 */
const listeners = new WeakMap<Db, AccountListener>();

/** `listener` hears every account change committed through `db` from now on (one listener per handle). */
export function listenToAccounts(db: Db, listener: AccountListener): () => void {
  listeners.set(db, listener);
  return () => {
    if (listeners.get(db) === listener) listeners.delete(db);
  };
}

/** Notes that `change` was written to `userId`'s account through `ex`; heard once it has committed. */
export function noteAccount(ex: Executor, userId: number, change: AccountChange): void {
  onCommit(ex, (db) => listeners.get(db)?.(userId, change));
}
