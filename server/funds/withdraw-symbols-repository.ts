import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { WithdrawSymbolsTable } from '../db/schema.js';
import type { DrawSymbol } from '../../core/wire/funds.js';

export type WithdrawSymbol = Selectable<WithdrawSymbolsTable>;

/** Enabled withdraw currencies of one type (1 coin, 2 bank) in display order. */
export const listSymbols = (db: Executor, type: number) =>
  db
    .selectFrom('withdraw_symbols')
    .selectAll()
    .where('type', '=', type)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findSymbol = (db: Executor, id: number) =>
  db.selectFrom('withdraw_symbols').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();

/** A symbol as the wire shows it (docs/api/funds.md). */
export const wireSymbol = (s: WithdrawSymbol): DrawSymbol => ({
  id: s.id,
  code: s.code,
  protocol: s.protocol,
  draw_rate: s.draw_rate,
  fee_type: s.fee_type,
  usd_price: s.usd_price,
  type: s.type,
});
