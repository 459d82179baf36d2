import type { Db, Executor } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { readSettings } from '../content/settings-repository.js';
import type { Throttle } from '../accounts/login-throttle.js';
import { readTicket, ticketMatches } from '../accounts/login-ticket.js';
import { checkSecondFactor, ownerTwoFactorOn, type TwoFactorOwner } from '../accounts/two-factor-service.js';
import { openOperatorSession } from './operator-session-service.js';

/** An operator as the owner of a second factor. */
export const operatorOwner = (id: number): TwoFactorOwner => ({ type: 'operator', id });

/** Whether the setting operator_2fa_required is on. */
export const operatorTwoFactorRequired = async (db: Executor): Promise<boolean> =>
  (await readSettings(db)).operator_2fa_required === '1';

/** The flags `me` and login answer with: the operator's two-factor, and whether the desk requires it. */
export async function operatorTwoFactorFlags(db: Executor, operatorId: number) {
  const [on, required] = await Promise.all([
    ownerTwoFactorOn(db, operatorOwner(operatorId)),
    operatorTwoFactorRequired(db),
  ]);
  return { two_factor: on ? 1 : 0, two_factor_required: required ? 1 : 0 };
}

/**
 * The rule of a money call (deposits, withdrawals, users' balances): with operator_2fa_required on, an operator
 * without two-factor sign-in is refused with a message that says what to do, whatever the role.
 */
export async function requireMoneyTwoFactor(db: Executor, operatorId: number): Promise<void> {
  if (!(await operatorTwoFactorRequired(db))) return;
  if (!(await ownerTwoFactorOn(db, operatorOwner(operatorId))))
    throw new AppError('server.errors.operator_2fa_required', {}, 0, 403);
}

/**
 * The second step of an operator login: the ticket of the password step and a code (TOTP or recovery). Wrong codes
 * count against the operator (per owner) and against the IP with the operators' own login throttle; a ticket that
 * is not this server's, has expired, or predates a password change sends the operator back to the password.
 */
export async function loginOperatorSecondFactor(
  d: { db: Db; ipThrottle: Throttle },
  ticket: string,
  code: string,
  client: { ip: string; userAgent: string },
) {
  const ipAttempt = await d.ipThrottle.reserve(`op-ip:${client.ip}`);
  const t = await readTicket(d.db, 'operator', ticket);
  const op = t
    ? await d.db
        .selectFrom('operators')
        .select(['id', 'email', 'role', 'password_hash', 'disabled'])
        .where('id', '=', t.id)
        .executeTakeFirst()
    : undefined;
  if (!t || !op || op.disabled || !ticketMatches(t, op.password_hash)) {
    ipAttempt.fail();
    throw new AppError('server.errors.two_factor_ticket');
  }
  let good: boolean;
  try {
    good = await checkSecondFactor(d.db, operatorOwner(op.id), code, { operatorId: op.id, email: op.email });
  } catch (err) {
    ipAttempt.refund();
    throw err;
  }
  if (!good) {
    ipAttempt.fail();
    throw new AppError('server.errors.two_factor_invalid');
  }
  ipAttempt.refund();
  return openOperatorSession(d.db, op, client, true);
}
