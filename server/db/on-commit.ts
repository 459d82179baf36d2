import type { Transaction } from 'kysely';
import type { Db, Executor } from './database.js';
import type { Database } from './schema.js';

/** What a transaction opened by transact() runs once it has committed; nothing when it rolls back. */
const waiting = new WeakMap<Transaction<Database>, { db: Db; callbacks: ((db: Db) => void)[] }>();

/**
 * Opens a transaction whose onCommit callbacks run once it has committed (Django's transaction.on_commit, Rails'
 * after_commit): `db.transaction().execute(fn)` for a transaction that writes what other sessions must be told of
 * (orders, balances, price alerts: accounts/account-changes.ts). A throw rolls back and drops the callbacks.
 */
export async function transact<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const callbacks: ((db: Db) => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    waiting.set(trx, { db, callbacks });
    return fn(trx);
  });
  for (const cb of callbacks) cb(db);
  return result;
}

/**
 * Runs `cb` with the database once what `ex` wrote is committed: after the commit of the transaction `ex`, or on the
 * next microtask when `ex` is the database itself (each statement commits as it runs). A transaction opened without
 * transact() throws here, in every test that reaches that write: a commit nobody would hear of is a bug.
 */
export function onCommit(ex: Executor, cb: (db: Db) => void): void {
  if (!ex.isTransaction) {
    queueMicrotask(() => cb(ex as Db));
    return;
  }
  const w = waiting.get(ex as Transaction<Database>);
  if (!w) throw new Error('a write that other sessions must hear of ran in a transaction not opened by transact()');
  w.callbacks.push(cb);
}
