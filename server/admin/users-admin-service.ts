import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { adjust } from '../ledger/ledger.js';
import { revokeUserSessions } from '../accounts/sessions-repository.js';
import { resetTwoFactor, twoFactorOn } from '../accounts/two-factor-service.js';
import { parseAmount, MAX_WITHDRAW_USD } from '../funds/amount-input.js';
import { formatMicro, toMicro } from '../../core/rules/money.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import { UserStatus } from '../../core/codes.js';
import {
  findUserSummary,
  pageUsers,
  recentLedger,
  recentOrders,
  recentSessions,
  setUserStatus,
} from './users-admin-repository.js';

type Summary = NonNullable<Awaited<ReturnType<typeof findUserSummary>>>;
/** A user as the back office shows it: money as decimal USD strings. */
const wireUser = (u: Summary) => ({
  ...u,
  email: u.email ?? '',
  balance: formatMicro(u.balance),
  lock_balance: formatMicro(u.lock_balance),
});

/** Users whose e-mail contains `q` or whose uid starts with it, newest first. */
export async function searchUsers(db: Db, q: string, page: number) {
  const { rows, total } = await pageUsers(db, q.trim(), page);
  return { data: rows.map(wireUser), total };
}

/** One user with balance and lock, and their most recent ledger records, orders and sessions. */
export async function userDetail(db: Db, id: number) {
  const u = await findUserSummary(db, id);
  if (!u) throw new AppError('server.errors.not_found');
  const [ledger, orders, sessions, twoFactor] = await Promise.all([
    recentLedger(db, id),
    recentOrders(db, id),
    recentSessions(db, id),
    twoFactorOn(db, id),
  ]);
  return {
    user: wireUser(u),
    two_factor: twoFactor ? 1 : 0,
    ledger: ledger.map((l) => ({ ...l, value: formatMicro(l.value), lock_value: formatMicro(l.lock_value) })),
    orders: orders.map((o) => ({
      ...o,
      caution_money: formatMicro(o.caution_money),
      trade_fee: formatMicro(o.trade_fee),
      fact_profits: formatMicro(o.fact_profits),
    })),
    sessions: sessions.map((s) => ({ ...s, live: s.revoked_ms === null })),
  };
}

/**
 * Admin: resets a trader's two-factor sign-in (lost phone and recovery codes, identity checked by the desk): they
 * log in with the password alone and may enrol again. Audited; "not on" when there is nothing to reset.
 */
export async function resetUserTwoFactor(db: Db, actor: Actor, userId: number) {
  if (!(await findUserSummary(db, userId))) throw new AppError('server.errors.not_found');
  if (!(await resetTwoFactor(db, { type: 'user', id: userId }, actor)))
    throw new AppError('server.errors.two_factor_off');
}

/** A signed USD amount with at most 6 decimals ("-12.5", "+3", "7") as signed micro-USD, never 0. */
export function signedUsdMicro(text: string): number {
  const m = /^\s*([+-]?)(.*)$/.exec(text)!;
  const micro = toMicro(parseAmount(m[2]!, 6, MAX_WITHDRAW_USD));
  return m[1] === '-' ? -micro : micro;
}

/**
 * Admin: moves a signed amount into a user's balance with a ledger record of type 10 carrying the memo,
 * and its audit record, in one transaction. The balance never passes below 0 (refused, nothing written);
 * lock_balance is untouched, so balance + lock_balance == sum(ledger.value) still holds.
 */
export async function adjustBalance(db: Db, actor: Actor, userId: number, amount: string, memo: string) {
  const note = memo.trim();
  if (!note) throw new AppError('server.errors.missing_field', { field: 'memo' });
  const value = signedUsdMicro(amount);
  const after = await transact(db, async (trx) => {
    const before = await findUserSummary(trx, userId);
    if (!before) throw new AppError('server.errors.not_found');
    if (!(await adjust(trx, userId, value, note)))
      throw new AppError('server.errors.adjust_below_zero', { balance: formatMicro(before.balance) });
    const now = (await findUserSummary(trx, userId))!;
    await insertAudit(trx, actor, {
      action: 'user.adjust',
      targetType: 'user',
      targetId: userId,
      before: { balance: formatMicro(before.balance), lock_balance: formatMicro(before.lock_balance) },
      after: {
        balance: formatMicro(now.balance),
        lock_balance: formatMicro(now.lock_balance),
        amount: formatMicro(value),
        memo: note,
      },
    });
    return now;
  });
  return wireUser(after);
}

/**
 * Admin: disables or enables a user, with its audit record. Disabling revokes every
 * session of the user in the same transaction, so no call with an old token passes afterwards; the login
 * refuses a disabled account. Repeating the current state is a no-op that still answers the user.
 */
export async function setUserDisabled(db: Db, actor: Actor, userId: number, disabled: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await findUserSummary(trx, userId);
    if (!before) throw new AppError('server.errors.not_found');
    const status = disabled ? UserStatus.Disabled : UserStatus.Active;
    if (await setUserStatus(trx, userId, status)) {
      if (disabled) await revokeUserSessions(trx, userId, Date.now());
      await insertAudit(trx, actor, {
        action: disabled ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: userId,
        before: { status: before.status },
        after: { status },
      });
    }
    return wireUser((await findUserSummary(trx, userId))!);
  });
}
