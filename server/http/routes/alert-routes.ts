import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { getOrPost } from '../get-or-post.js';
import { authOf, requireUser } from '../auth-hooks.js';
import { AlertAddQuery, AlertFiredQuery, AlertIdQuery, AlertListQuery } from '../../../core/wire/alerts.js';

/** Price alerts (docs/api/trading.md#price-alerts): GET with a query like the other trading calls, POST accepted too. */
export async function alertRoutes(app: FastifyInstance, { db, alerts }: RouteDeps) {
  if (!alerts) return;
  const auth = { preHandler: requireUser(db) };

  getOrPost(
    app,
    '/v1/api/forex/alert/add',
    AlertAddQuery,
    async (q, req) => ok(req, await alerts.add(authOf(req).user.id, q), 'server.messages.alert_set'),
    auth,
  );

  getOrPost(
    app,
    '/v1/api/forex/alert/list',
    AlertListQuery,
    async (_q, req) => ok(req, await alerts.list(authOf(req).user.id)),
    auth,
  );

  getOrPost(
    app,
    '/v1/api/forex/alert/fired',
    AlertFiredQuery,
    async (q, req) => ok(req, await alerts.fired(authOf(req).user.id, q.page)),
    auth,
  );

  getOrPost(
    app,
    '/v1/api/forex/alert/delete',
    AlertIdQuery,
    async (q, req) => {
      await alerts.remove(authOf(req).user.id, q.id);
      return ok(req, null, 'server.messages.alert_deleted');
    },
    auth,
  );
}
