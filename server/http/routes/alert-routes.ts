import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { callRoute } from '../call-route.js';
import { authOf, requireUser } from '../auth-hooks.js';
import { alertCalls as calls } from '../../../core/wire/alerts.js';

/** Price alerts (docs/api/trading.md#price-alerts): GET with a query like the other trading calls, POST accepted too. */
export async function alertRoutes(app: FastifyInstance, { db, alerts }: RouteDeps) {
  if (!alerts) return;
  const auth = { preHandler: requireUser(db) };

  callRoute(
    app,
    calls.add,
    async (q, req) => ok(req, await alerts.add(authOf(req).user.id, q), 'server.messages.alert_set'),
    auth,
  );

  callRoute(app, calls.list, async (_q, req) => ok(req, await alerts.list(authOf(req).user.id)), auth);

  callRoute(app, calls.fired, async (q, req) => ok(req, await alerts.fired(authOf(req).user.id, q.page)), auth);

  callRoute(
    app,
    calls.remove,
    async (q, req) => {
      await alerts.remove(authOf(req).user.id, q.id);
      return ok(req, null, 'server.messages.alert_deleted');
    },
    auth,
  );
}
