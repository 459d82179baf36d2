import type { Db, Executor } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { Actor } from '../audit/audit-repository.js';
import { listRows, maxSort } from './catalogue-repository.js';
import { createAudited, updateAudited } from './catalogue-edit.js';
import { defined, matching, nonNegativeDecimal, positiveDecimal } from './catalogue-checks.js';
import type { Static } from 'typebox';
import type { WithdrawSymbol } from '../../core/wire/operator-catalogue.js';

const SYMBOL = { table: 'withdraw_symbols', type: 'withdraw_symbol' } as const;
const CODE_RE = /^[A-Z0-9]{2,10}$/;
const PROTOCOL_RE = /^(?:[A-Z0-9]{2,12})?$/;

/** type 1 coin, 2 bank; fee_type 1 fixed USD fee (draw_rate), 2 a rate on the amount (0.01 = 1 %). */
export type WithdrawSymbolInput = Static<typeof WithdrawSymbol>;

/** Every withdraw currency, enabled or not, in display order. */
export const allWithdrawSymbols = (db: Db) => listRows(db, 'withdraw_symbols');

const clean = (i: Partial<WithdrawSymbolInput>) =>
  defined({
    type: i.type,
    code: i.code === undefined ? undefined : matching('code', i.code.toUpperCase(), CODE_RE),
    protocol: i.protocol === undefined ? undefined : matching('protocol', i.protocol.toUpperCase(), PROTOCOL_RE),
    draw_rate: i.draw_rate === undefined ? undefined : nonNegativeDecimal('draw_rate', i.draw_rate),
    fee_type: i.fee_type,
    usd_price: i.usd_price === undefined ? undefined : positiveDecimal('usd_price', i.usd_price),
    enabled: i.enabled,
    sort: i.sort,
  });

/** One symbol per type, code and protocol, so a trader's saved payout method keeps meaning one thing. */
async function unique(trx: Executor, s: { type: number; code: string; protocol: string }, id: number | null) {
  const clash = await trx
    .selectFrom('withdraw_symbols')
    .select('id')
    .where('type', '=', s.type)
    .where('code', '=', s.code)
    .where('protocol', '=', s.protocol)
    .executeTakeFirst();
  if (clash && clash.id !== id) throw new AppError('server.errors.currency_exists');
}

/** Admin: adds a withdraw currency (enabled, last unless given) with its audit record. */
export async function createWithdrawSymbol(db: Db, actor: Actor, input: WithdrawSymbolInput) {
  const c = clean(input);
  const row = {
    type: c.type!,
    code: c.code!,
    protocol: c.protocol ?? '',
    draw_rate: c.draw_rate!,
    fee_type: c.fee_type!,
    usd_price: c.usd_price!,
    enabled: c.enabled ?? 1,
    sort: c.sort ?? (await maxSort(db, 'withdraw_symbols')) + 1,
  };
  return createAudited(db, actor, SYMBOL, row, (trx) => unique(trx, row, null));
}

/**
 * Admin: changes a withdraw currency's given fields with its audit record. Pending withdrawals keep the
 * price they were quoted (snapshot); new quotes use the new fee and price at once.
 */
export async function updateWithdrawSymbol(db: Db, actor: Actor, id: number, input: Partial<WithdrawSymbolInput>) {
  const patch = clean(input);
  return updateAudited(db, actor, SYMBOL, id, patch, (trx, before) => unique(trx, { ...before, ...patch }, id));
}

/** Admin: a disabled currency leaves the withdraw screen; payout methods bound to it can't be used until it is enabled. */
export const setWithdrawSymbolEnabled = (db: Db, actor: Actor, id: number, enabled: 0 | 1) =>
  updateAudited(db, actor, SYMBOL, id, { enabled }, undefined, enabled ? 'enable' : 'disable');
