import type { Db } from '../db/database.js';
import type { TwoFactorOwnerType } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { UserStatus } from '../../core/codes.js';
import type { SecondFactorChallenge } from '../../core/wire/two-factor.js';
import { issueTicket, readTicket, ticketMatches, TICKET_MS } from './login-ticket.js';
import { verifySecondFactor } from './two-factor-service.js';
import { findUserById } from './users-repository.js';
import { signIn, type AccountDeps, type ClientInfo, type SignedIn } from './account-service.js';
import { knownDevice } from './device-login.js';

/** What the right password answers when two-factor is on: a ticket for the second step, no session. */
export async function secondFactorChallenge(
  db: Db,
  type: TwoFactorOwnerType,
  id: number,
  passwordHash: string,
): Promise<SecondFactorChallenge> {
  return { second_factor: 1, ticket: await issueTicket(db, type, id, passwordHash), expires_in: TICKET_MS / 1000 };
}

/**
 * The second step of a trader's login: the ticket of the password step and a code (TOTP or recovery). Wrong codes
 * count against the trader (verifySecondFactor's throttle) and against the IP like wrong passwords; a ticket that
 * is not this server's, has expired, or predates a password change sends the user back to the password. The
 * device cookie is judged here, as at the password step: a browser new to the account gets the new-device e-mail.
 */
export async function loginSecondFactor(
  d: AccountDeps,
  ticket: string,
  code: string,
  client: ClientInfo,
  deviceCookie?: string,
): Promise<SignedIn> {
  const ipAttempt = await d.guards.ip.reserve(`ip:${client.ip}`);
  const t = await readTicket(d.db, 'user', ticket);
  const user = t ? await findUserById(d.db, t.id) : undefined;
  if (!t || !user?.password_hash || !ticketMatches(t, user.password_hash)) {
    ipAttempt.fail();
    throw new AppError('server.errors.two_factor_ticket');
  }
  let good: boolean;
  try {
    good = await verifySecondFactor(d.db, user.id, code);
  } catch (err) {
    ipAttempt.refund();
    throw err;
  }
  if (!good) {
    ipAttempt.fail();
    throw new AppError('server.errors.two_factor_invalid');
  }
  ipAttempt.refund();
  if (user.status !== UserStatus.Active) throw new AppError('server.errors.account_disabled');
  return signIn(d, user, client, await knownDevice(d, deviceCookie, user));
}
