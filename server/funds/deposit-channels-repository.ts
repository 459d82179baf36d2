import type { Executor } from '../db/database.js';

/** Enabled coin networks in display order. */
export const listNetworks = (db: Executor) =>
  db.selectFrom('deposit_networks').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();

export const findNetwork = (db: Executor, id: number) =>
  db.selectFrom('deposit_networks').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();

/** Enabled bank collecting currencies in display order. */
export const listBankCurrencies = (db: Executor) =>
  db.selectFrom('deposit_bank_currencies').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();

export const findBankCurrency = (db: Executor, id: number) =>
  db.selectFrom('deposit_bank_currencies').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();

/** Enabled collecting accounts of one bank currency. */
export const listBankAccounts = (db: Executor, currencyId: number) =>
  db
    .selectFrom('deposit_bank_accounts')
    .selectAll()
    .where('currency_id', '=', currencyId)
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();

/** An enabled collecting account with its (enabled) currency's name and USD value. */
export const findBankAccount = (db: Executor, id: number) =>
  db
    .selectFrom('deposit_bank_accounts as a')
    .innerJoin('deposit_bank_currencies as c', 'c.id', 'a.currency_id')
    .selectAll('a')
    .select(['c.name as currency_name', 'c.usd_value_per_unit'])
    .where('a.id', '=', id)
    .where('a.enabled', '=', 1)
    .where('c.enabled', '=', 1)
    .executeTakeFirst();
