import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { callRoute } from '../call-route.js';
import { authOf, requireUser } from '../auth-hooks.js';
import { tradingCalls as calls } from '../../../core/wire/trading.js';
import { closeParts } from '../../trading/close-parts.js';

/** Trading calls (docs/api/trading.md) (GET with query, POST accepted too) and the demo reset. */
export async function tradingRoutes(app: FastifyInstance, { db, engine }: RouteDeps) {
  const auth = { preHandler: requireUser(db) };

  callRoute(
    app,
    calls.submit,
    async (q, req) => {
      const order = await engine.submit(authOf(req).user, { ...q, client_id: q.client_id || undefined });
      return ok(req, engine.wire(order), 'server.messages.order_placed');
    },
    auth,
  );

  callRoute(
    app,
    calls.myDeal,
    async (q, req) => ok(req, await engine.myDeal(authOf(req).user, q.status, q.page ?? 1)),
    auth,
  );

  callRoute(
    app,
    calls.close,
    async (q, req) =>
      ok(req, engine.wire(await engine.close(authOf(req).user.id, q.id, q.close_lots)), 'server.messages.order_closed'),
    auth,
  );

  callRoute(app, calls.closeParts, async (q, req) => ok(req, await closeParts(db, authOf(req).user.id, q.id)), auth);

  callRoute(
    app,
    calls.cancel,
    async (q, req) =>
      ok(req, engine.wire(await engine.cancel(authOf(req).user.id, q.id)), 'server.messages.order_cancelled'),
    auth,
  );

  callRoute(
    app,
    calls.setStops,
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

  callRoute(
    app,
    calls.resetDemo,
    async (_q, req) => {
      await engine.resetDemo(authOf(req).user);
      return ok(req, null, 'server.messages.demo_reset');
    },
    auth,
  );
}
