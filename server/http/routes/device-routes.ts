import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { authOf, requireUser } from '../auth-hooks.js';
import { endOneSession, endOtherSessions, listSessions } from '../../accounts/device-sessions-service.js';
import { SessionEndBody, SessionsQuery } from '../../../core/wire/devices.js';
import type { SessionWire, SessionsEnded } from '../../../core/wire/devices.js';

/**
 * Devices and sessions (docs/api/account.md#devices-and-sessions): the signed-in user's own sessions only.
 * An ended session's sockets end within a second on every instance (the socket hub's session watch).
 */
export async function deviceRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const user = { preHandler: requireUser(db) };

  app.get<{ Querystring: SessionsQuery }>(
    '/v1/api/user/sessions',
    { ...user, schema: { querystring: SessionsQuery } },
    async (req) => {
      const { user: u, sessionId } = authOf(req);
      return ok<SessionWire[]>(req, await listSessions(db, u.id, sessionId));
    },
  );

  app.post<{ Body: SessionEndBody }>(
    '/v1/api/user/session_end',
    { ...user, schema: { body: SessionEndBody } },
    async (req) => {
      const { user: u, sessionId } = authOf(req);
      await endOneSession(db, u.id, sessionId, req.body.id);
      return ok(req, null, 'server.messages.session_ended');
    },
  );

  // No body (like logout): an empty POST without a content type is the usual call.
  app.post('/v1/api/user/sessions_end_others', user, async (req) => {
    const { user: u, sessionId } = authOf(req);
    const ended = await endOtherSessions(db, u.id, sessionId);
    return ok<SessionsEnded>(req, { ended }, 'server.messages.sessions_ended');
  });
}
