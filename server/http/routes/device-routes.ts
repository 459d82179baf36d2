import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { authOf, requireUser } from '../auth-hooks.js';
import { endOneSession, endOtherSessions, listSessions } from '../../accounts/device-sessions-service.js';
import { deviceCalls as calls } from '../../../core/wire/devices.js';
import { callRoute } from '../call-route.js';

/**
 * Devices and sessions (docs/api/account.md#devices-and-sessions): the signed-in user's own sessions only.
 * An ended session's sockets end within a second on every instance (the socket hub's session watch).
 */
export async function deviceRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const user = { preHandler: requireUser(db) };

  callRoute(
    app,
    calls.sessions,
    async (_q, req) => {
      const { user: u, sessionId } = authOf(req);
      return ok(req, await listSessions(db, u.id, sessionId));
    },
    user,
  );

  callRoute(
    app,
    calls.end,
    async (b, req) => {
      const { user: u, sessionId } = authOf(req);
      await endOneSession(db, u.id, sessionId, b.id);
      return ok(req, null, 'server.messages.session_ended');
    },
    user,
  );

  callRoute(
    app,
    calls.endOthers,
    async (_b, req) => {
      const { user: u, sessionId } = authOf(req);
      const ended = await endOtherSessions(db, u.id, sessionId);
      return ok(req, { ended }, 'server.messages.sessions_ended');
    },
    user,
  );
}
