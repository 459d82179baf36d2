import type { Db, Executor } from '../db/database.js';
import { AppError, invalidField } from '../errors/app-error.js';
import { isPlausibleAddress } from '../funds/address-format.js';
import type { Actor } from '../audit/audit-repository.js';
import { findRow, listRows, maxSort } from './catalogue-repository.js';
import { createAudited, updateAudited } from './catalogue-edit.js';
import { defined, filled, matching, positiveDecimal } from './catalogue-checks.js';

const NETWORK = { table: 'deposit_networks', type: 'deposit_network' } as const;
const CURRENCY = { table: 'deposit_bank_currencies', type: 'bank_currency' } as const;
const ACCOUNT = { table: 'deposit_bank_accounts', type: 'bank_account' } as const;

const COIN_RE = /^[A-Z0-9]{2,10}$/;
const PROTOCOL_RE = /^(?:[A-Z0-9]{2,12})?$/;
const FIAT_RE = /^[A-Z]{3}$/;
const SWIFT_RE = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export interface NetworkInput {
  currency_code: string;
  protocol_code: string;
  address: string;
  usd_value_per_unit: string;
  enabled: number;
  sort: number;
}
export interface BankCurrencyInput {
  name: string;
  usd_value_per_unit: string;
  enabled: number;
  sort: number;
}
export interface BankAccountInput {
  currency_id: number;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
  enabled: number;
}

const upper = (field: string, v: string | undefined, re: RegExp) =>
  v === undefined ? undefined : matching(field, v.toUpperCase(), re);
const usd = (v: string | undefined) => (v === undefined ? undefined : positiveDecimal('usd_value_per_unit', v));

// ---- coin networks ----

/** Every coin network, enabled or not, in display order. */
export const allNetworks = (db: Db) => listRows(db, 'deposit_networks');

const cleanNetwork = (i: Partial<NetworkInput>) =>
  defined({
    currency_code: upper('currency_code', i.currency_code, COIN_RE),
    protocol_code: upper('protocol_code', i.protocol_code, PROTOCOL_RE),
    address: filled('address', i.address),
    usd_value_per_unit: usd(i.usd_value_per_unit),
    enabled: i.enabled,
    sort: i.sort,
  });

/** The address must have the shape of the (resulting) coin and protocol, as payout addresses must. */
function checkAddress(n: { currency_code: string; protocol_code: string; address: string }) {
  if (!isPlausibleAddress(n.currency_code, n.protocol_code, n.address)) {
    throw new AppError('server.errors.address_invalid', {
      network: [n.currency_code, n.protocol_code].filter(Boolean).join('-'),
    });
  }
}

/** Admin: adds a coin network (enabled, last unless given) with its audit record. */
export async function createNetwork(db: Db, actor: Actor, input: NetworkInput) {
  const c = cleanNetwork(input);
  const row = {
    currency_code: c.currency_code!,
    protocol_code: c.protocol_code ?? '',
    address: c.address!,
    usd_value_per_unit: c.usd_value_per_unit!,
    enabled: c.enabled ?? 1,
    sort: c.sort ?? (await maxSort(db, 'deposit_networks')) + 1,
  };
  checkAddress(row);
  return createAudited(db, actor, NETWORK, row);
}

/** Admin: changes a coin network's given fields (the address re-checked against the resulting coin) with its audit record. */
export async function updateNetwork(db: Db, actor: Actor, id: number, input: Partial<NetworkInput>) {
  const patch = cleanNetwork(input);
  return updateAudited(db, actor, NETWORK, id, patch, async (_trx, before) => checkAddress({ ...before, ...patch }));
}

/** Admin: shows (1) or hides (0) a coin network in the deposit screen; deposits already made keep their snapshot. */
export const setNetworkEnabled = (db: Db, actor: Actor, id: number, enabled: 0 | 1) =>
  updateAudited(db, actor, NETWORK, id, { enabled }, undefined, enabled ? 'enable' : 'disable');

// ---- bank currencies ----

export const allBankCurrencies = (db: Db) => listRows(db, 'deposit_bank_currencies');

const cleanCurrency = (i: Partial<BankCurrencyInput>) =>
  defined({
    name: upper('name', i.name, FIAT_RE),
    usd_value_per_unit: usd(i.usd_value_per_unit),
    enabled: i.enabled,
    sort: i.sort,
  });

async function currencyNameFree(trx: Executor, name: string | undefined, id: number | null) {
  if (name === undefined) return;
  const clash = await trx
    .selectFrom('deposit_bank_currencies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (clash && clash.id !== id) throw new AppError('server.errors.currency_exists');
}

export async function createBankCurrency(db: Db, actor: Actor, input: BankCurrencyInput) {
  const c = cleanCurrency(input);
  const row = {
    name: c.name!,
    usd_value_per_unit: c.usd_value_per_unit!,
    enabled: c.enabled ?? 1,
    sort: c.sort ?? (await maxSort(db, 'deposit_bank_currencies')) + 1,
  };
  return createAudited(db, actor, CURRENCY, row, (trx) => currencyNameFree(trx, row.name, null));
}

export async function updateBankCurrency(db: Db, actor: Actor, id: number, input: Partial<BankCurrencyInput>) {
  const patch = cleanCurrency(input);
  return updateAudited(db, actor, CURRENCY, id, patch, (trx) => currencyNameFree(trx, patch.name, id));
}

/** Admin: a disabled currency hides all its accounts from traders (they stay configured). */
export const setBankCurrencyEnabled = (db: Db, actor: Actor, id: number, enabled: 0 | 1) =>
  updateAudited(db, actor, CURRENCY, id, { enabled }, undefined, enabled ? 'enable' : 'disable');

// ---- bank accounts ----

export const allBankAccounts = (db: Db) => listRows(db, 'deposit_bank_accounts', 'id');

const cleanAccount = (i: Partial<BankAccountInput>) =>
  defined({
    currency_id: i.currency_id,
    bank_name: filled('bank_name', i.bank_name),
    bank_address: filled('bank_address', i.bank_address),
    bank_swift: upper('bank_swift', i.bank_swift, SWIFT_RE),
    payee_name: filled('payee_name', i.payee_name),
    payee_account: filled('payee_account', i.payee_account),
    bank_remark: i.bank_remark?.trim(),
    enabled: i.enabled,
  });

async function currencyExists(trx: Executor, id: number | undefined) {
  if (id !== undefined && !(await findRow(trx, 'deposit_bank_currencies', id))) throw invalidField('currency_id');
}

export async function createBankAccount(db: Db, actor: Actor, input: BankAccountInput) {
  const c = cleanAccount(input);
  const row = {
    currency_id: c.currency_id!,
    bank_name: c.bank_name!,
    bank_address: c.bank_address!,
    bank_swift: c.bank_swift!,
    payee_name: c.payee_name!,
    payee_account: c.payee_account!,
    bank_remark: c.bank_remark ?? '',
    enabled: c.enabled ?? 1,
  };
  return createAudited(db, actor, ACCOUNT, row, (trx) => currencyExists(trx, row.currency_id));
}

export async function updateBankAccount(db: Db, actor: Actor, id: number, input: Partial<BankAccountInput>) {
  const patch = cleanAccount(input);
  return updateAudited(db, actor, ACCOUNT, id, patch, (trx) => currencyExists(trx, patch.currency_id));
}

export const setBankAccountEnabled = (db: Db, actor: Actor, id: number, enabled: 0 | 1) =>
  updateAudited(db, actor, ACCOUNT, id, { enabled }, undefined, enabled ? 'enable' : 'disable');
