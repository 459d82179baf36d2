import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import type { RouteDeps } from '../app.js';
import { ok, type Envelope } from '../envelope.js';
import type { AnyCall } from '../../../core/wire/contract.js';
import { callRoute, type Guards } from '../call-route.js';
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
import {
  bankAccountCalls,
  bankCurrencyCalls,
  depositNetworkCalls,
  withdrawSymbolCalls,
} from '../../../core/wire/operator-catalogue-calls.js';
import type { CatalogueRow } from '../../../core/wire/operator-catalogue.js';

/** The service functions of one table. */
interface Table<C extends TObject, R> {
  list: (db: Db) => Promise<R[]>;
  create: (db: Db, actor: Actor, input: Static<C>) => Promise<R>;
  update: (db: Db, actor: Actor, id: number, input: Partial<Static<C>>) => Promise<R>;
  enable: (db: Db, actor: Actor, id: number, enabled: 0 | 1) => Promise<R>;
}

/** One channel table's five definitions (core/wire/operator-catalogue-calls.ts, channel), its create taking C. */
interface ChannelCalls<C extends TObject> {
  list: AnyCall;
  create: AnyCall & { input: C };
  update: AnyCall;
  disable: AnyCall;
  enable: AnyCall;
}

/**
 * Registers one channel table's calls on its service functions. The definitions are one table's (channel() made
 * them all from C): inputs C, a part of C, or none; replies its rows, each a CatalogueRow, which `R` checks.
 */
function table<C extends TObject, R extends CatalogueRow>(
  app: FastifyInstance,
  db: Db,
  admin: Guards,
  calls: ChannelCalls<C>,
  t: Table<C, R>,
) {
  const route = <I>(def: AnyCall, handler: (input: I, req: FastifyRequest) => Promise<Envelope<unknown>>) =>
    callRoute(app, def, handler as never, admin);
  route(calls.list, async (_, req) => ok(req, await t.list(db)));
  route(calls.create, async (b: Static<C>, req) => ok(req, await t.create(db, actorOf(req), b)));
  route(calls.update, async ({ id, ...b }: { id: number } & Partial<Static<C>>, req) =>
    ok(req, await t.update(db, actorOf(req), id, b as Partial<Static<C>>)),
  );
  route(calls.disable, async (p: { id: number }, req) => ok(req, await t.enable(db, actorOf(req), p.id, 0)));
  route(calls.enable, async (p: { id: number }, req) => ok(req, await t.enable(db, actorOf(req), p.id, 1)));
}

/**
 * Admin: the deposit and withdrawal channels. Each table gets the same five calls at its base:
 * GET (every row, disabled too, as an array), POST (create), POST /:id (update the given fields),
 * POST /:id/disable and /:id/enable. Every write has its audit record in its transaction; the trader's
 * calls read these tables directly, so a change shows on their next call.
 */
export async function operatorFundsCatalogueRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };

  table(app, db, admin, depositNetworkCalls, {
    list: allNetworks,
    create: (d, a, i) => createNetwork(d, a, { protocol_code: '', ...i } as Parameters<typeof createNetwork>[2]),
    update: updateNetwork,
    enable: setNetworkEnabled,
  });
  table(app, db, admin, bankCurrencyCalls, {
    list: allBankCurrencies,
    create: (d, a, i) => createBankCurrency(d, a, i as Parameters<typeof createBankCurrency>[2]),
    update: updateBankCurrency,
    enable: setBankCurrencyEnabled,
  });
  table(app, db, admin, bankAccountCalls, {
    list: allBankAccounts,
    create: (d, a, i) => createBankAccount(d, a, { bank_remark: '', ...i } as Parameters<typeof createBankAccount>[2]),
    update: updateBankAccount,
    enable: setBankAccountEnabled,
  });
  table(app, db, admin, withdrawSymbolCalls, {
    list: allWithdrawSymbols,
    create: createWithdrawSymbol,
    update: updateWithdrawSymbol,
    enable: setWithdrawSymbolEnabled,
  });
}
