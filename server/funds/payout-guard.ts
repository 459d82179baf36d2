import type { Db, Executor } from '../db/database.js';
import type { AccountDeps } from '../accounts/account-service.js';
import type { User } from '../accounts/users-repository.js';
import { checkCode, consumeCode } from '../accounts/codes-service.js';
import { twoFactorOn, verifySecondFactor } from '../accounts/two-factor-service.js';
import { AppError } from '../errors/app-error.js';
import { CodeType, PayoutGuard, type CodeOf } from '../../core/codes.js';

/** What the guarded payout services need from the running server: the database, the mailer, texts and the clock. */
export type PayoutDeps = Pick<AccountDeps, 'db' | 'send' | 't' | 'now'>;

/** What a confirmed act spends in its own transaction, so one code confirms one act (and none when it rolls back). */
export type Spend = (trx: Executor) => Promise<void>;

/** The acts a code must confirm: a withdrawal, and a new payout method. */
export type GuardedAct = typeof CodeType.Withdraw | typeof CodeType.BindMethod;

const isGuardedAct = (type: number): type is GuardedAct => type === CodeType.Withdraw || type === CodeType.BindMethod;

/** Which code confirms `userId`'s payout acts: the authenticator's while two-factor sign-in is on, else the e-mail's. */
export const payoutGuardOf = async (db: Db, userId: number): Promise<CodeOf<typeof PayoutGuard>> =>
  (await twoFactorOn(db, userId)) ? PayoutGuard.Authenticator : PayoutGuard.Email;

/**
 * Checks the code that confirms `act` for `user`. With two-factor on: the authenticator app's current code (or a
 * recovery code), which two-factor-service.ts accepts once and spends as it checks it (a step taken stays taken, so
 * the spend here is nothing; a wrong one counts against the same per-trader throttle as at sign-in). Otherwise: the
 * e-mail code sent for that very purpose to the user's own address (a register or password code, or one for the
 * other act, is "wrong or expired"), spent in the act's transaction. Throws when it is refused; called after the
 * act's own input checks, so a form that is refused anyway costs the user no try.
 */
export async function confirmAct(d: PayoutDeps, user: User, act: GuardedAct, code: string): Promise<Spend> {
  if ((await payoutGuardOf(d.db, user.id)) === PayoutGuard.Authenticator) {
    if (!(await verifySecondFactor(d.db, user.id, code)))
      throw new AppError('server.errors.authenticator_code_invalid');
    return async () => {};
  }
  const id = await checkCode(d.db, user.email ?? '', act, code, d.now());
  return (trx) => consumeCode(trx, id);
}

/**
 * Refuses to mail a withdrawal or payout-method code to a trader whose authenticator confirms those acts: it would
 * not be accepted, and the mail would suggest it is.
 */
export async function refuseEmailCodeUnderAuthenticator(db: Db, userId: number, type: number): Promise<void> {
  if (isGuardedAct(type) && (await payoutGuardOf(db, userId)) === PayoutGuard.Authenticator)
    throw new AppError('server.errors.use_authenticator');
}
