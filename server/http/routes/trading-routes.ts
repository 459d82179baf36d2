import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { getOrPost } from '../get-or-post.js';
import { authOf, requireUser } from '../auth-hooks.js';
import { CloseQuery, DealQuery, OrderIdQuery, StopQuery, SubmitQuery } from '../../../core/wire/trading.js';
import { closeParts } from '../../trading/close-parts.js';

/** Trading calls (docs/api/trading.md) (GET with query, POST accepted too) and the demo reset. */
export async function tradingRoutes(app: FastifyInstance, { db, engine }: RouteDeps) {
  const auth = { preHandler: requireUser(db) };

  getOrPost(
    app,
    '/v1/api/forex/submit',
    SubmitQuery,
    async (q, req) => {
      const order = await engine.submit(authOf(req).user, { ...q, client_id: q.client_id || undefined });
      return ok(req, engine.wire(order), 'server.messages.order_placed');
    },
    auth,
  );

  getOrPost(
    app,
    '/v1/api/forex/my_deal',
    DealQuery,
    async (q, req) => ok(req, await engine.myDeal(authOf(req).user, q.status, q.page ?? 1)),
    auth,
  );

  getOrPost(
    app,
    '/v1/api/forex/close',
    CloseQuery,
    async (q, req) =>
      ok(req, engine.wire(await engine.close(authOf(req).user.id, q.id, q.close_lots)), 'server.messages.order_closed'),
    auth,
  );

  // Beyond product.md: the closes of one order (each partial close and the final one), for its history detail.
  getOrPost(
    app,
    '/v1/api/forex/close_parts',
    OrderIdQuery,
    async (q, req) => ok(req, await closeParts(db, authOf(req).user.id, q.id)),
    auth,
  );

  getOrPost(
    app,
    '/v1/api/forex/cancel_trade',
    OrderIdQuery,
    async (q, req) =>
      ok(req, engine.wire(await engine.cancel(authOf(req).user.id, q.id)), 'server.messages.order_cancelled'),
    auth,
  );

  getOrPost(
    app,
    '/v1/api/forex/set_stop_price',
    StopQuery,
    async (q, req) =>
      ok(
        req,
        engine.wire(
          await engine.setStops(
            authOf(req).user.id,
            q.id,
            q.stop_loss_price ?? 0,
            q.target_profit_price ?? 0,
            q.trailing_stop ?? 0,
          ),
        ),
        'server.messages.stop_price_set',
      ),
    auth,
  );

  app.get('/v1/api/main/user/resetForexDemoAccount', auth, async (req) => {
    await engine.resetDemo(authOf(req).user);
    return ok(req, null, 'server.messages.demo_reset');
  });
}
