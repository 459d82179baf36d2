import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { isPlausibleAddress } from './address-format.js';
import { findSymbol } from './withdraw-symbols-repository.js';
import {
  countOwnMethods,
  findSameMethod,
  insertMethod,
  listOwnMethods,
  softDeleteMethod,
} from './payout-methods-repository.js';
import { CodeType, PayoutType } from '../../core/codes.js';
import type { BindReceipt, DrawMethod } from '../../core/wire/funds.js';
import type { Lang } from '../../core/rules/languages.js';
import { isCooling, usableFromMs } from '../../core/rules/payout-cooling.js';
import { readSettings } from '../content/settings-repository.js';
import type { User } from '../accounts/users-repository.js';
import { confirmAct, type PayoutDeps } from './payout-guard.js';
import { noticeMethodAdded } from './payout-notices.js';

/** Live payout methods one user may keep. */
export const MAX_METHODS = 20;

const SWIFT_RE = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const ACCOUNT_RE = /^[A-Za-z0-9][A-Za-z0-9 -]{3,63}$/;

export interface BindInput {
  type: number;
  draw_id: number;
  dc_address?: string;
  bank_name?: string;
  bank_address?: string;
  bank_swift?: string;
  payee_name?: string;
  payee_account?: string;
  /** The e-mail code sent for adding a payout method (CodeType.BindMethod). */
  auth_code: string;
}

/** A Unix ms instant as the wire writes it, rounded up to the whole second (never earlier than the instant itself). */
export const wireInstant = (ms: number): string => formatUtc(Math.ceil(ms / 1000) * 1000);

/** The cooling-off of a method bound at `boundMs`, as get_draw_method and bind_draw_method answer it. */
const coolingOf = (boundMs: number, hours: number, now: number) => ({
  usable_from: wireInstant(usableFromMs(boundMs, hours)),
  cooling: isCooling(boundMs, hours, now) ? 1 : 0,
});

const coolingHours = async (db: Db) => Number((await readSettings(db)).payout_cooling_hours);

const required = (v: string | undefined, field: string): string => {
  const t = (v ?? '').trim();
  if (!t) throw new AppError('server.errors.missing_field', { field });
  return t;
};

/**
 * Saves a payout destination for the user: a coin address for a coin symbol (shape checked for its
 * network) or a bank account for a bank symbol, once the input is sound and the bind code (payout-guard.ts) is right;
 * the code is spent in the same transaction. A new method can receive withdrawals only after payout_cooling_hours
 * (bound_ms: the server's clock), and the owner is mailed about it in `lang` (payout-notices.ts). Binding the same
 * destination again returns the saved one, its cooling-off unchanged and nothing mailed.
 */
export async function bindMethod(d: PayoutDeps, user: User, input: BindInput, lang: Lang): Promise<BindReceipt> {
  const { db } = d;
  const symbol = await findSymbol(db, input.draw_id);
  if (!symbol) throw new AppError('server.errors.currency_unknown');
  if (symbol.type !== input.type) throw new AppError('server.errors.method_mismatch');
  const base = {
    user_id: user.id,
    type: input.type,
    draw_id: symbol.id,
    deleted: 0,
    created_at: formatUtc(Date.now()),
  };
  const none = { dc_address: '', bank_name: '', bank_address: '', bank_swift: '', payee_name: '', payee_account: '' };
  const details =
    input.type === PayoutType.Coin
      ? { ...base, ...none, dc_address: coinAddress(symbol.code, symbol.protocol, input.dc_address) }
      : { ...base, ...none, ...bankDetails(input) };
  const spend = await confirmAct(d, user, CodeType.BindMethod, input.auth_code);
  const now = d.now();
  const row = { ...details, bound_ms: now };
  const bound = await db.transaction().execute(async (trx) => {
    await spend(trx);
    const same = await findSameMethod(trx, row);
    if (same) return { ...same, added: false };
    if ((await countOwnMethods(trx, user.id)) >= MAX_METHODS)
      throw new AppError('server.errors.methods_limit', { max: MAX_METHODS });
    return { id: await insertMethod(trx, row), bound_ms: now, added: true };
  });
  const receipt = { id: bound.id, ...coolingOf(bound.bound_ms, await coolingHours(db), now) };
  if (bound.added)
    await noticeMethodAdded(
      d,
      user,
      lang,
      { ...row, code: symbol.code, protocol: symbol.protocol },
      `${receipt.usable_from} UTC`,
    );
  return receipt;
}

function coinAddress(code: string, protocol: string, address: string | undefined): string {
  const a = required(address, 'dc_address');
  if (!isPlausibleAddress(code, protocol, a)) {
    throw new AppError('server.errors.address_invalid', { network: protocol ? `${code}-${protocol}` : code });
  }
  return a;
}

function bankDetails(input: BindInput) {
  const swift = (input.bank_swift ?? '').trim().toUpperCase();
  if (swift && !SWIFT_RE.test(swift)) throw new AppError('server.errors.invalid_field', { field: 'bank_swift' });
  const account = required(input.payee_account, 'payee_account');
  if (!ACCOUNT_RE.test(account)) throw new AppError('server.errors.invalid_field', { field: 'payee_account' });
  return {
    bank_name: required(input.bank_name, 'bank_name'),
    bank_address: (input.bank_address ?? '').trim(),
    bank_swift: swift,
    payee_name: required(input.payee_name, 'payee_name'),
    payee_account: account,
  };
}

/** The user's own live methods of one type, as get_draw_method answers them, each with its cooling-off at `now`. */
export async function listMethods(
  db: Db,
  userId: number,
  type: number,
  drawId: number | undefined,
  now: number,
): Promise<DrawMethod[]> {
  const rows = await listOwnMethods(db, userId, type, drawId);
  const hours = await coolingHours(db);
  return rows.map((m) => ({
    id: m.id,
    type: m.type,
    draw_id: m.draw_id,
    dc_address: m.dc_address,
    bank_name: m.bank_name,
    bank_address: m.bank_address,
    bank_swift: m.bank_swift,
    payee_name: m.payee_name,
    payee_account: m.payee_account,
    draw_currency: { id: m.draw_id, code: m.code, protocol: m.protocol },
    ...coolingOf(m.bound_ms, hours, now),
  }));
}

/** Deletes one of the user's own methods (soft: withdrawals keep their snapshot); another user's is "unknown". */
export async function deleteMethod(db: Db, userId: number, id: number): Promise<void> {
  if (!(await softDeleteMethod(db, userId, id))) throw new AppError('server.errors.method_unknown');
}
