import type { Lang } from '../../core/rules/languages.js';
import { formatMicro } from '../../core/rules/money.js';
import { readSettings } from '../content/settings-repository.js';
import type { User } from '../accounts/users-repository.js';
import { PayoutType } from '../../core/codes.js';
import type { PayoutDeps } from './payout-guard.js';

/** A destination as a notice names it: enough for the owner to recognise it, not enough to copy it from the mail. */
export interface NoticeDestination {
  type: number;
  code: string;
  protocol: string;
  dc_address: string;
  bank_name: string;
  payee_account: string;
}

/** An address's first 6 and last 4 characters ("TJRabP…RTv8"); a short one only its last 4. */
export function maskAddress(a: string): string {
  if (a.length > 12) return `${a.slice(0, 6)}…${a.slice(-4)}`;
  return `…${a.slice(-4)}`;
}

/** An account number's last 4 digits or letters, spaces and dashes left out ("****5678"). */
export const maskAccount = (a: string): string => `****${a.replace(/[\s-]/g, '').slice(-4)}`;

/** "USDT-TRC20 TJRabP…RTv8" or "Test Bank ****5678 (USD)": the currency, then the masked destination. */
export function maskedDestination(m: NoticeDestination): string {
  const currency = m.protocol ? `${m.code}-${m.protocol}` : m.code;
  return m.type === PayoutType.Coin
    ? `${currency} ${maskAddress(m.dc_address)}`
    : `${m.bank_name} ${maskAccount(m.payee_account)} (${currency})`;
}

/** USD micro-units as a notice writes them: at least 2 decimals, no trailing zeros beyond ("100.00", "12.345"). */
export const noticeUsd = (micro: number): string => formatMicro(micro).replace(/(\.\d\d\d*?)0+$/, '$1');

/**
 * Mails the account's own address about what was just done with its money, in the language of the session that did
 * it (the only language the server knows for a user). The outbox keeps it whatever the delivery (outbox-mailer.ts);
 * sent after the commit, so a refused act is never announced.
 */
async function notify(
  d: PayoutDeps,
  user: User,
  lang: Lang,
  subject: string,
  body: string,
  params: Record<string, string>,
) {
  if (!user.email) return;
  const { title, support_email: support } = await readSettings(d.db);
  await d.send({
    channel: 'email',
    to: user.email,
    subject: d.t(lang, subject, { title }),
    body: d.t(lang, body, { ...params, support }),
  });
}

/** "A payout method was added … usable from … if this wasn't you …" */
export const noticeMethodAdded = (d: PayoutDeps, user: User, lang: Lang, m: NoticeDestination, usableFrom: string) =>
  notify(d, user, lang, 'server.mail.method_added_subject', 'server.mail.method_added_body', {
    destination: maskedDestination(m),
    time: usableFrom,
  });

/** "A withdrawal of … USD was requested … if this wasn't you …" */
export const noticeWithdrawal = (
  d: PayoutDeps,
  user: User,
  lang: Lang,
  w: { number: number; real_number: string; currency_code: string },
  m: NoticeDestination,
) =>
  notify(d, user, lang, 'server.mail.withdraw_subject', 'server.mail.withdraw_body', {
    amount: noticeUsd(w.number),
    received: w.real_number,
    currency: w.currency_code,
    destination: maskedDestination(m),
  });
