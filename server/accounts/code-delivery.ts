import { AppError } from '../errors/app-error.js';
import { asksMobile, readSettings } from '../content/settings-repository.js';
import type { Lang } from '../../core/rules/languages.js';
import { CodeType } from '../../core/codes.js';
import { issueCode } from './codes-service.js';
import { findUserByEmail } from './users-repository.js';
import { normalizeEmail, type AccountDeps, type ClientInfo } from './account-service.js';

/** Counts a code send against the hourly caps before `send` does any work; a send that fails is handed back. */
async function capped(d: AccountDeps, ip: string, send: () => Promise<void>): Promise<void> {
  const s = await readSettings(d.db);
  const refund = await d.codeCaps.reserve(ip, Number(s.code_sends_per_ip_hour), Number(s.code_sends_per_hour));
  try {
    await send();
  } catch (err) {
    refund();
    throw err;
  }
}

/**
 * Sends a 6-digit code by e-mail for register (1), forgot (2), or, to the logged-in user's own address (the route
 * sees to it), change password (3), a withdrawal (4) or a new payout method (5).
 */
export async function sendEmailCode(d: AccountDeps, to: string, type: number, client: ClientInfo): Promise<void> {
  const email = normalizeEmail(to);
  await capped(d, client.ip, () => mailCode(d, email, type, client.lang));
}

async function mailCode(d: AccountDeps, email: string, type: number, lang: Lang): Promise<void> {
  const existing = await findUserByEmail(d.db, email);
  if (type === CodeType.Register && existing) throw new AppError('server.errors.account_exists');
  // Forgot-password for an unknown address answers like a real send, so the call can't probe who has an account.
  if (type === CodeType.Forgot && (!existing || existing.is_demo)) {
    await issueCode(d.db, email, type, d.now());
    return;
  }
  const code = await issueCode(d.db, email, type, d.now());
  const { title } = await readSettings(d.db);
  await d.send({
    channel: 'email',
    to: email,
    subject: d.t(lang, 'server.mail.code_subject', { title }),
    body: d.t(lang, CODE_BODY[type] ?? 'server.mail.code_body', { code }),
  });
}

/**
 * A money code says what it confirms: someone who has the password and asks for one unseen is told so by the mail
 * itself, with what to do (the notices after the act say it again: funds/payout-notices.ts).
 */
const CODE_BODY: Record<number, string> = {
  [CodeType.Withdraw]: 'server.mail.code_body_withdraw',
  [CodeType.BindMethod]: 'server.mail.code_body_bind',
};

/** SMS codes go to the outbox and the log only: no SMS gateway is configured. */
export async function sendSmsCode(
  d: AccountDeps,
  areaId: number,
  mobile: string,
  type: number,
  client: ClientInfo,
): Promise<void> {
  // A mobile number is only asked for while mobile sign-up is on (is_show_mobile 1 or 3): otherwise nothing to send.
  if (!asksMobile(await readSettings(d.db))) throw new AppError('server.errors.mobile_disabled');
  const area = await d.db.selectFrom('areas').select(['global_code']).where('id', '=', areaId).executeTakeFirst();
  if (!area) throw new AppError('server.errors.invalid_field', { field: 'area_id' });
  const to = `+${area.global_code}${mobile}`;
  await capped(d, client.ip, async () => {
    const code = await issueCode(d.db, to, type, d.now());
    await d.send({ channel: 'sms', to, subject: '', body: d.t(client.lang, 'server.mail.code_body', { code }) });
  });
}
