import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { CacheBuster, Int, IntOf, Num, OptText } from '../schemas.js';
import { getOrPost } from '../get-or-post.js';
import { authOf, requireUser } from '../auth-hooks.js';

const Price = () => Num({ minimum: 0, maximum: 1e9 });
const Lots = Type.String({ minLength: 1, maxLength: 16, pattern: '^(0|[1-9]\\d{0,5})(\\.\\d{1,8})?$' });
const Id = Int(1, Number.MAX_SAFE_INTEGER);

const SubmitQuery = Type.Object({
  type: IntOf(1, 2), cont: Lots, forex_id: Id,
  status: IntOf(0, 1), target_price: Type.Optional(Price()),
  stop_loss_price: Type.Optional(Price()), target_profit_price: Type.Optional(Price()),
  multiple: Int(1, 10_000), client_id: OptText(64), ...CacheBuster,
});
const DealQuery = Type.Object({ status: IntOf(0, 1, 3), page: Type.Optional(Int(1, 100_000)), ...CacheBuster });
const IdQuery = Type.Object({ id: Id, ...CacheBuster });
const StopQuery = Type.Object({ id: Id, stop_loss_price: Type.Optional(Price()), target_profit_price: Type.Optional(Price()), ...CacheBuster });

/** Trading calls of product.md section 7 (GET with query, POST accepted too) and the demo reset. */
export async function tradingRoutes(app: FastifyInstance, { db, engine }: RouteDeps) {
  const auth = { preHandler: requireUser(db) };

  getOrPost(app, '/v1/api/forex/submit', SubmitQuery, async (q, req) => {
    const order = await engine.submit(authOf(req).user, { ...q, client_id: q.client_id || undefined });
    return ok(req, engine.wire(order), 'server.messages.order_placed');
  }, auth);

  getOrPost(app, '/v1/api/forex/my_deal', DealQuery, async (q, req) =>
    ok(req, await engine.myDeal(authOf(req).user, q.status, q.page ?? 1)), auth);

  getOrPost(app, '/v1/api/forex/close', IdQuery, async (q, req) =>
    ok(req, engine.wire(await engine.close(authOf(req).user.id, q.id)), 'server.messages.order_closed'), auth);

  getOrPost(app, '/v1/api/forex/cancel_trade', IdQuery, async (q, req) =>
    ok(req, engine.wire(await engine.cancel(authOf(req).user.id, q.id)), 'server.messages.order_cancelled'), auth);

  getOrPost(app, '/v1/api/forex/set_stop_price', StopQuery, async (q, req) =>
    ok(req, engine.wire(await engine.setStops(authOf(req).user.id, q.id, q.stop_loss_price ?? 0, q.target_profit_price ?? 0)), 'server.messages.stop_price_set'), auth);

  app.get('/v1/api/main/user/resetForexDemoAccount', auth, async (req) => {
    await engine.resetDemo(authOf(req).user);
    return ok(req, null, 'server.messages.demo_reset');
  });
}
