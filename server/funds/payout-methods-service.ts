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
import { PayoutType } from '../../core/codes.js';
import type { DrawMethod } from '../../core/wire/funds.js';

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
}

const required = (v: string | undefined, field: string): string => {
  const t = (v ?? '').trim();
  if (!t) throw new AppError('server.errors.missing_field', { field });
  return t;
};

/**
 * Saves a payout destination for the user: a coin address for a coin symbol (shape checked for its
 * network) or a bank account for a bank symbol. Binding the same destination again returns the saved one.
 */
export async function bindMethod(db: Db, userId: number, input: BindInput): Promise<{ id: number }> {
  const symbol = await findSymbol(db, input.draw_id);
  if (!symbol) throw new AppError('server.errors.currency_unknown');
  if (symbol.type !== input.type) throw new AppError('server.errors.method_mismatch');
  const base = { user_id: userId, type: input.type, draw_id: symbol.id, deleted: 0, created_at: formatUtc(Date.now()) };
  const none = { dc_address: '', bank_name: '', bank_address: '', bank_swift: '', payee_name: '', payee_account: '' };
  const row =
    input.type === PayoutType.Coin
      ? { ...base, ...none, dc_address: coinAddress(symbol.code, symbol.protocol, input.dc_address) }
      : { ...base, ...none, ...bankDetails(input) };
  return db.transaction().execute(async (trx) => {
    const same = await findSameMethod(trx, row);
    if (same) return { id: same.id };
    if ((await countOwnMethods(trx, userId)) >= MAX_METHODS)
      throw new AppError('server.errors.methods_limit', { max: MAX_METHODS });
    return { id: await insertMethod(trx, row) };
  });
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

/** The user's own live methods of one type, as get_draw_method answers them. */
export async function listMethods(db: Db, userId: number, type: number, drawId?: number): Promise<DrawMethod[]> {
  const rows = await listOwnMethods(db, userId, type, drawId);
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
  }));
}

/** Deletes one of the user's own methods (soft: withdrawals keep their snapshot); another user's is "unknown". */
export async function deleteMethod(db: Db, userId: number, id: number): Promise<void> {
  if (!(await softDeleteMethod(db, userId, id))) throw new AppError('server.errors.method_unknown');
}
