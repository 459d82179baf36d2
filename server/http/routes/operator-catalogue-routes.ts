import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { actorOf, ADMIN_ROLES, requireOperator } from '../operator-auth.js';
import { allPairs, createPair, updatePair } from '../../admin/pairs-admin-service.js';
import { allCategories, createCategory, updateCategory } from '../../admin/categories-admin-service.js';
import { CATEGORY_KEYS } from '../../market/category-keys.js';
import { CategoryCreate, CategoryUpdate, PairCreate, PairUpdate } from '../../../core/wire/operator-catalogue.js';
import { IdParams } from '../../../core/wire/fields.js';

type Id = { Params: IdParams };

/**
 * Admin: the trade pairs and their categories. Every write has its audit record in its transaction,
 * and the market re-reads its catalogue right after, so the engine and trade_list see the change at once.
 */
export async function operatorCatalogueRoutes(app: FastifyInstance, { db, market }: RouteDeps) {
  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };

  app.get('/admin/api/pairs', admin, async (req) => ok(req, await allPairs(db, market)));
  app.post<{ Body: PairCreate }>('/admin/api/pairs', { ...admin, schema: { body: PairCreate } }, async (req) =>
    ok(req, await createPair(db, market, actorOf(req), { logo: '', ...req.body } as Parameters<typeof createPair>[3])),
  );
  app.post<Id & { Body: PairUpdate }>(
    '/admin/api/pairs/:id',
    { ...admin, schema: { params: IdParams, body: PairUpdate } },
    async (req) => ok(req, await updatePair(db, market, actorOf(req), req.params.id, req.body ?? {})),
  );

  app.get('/admin/api/categories', admin, async (req) =>
    ok(req, {
      data: (await allCategories(db)).map((c) => ({ ...c, name: req.t(`server.categories.${c.key}`) })),
      keys: CATEGORY_KEYS.map((key) => ({ key, name: req.t(`server.categories.${key}`) })),
    }),
  );
  app.post<{ Body: CategoryCreate }>(
    '/admin/api/categories',
    { ...admin, schema: { body: CategoryCreate } },
    async (req) => ok(req, await createCategory(db, market, actorOf(req), req.body)),
  );
  app.post<Id & { Body: CategoryUpdate }>(
    '/admin/api/categories/:id',
    { ...admin, schema: { params: IdParams, body: CategoryUpdate } },
    async (req) => ok(req, await updateCategory(db, market, actorOf(req), req.params.id, req.body ?? {})),
  );
}
