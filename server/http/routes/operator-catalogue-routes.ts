import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { Int, IntOf, Num, OptText, Text } from '../schemas.js';
import { actorOf, ADMIN_ROLES, requireOperator } from '../operator-auth.js';
import { allPairs, createPair, updatePair } from '../../admin/pairs-admin-service.js';
import { allCategories, createCategory, updateCategory } from '../../admin/categories-admin-service.js';
import { CATEGORY_KEYS } from '../../market/category-keys.js';

const IdParams = Type.Object({ id: Int(1, Number.MAX_SAFE_INTEGER) });
const Flag = IntOf(0, 1);
const Decimal = Text(24);

/** Every field of a pair as a form sends it; create requires most, update takes any subset. */
const PairFields = {
  code: Text(20), show_code: Text(40), logo: OptText(500), category_id: Int(1, Number.MAX_SAFE_INTEGER),
  price_precision: Int(0, 8), pip: Decimal, min_cont: Decimal, cont_num: Int(1, 1_000_000_000),
  margin_mode: IntOf(1, 2), fee_rate: Decimal,
  /** "10,20,50" (or "[10,20,50]"); '' for none. */
  multiples: Type.String({ maxLength: 200 }), quote_currency: Text(3),
  hours: Type.Union([Type.Literal('weekdays'), Type.Literal('always')]), tradable: Flag, sort: Int(0, 1_000_000),
  /** Annualised volatility of the simulated price (0.2 = 20 %). */
  volatility: Num({ exclusiveMinimum: 0, maximum: 5 }),
  /** The simulator's anchor and a new pair's first price. */
  start_price: Num({ exclusiveMinimum: 0, maximum: 1e9 }),
};
const { logo, margin_mode, hours, tradable, sort, volatility, ...requiredPair } = PairFields;
const PairCreate = Type.Object({
  ...requiredPair, logo, margin_mode: Type.Optional(margin_mode), hours: Type.Optional(hours), tradable: Type.Optional(tradable),
  sort: Type.Optional(sort), volatility: Type.Optional(volatility),
});
const PairUpdate = Type.Partial(Type.Object(PairFields));
const CategoryCreate = Type.Object({ key: Text(32), sort: Type.Optional(Int(0, 1_000_000)) });
const CategoryUpdate = Type.Partial(CategoryCreate);

type Id = { Params: Static<typeof IdParams> };

/**
 * Admin: the trade pairs and their categories (issue 7). Every write has its audit record in its transaction,
 * and the market re-reads its catalogue right after, so the engine and trade_list see the change at once.
 */
export async function operatorCatalogueRoutes(app: FastifyInstance, { db, market }: RouteDeps) {
  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };

  app.get('/admin/api/pairs', admin, async (req) => ok(req, await allPairs(db, market)));
  app.post<{ Body: Static<typeof PairCreate> }>('/admin/api/pairs', { ...admin, schema: { body: PairCreate } }, async (req) =>
    ok(req, await createPair(db, market, actorOf(req), { logo: '', ...req.body } as Parameters<typeof createPair>[3])));
  app.post<Id & { Body: Static<typeof PairUpdate> }>('/admin/api/pairs/:id', { ...admin, schema: { params: IdParams, body: PairUpdate } }, async (req) =>
    ok(req, await updatePair(db, market, actorOf(req), req.params.id, req.body ?? {})));

  app.get('/admin/api/categories', admin, async (req) => ok(req, {
    data: (await allCategories(db)).map((c) => ({ ...c, name: req.t(`server.categories.${c.key}`) })),
    keys: CATEGORY_KEYS.map((key) => ({ key, name: req.t(`server.categories.${key}`) })),
  }));
  app.post<{ Body: Static<typeof CategoryCreate> }>('/admin/api/categories', { ...admin, schema: { body: CategoryCreate } }, async (req) =>
    ok(req, await createCategory(db, market, actorOf(req), req.body)));
  app.post<Id & { Body: Static<typeof CategoryUpdate> }>('/admin/api/categories/:id', { ...admin, schema: { params: IdParams, body: CategoryUpdate } }, async (req) =>
    ok(req, await updateCategory(db, market, actorOf(req), req.params.id, req.body ?? {})));
}
