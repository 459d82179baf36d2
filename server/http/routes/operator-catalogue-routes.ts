import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { callRoute } from '../call-route.js';
import { actorOf, ADMIN_ROLES, requireOperator } from '../operator-auth.js';
import { allPairs, createPair, updatePair } from '../../admin/pairs-admin-service.js';
import { allCategories, createCategory, updateCategory } from '../../admin/categories-admin-service.js';
import { CATEGORY_KEYS } from '../../market/category-keys.js';
import { operatorCatalogueCalls as calls } from '../../../core/wire/operator-catalogue-calls.js';

/**
 * Admin: the trade pairs and their categories. Every write has its audit record in its transaction,
 * and the market re-reads its catalogue right after, so the engine and trade_list see the change at once.
 */
export async function operatorCatalogueRoutes(app: FastifyInstance, { db, market }: RouteDeps) {
  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };

  callRoute(app, calls.pairs, async (_, req) => ok(req, await allPairs(db, market)), admin);
  callRoute(
    app,
    calls.pairCreate,
    async (b, req) =>
      ok(req, await createPair(db, market, actorOf(req), { logo: '', ...b } as Parameters<typeof createPair>[3])),
    admin,
  );
  callRoute(
    app,
    calls.pairUpdate,
    async ({ id, ...b }, req) => ok(req, await updatePair(db, market, actorOf(req), id, b)),
    admin,
  );

  callRoute(
    app,
    calls.categories,
    async (_, req) =>
      ok(req, {
        data: (await allCategories(db)).map((c) => ({ ...c, name: req.t(`server.categories.${c.key}`) })),
        keys: CATEGORY_KEYS.map((key) => ({ key, name: req.t(`server.categories.${key}`) })),
      }),
    admin,
  );
  callRoute(
    app,
    calls.categoryCreate,
    async (b, req) => ok(req, await createCategory(db, market, actorOf(req), b)),
    admin,
  );
  callRoute(
    app,
    calls.categoryUpdate,
    async ({ id, ...b }, req) => ok(req, await updateCategory(db, market, actorOf(req), id, b)),
    admin,
  );
}
