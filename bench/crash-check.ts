// The crash run's checks, on the database once the last server is quiet: every acknowledged operation's effect is
// there exactly once, nothing happened twice, and every user's balances agree with the ledger.
import type Database from 'better-sqlite3';

/** Ledger types that happen at most once per record they name in their memo ('#<id>'): see server/ledger/ledger.ts. */
const ONCE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 12];

/** An operation the server acknowledged (code 1), with what a retry of it sends. */
export interface Ack {
  kind: 'open' | 'pending' | 'close' | 'cancel' | 'deposit' | 'approve' | 'reject' | 'draw' | 'pay' | 'refuse';
  user: number;
  id: number;
  clientId?: string;
  query?: Record<string, string>;
}

export type ProblemKind = 'lost' | 'duplicated' | 'invariantViolations' | 'retryMismatches';
export type Problem = (kind: ProblemKind, line: string) => void;

const oneOf =
  (db: Database.Database) =>
  <T>(q: string, ...args: unknown[]) =>
    db.prepare(q).get(...args) as T;

/** Each acknowledged operation's effect, once: the order, its client_id, its ledger records; the deposit; the withdrawal. */
export function checkAcknowledged(db: Database.Database, acks: Ack[], problem: Problem): void {
  const one = oneOf(db);
  const ledgerCount = (user: number, type: number, id: number) =>
    one<{ n: number }>(
      'SELECT COUNT(*) n FROM ledger WHERE user_id = ? AND type = ? AND memo = ?',
      user,
      type,
      `#${id}`,
    ).n;
  for (const a of acks) {
    const what = `${a.kind} #${a.id}`;
    if (a.kind === 'open' || a.kind === 'pending' || a.kind === 'close' || a.kind === 'cancel') {
      const o = one<{ user_id: number; status: number; client_id: string | null } | undefined>(
        'SELECT user_id, status, client_id FROM orders WHERE id = ?',
        a.id,
      );
      if (!o || o.user_id !== a.user) {
        problem('lost', what);
        continue;
      }
      if (a.clientId) {
        const n = one<{ n: number }>(
          'SELECT COUNT(*) n FROM orders WHERE user_id = ? AND client_id = ?',
          a.user,
          a.clientId,
        ).n;
        if (n !== 1 || o.client_id !== a.clientId)
          problem(n > 1 ? 'duplicated' : 'lost', `${what} client_id ${a.clientId}: ${n} orders`);
        const opened = ledgerCount(a.user, a.kind === 'open' ? 4 : 7, a.id);
        if (opened !== 1) problem(opened > 1 ? 'duplicated' : 'lost', `${what}: ${opened} opening records`);
      }
      if (a.kind === 'close' && (o.status !== 3 || ledgerCount(a.user, 6, a.id) !== 1))
        problem(ledgerCount(a.user, 6, a.id) > 1 ? 'duplicated' : 'lost', `${what}: status ${o.status}`);
      if (a.kind === 'cancel' && (o.status !== 4 || ledgerCount(a.user, 8, a.id) !== 1))
        problem(ledgerCount(a.user, 8, a.id) > 1 ? 'duplicated' : 'lost', `${what}: status ${o.status}`);
    } else if (a.kind === 'deposit' || a.kind === 'approve' || a.kind === 'reject') {
      const d = one<{ user_id: number; status: number } | undefined>(
        'SELECT user_id, status FROM deposits WHERE id = ?',
        a.id,
      );
      if (!d) {
        problem('lost', what);
        continue;
      }
      const credits = ledgerCount(d.user_id, 1, a.id);
      if (a.kind === 'approve' && (d.status !== 1 || credits !== 1))
        problem(credits > 1 ? 'duplicated' : 'lost', `${what}: status ${d.status}, ${credits} credits`);
      if (a.kind === 'reject' && (d.status !== 2 || credits !== 0))
        problem('lost', `${what}: status ${d.status}, ${credits} credits`);
    } else {
      const w = one<{ user_id: number; status: number } | undefined>(
        'SELECT user_id, status FROM withdrawals WHERE id = ?',
        a.id,
      );
      if (!w) {
        problem('lost', what);
        continue;
      }
      const frozen = ledgerCount(w.user_id, 2, a.id);
      if (frozen !== 1) problem(frozen > 1 ? 'duplicated' : 'lost', `${what}: ${frozen} freezes`);
      if (a.kind === 'pay' && (w.status !== 1 || ledgerCount(w.user_id, 12, a.id) !== 1))
        problem('lost', `${what}: status ${w.status}`);
      if (a.kind === 'refuse' && (w.status !== 2 || ledgerCount(w.user_id, 3, a.id) !== 1))
        problem('lost', `${what}: status ${w.status}`);
    }
  }
}

/** No effect twice, whatever was acknowledged; balances and locks equal the ledger's sums. Returns the users checked. */
export function checkLedger(db: Database.Database, problem: Problem): number {
  // Whatever was acknowledged or not: no order, deposit or withdrawal has the same effect twice.
  const twice = db
    .prepare(
      `SELECT user_id, type, memo, COUNT(*) n FROM ledger WHERE type IN (${ONCE_TYPES.join(',')}) AND memo != '' GROUP BY user_id, type, memo HAVING n > 1`,
    )
    .all() as { user_id: number; type: number; memo: string; n: number }[];
  for (const d of twice) problem('duplicated', `ledger type ${d.type} ${d.memo} of user ${d.user_id} x${d.n}`);
  const users = db
    .prepare(
      `SELECT u.id, u.balance, u.lock_balance, COALESCE(SUM(l.value), 0) v, COALESCE(SUM(l.lock_value), 0) lv
    FROM users u LEFT JOIN ledger l ON l.user_id = u.id GROUP BY u.id`,
    )
    .all() as { id: number; balance: number; lock_balance: number; v: number; lv: number }[];
  for (const u of users) {
    if (u.balance < 0 || u.lock_balance < 0 || u.balance + u.lock_balance !== u.v || u.lock_balance !== u.lv) {
      problem(
        'invariantViolations',
        `user ${u.id}: balance ${u.balance}, lock ${u.lock_balance}, sum(value) ${u.v}, sum(lock_value) ${u.lv}`,
      );
    }
  }
  return users.length;
}
