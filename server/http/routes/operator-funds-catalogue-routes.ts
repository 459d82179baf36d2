import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static, type TObject } from 'typebox';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { actorOf, ADMIN_ROLES, requireOperator } from '../operator-auth.js';
import type { Actor } from '../../audit/audit-repository.js';
import type { Db } from '../../db/database.js';
import {
  allBankAccounts,
  allBankCurrencies,
  allNetworks,
  createBankAccount,
  createBankCurrency,
  createNetwork,
  setBankAccountEnabled,
  setBankCurrencyEnabled,
  setNetworkEnabled,
  updateBankAccount,
  updateBankCurrency,
  updateNetwork,
} from '../../admin/deposit-channels-admin-service.js';
import {
  allWithdrawSymbols,
  createWithdrawSymbol,
  setWithdrawSymbolEnabled,
  updateWithdrawSymbol,
} from '../../admin/withdraw-symbols-admin-service.js';
import { BankAccount, BankCurrency, Network, WithdrawSymbol } from '../../../core/wire/operator-catalogue.js';
import { IdParams } from '../../../core/wire/fields.js';

/** The service functions of one table. */
interface Table<C extends TObject, R> {
  list: (db: Db) => Promise<R[]>;
  create: (db: Db, actor: Actor, input: Static<C>) => Promise<R>;
  update: (db: Db, actor: Actor, id: number, input: Partial<Static<C>>) => Promise<R>;
  enable: (db: Db, actor: Actor, id: number, enabled: 0 | 1) => Promise<R>;
}

/**
 * Admin: the deposit and withdrawal channels. Each table gets the same five calls at `base`:
 * GET (every row, disabled too, as an array), POST (create), POST /:id (update the given fields),
 * POST /:id/disable and /:id/enable. Every write has its audit record in its transaction; the trader's
 * calls read these tables directly, so a change shows on their next call.
 */
export async function operatorFundsCatalogueRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };
  type Id = { Params: IdParams };

  function table<C extends TObject, R>(base: string, body: C, t: Table<C, R>) {
    const partial = Type.Partial(body);
    app.get(base, admin, async (req) => ok(req, await t.list(db)));
    app.post<{ Body: Static<C> }>(base, { ...admin, schema: { body } }, async (req) =>
      ok(req, await t.create(db, actorOf(req), req.body as Static<C>)),
    );
    app.post<Id & { Body: Partial<Static<C>> }>(
      `${base}/:id`,
      { ...admin, schema: { params: IdParams, body: partial } },
      async (req) => ok(req, await t.update(db, actorOf(req), req.params.id, req.body ?? {})),
    );
    const toggle = (enabled: 0 | 1) => async (req: FastifyRequest<Id>) =>
      ok(req, await t.enable(db, actorOf(req), req.params.id, enabled));
    app.post<Id>(`${base}/:id/disable`, { ...admin, schema: { params: IdParams } }, toggle(0));
    app.post<Id>(`${base}/:id/enable`, { ...admin, schema: { params: IdParams } }, toggle(1));
  }

  table('/admin/api/deposit-networks', Network, {
    list: allNetworks,
    create: (d, a, i) => createNetwork(d, a, { protocol_code: '', ...i } as Parameters<typeof createNetwork>[2]),
    update: updateNetwork,
    enable: setNetworkEnabled,
  });
  table('/admin/api/bank-currencies', BankCurrency, {
    list: allBankCurrencies,
    create: (d, a, i) => createBankCurrency(d, a, i as Parameters<typeof createBankCurrency>[2]),
    update: updateBankCurrency,
    enable: setBankCurrencyEnabled,
  });
  table('/admin/api/bank-accounts', BankAccount, {
    list: allBankAccounts,
    create: (d, a, i) => createBankAccount(d, a, { bank_remark: '', ...i } as Parameters<typeof createBankAccount>[2]),
    update: updateBankAccount,
    enable: setBankAccountEnabled,
  });
  table('/admin/api/withdraw-symbols', WithdrawSymbol, {
    list: allWithdrawSymbols,
    create: createWithdrawSymbol,
    update: updateWithdrawSymbol,
    enable: setWithdrawSymbolEnabled,
  });
}
