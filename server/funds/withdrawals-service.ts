import type { Db, Executor } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { freeze, payOut, release } from '../ledger/ledger.js';
import type { User } from '../accounts/users-repository.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { formatMicro, toMicro } from '../../core/rules/money.js';
import { withdrawQuote } from '../../core/rules/trading-rules.js';
import { MAX_WITHDRAW_USD, parseAmount } from './amount-input.js';
import { findSymbol } from './withdraw-symbols-repository.js';
import { insertAudit } from '../audit/audit-repository.js';
import type { ReviewContext } from './deposits-service.js';
import { findOwnMethod } from './payout-methods-repository.js';
import { CodeType, WithdrawStatus } from '../../core/codes.js';
import type { Lang } from '../../core/rules/languages.js';
import { isCooling, usableFromMs } from '../../core/rules/payout-cooling.js';
import { readSettings } from '../content/settings-repository.js';
import { confirmAct, type PayoutDeps } from './payout-guard.js';
import { noticeWithdrawal } from './payout-notices.js';
import { wireInstant } from './payout-methods-service.js';
import {
  closeWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  pageUserWithdrawals,
  pageWithdrawalsByStatus,
  type Withdrawal,
} from './withdrawals-repository.js';

export interface DrawInput {
  draw_currency_id: number;
  number: string;
  memo?: string;
  draw_method_id: number;
  /** The e-mail code sent for a withdrawal (CodeType.Withdraw). */
  auth_code: string;
}

/**
 * A withdrawal request (`draw`, docs/api/funds.md): the method must be the user's own and for this currency
 * (same type, method.draw_id == draw_currency_id) and past its cooling-off (payout_cooling_hours since it was
 * bound, by the server's clock); 0 < number <= balance with at most 6 decimals; fee and amount received by the
 * shared rule (core/rules/trading-rules.ts), refused when nothing would be received; then the withdrawal code
 * (payout-guard.ts), spent in the same transaction. `number` moves from balance to lock_balance in one conditional
 * update with its ledger record (type 2, value 0, lock_value +n), so concurrent requests can never overdraw. The
 * owner is mailed once it is committed (payout-notices.ts), in `lang`.
 */
export async function requestWithdrawal(d: PayoutDeps, user: User, input: DrawInput, lang: Lang) {
  const { db } = d;
  const number = parseAmount(input.number, 6, MAX_WITHDRAW_USD);
  const symbol = await findSymbol(db, input.draw_currency_id);
  if (!symbol) throw new AppError('server.errors.currency_unknown');
  const method = await findOwnMethod(db, user.id, input.draw_method_id);
  if (!method) throw new AppError('server.errors.method_unknown');
  if (method.type !== symbol.type || method.draw_id !== symbol.id) throw new AppError('server.errors.method_mismatch');
  const now = d.now();
  const hours = Number((await readSettings(db)).payout_cooling_hours);
  if (isCooling(method.bound_ms, hours, now))
    throw new AppError('server.errors.method_cooling', {
      time: `${wireInstant(usableFromMs(method.bound_ms, hours))} UTC`,
    });
  const { fee, received } = withdrawQuote(number, symbol);
  if (!(Number(received) > 0)) {
    // Nothing left after the fee, or so little that it rounds to 0.00 in the payout currency (2 decimals: docs/product.md).
    if (toMicro(number) <= toMicro(fee))
      throw new AppError('server.errors.withdraw_below_fee', { fee: fee.replace(/\.?0+$/, '') });
    throw new AppError('server.errors.withdraw_too_small', { currency: symbol.code });
  }
  const n = toMicro(number);
  const feeMicro = toMicro(fee);
  if (n > user.balance) throw new AppError('server.errors.withdraw_insufficient');
  const spend = await confirmAct(d, user, CodeType.Withdraw, input.auth_code);
  const id = await transact(db, async (trx) => {
    await spend(trx);
    const wid = await insertWithdrawal(trx, {
      user_id: user.id,
      type: symbol.type,
      symbol_id: symbol.id,
      method_id: method.id,
      number: n,
      fee: feeMicro,
      real_number: received,
      currency_code: symbol.code,
      protocol: symbol.protocol,
      usd_price: symbol.usd_price,
      memo: (input.memo ?? '').trim(),
      status: WithdrawStatus.Pending,
      notes: '',
      address: method.dc_address,
      bank_name: method.bank_name,
      bank_address: method.bank_address,
      bank_swift: method.bank_swift,
      payee_name: method.payee_name,
      payee_account: method.payee_account,
      created_at: formatUtc(Date.now()),
      reviewed_at: null,
    });
    // After the insert, for the record's memo; refused, the transaction takes the insert and the code back too.
    if (!(await freeze(trx, user.id, n, `#${wid}`))) throw new AppError('server.errors.withdraw_insufficient');
    return wid;
  });
  await noticeWithdrawal(
    d,
    user,
    lang,
    { number: n, real_number: received, currency_code: symbol.code },
    {
      ...method,
      code: symbol.code,
      protocol: symbol.protocol,
    },
  );
  return { id, number: formatMicro(n), fee: formatMicro(feeMicro), real_number: received };
}

/** A user's own withdrawals of one type, newest first. */
export const listUserWithdrawals = (db: Db, userId: number, type: number, page: number) =>
  pageUserWithdrawals(db, userId, type, page);

/** Withdrawals in one status for the operator's queue. */
export const listWithdrawalsByStatus = (db: Db, status: number, page: number) =>
  pageWithdrawalsByStatus(db, status, page);

/** The part of a withdrawal a review changes, as the audit record keeps it. */
const reviewed = (w: Withdrawal) => ({
  status: w.status,
  notes: w.notes,
  number: formatMicro(w.number),
  user_id: w.user_id,
});

async function close(
  db: Db,
  id: number,
  status: number,
  notes: string,
  ctx: ReviewContext,
  move: (trx: Executor, w: Withdrawal) => Promise<void>,
): Promise<Withdrawal> {
  const done = await transact(db, async (trx) => {
    const w = await findWithdrawal(trx, id);
    if (!w) throw new AppError('server.errors.not_found');
    if (!(await closeWithdrawal(trx, id, { status, notes, reviewed_at: formatUtc(Date.now()) }))) {
      throw new AppError('server.errors.withdrawal_not_pending');
    }
    await move(trx, w);
    const after = (await findWithdrawal(trx, id))!;
    await insertAudit(trx, ctx.actor, {
      action: status === WithdrawStatus.Paid ? 'withdrawal.pay' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      before: reviewed(w),
      after: reviewed(after),
    });
    return after;
  });
  return done;
}

/**
 * Operator: the money was sent. The frozen amount leaves the account (lock_balance -= n) with a type 12
 * record of value -n, lock_value -n. Only the first of concurrent reviews of one withdrawal changes it.
 */
export const payWithdrawal = (db: Db, id: number, notes: string, ctx: ReviewContext) =>
  close(db, id, WithdrawStatus.Paid, notes, ctx, async (trx, w) => {
    await payOut(trx, w.user_id, w.number, `#${w.id}`);
  });

/** Operator: refused; the frozen amount goes back to the balance (type 3, value 0, lock_value -n). */
export const rejectWithdrawal = (db: Db, id: number, notes: string, ctx: ReviewContext) =>
  close(db, id, WithdrawStatus.Rejected, notes, ctx, async (trx, w) => {
    await release(trx, w.user_id, w.number, `#${w.id}`);
  });
