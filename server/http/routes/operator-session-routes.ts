import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { operatorOf, QUEUE_ROLES, requireOperator } from '../operator-auth.js';
import { createThrottles } from '../../accounts/account-service.js';
import { loginOperator, logoutOperator, OPERATOR_SESSION_MS } from '../../admin/operator-session-service.js';
import { OperatorLoginBody, type OperatorLogin, type OperatorWho } from '../../../core/wire/operator-session.js';

/**
 * The back office's own session calls: login (form email, password) answers { token, operator: { id, email,
 * role }, expires_in } (seconds); logout ends the session; me answers the operator. Login failures are
 * throttled per account and per IP with the same limits as traders' (5 / 20 in 15 minutes), but counted apart.
 */
export async function operatorSessionRoutes(app: FastifyInstance, { db, scryptLogN, shared }: RouteDeps) {
  const throttles = createThrottles(shared, 'operator');
  const anyOperator = { onRequest: requireOperator(db, QUEUE_ROLES) };

  app.post<{ Body: OperatorLoginBody }>('/admin/api/login', { schema: { body: OperatorLoginBody } }, async (req) => {
    const r = await loginOperator({ db, scryptLogN, ...throttles }, req.body.email, req.body.password, {
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
    });
    return ok(req, { ...r, expires_in: OPERATOR_SESSION_MS / 1000 } satisfies OperatorLogin);
  });
  app.post('/admin/api/logout', anyOperator, async (req) => {
    await logoutOperator(db, operatorOf(req).sessionId);
    return ok(req, null);
  });
  app.get('/admin/api/me', anyOperator, async (req) => {
    const { id, email, role } = operatorOf(req);
    return ok(req, { id, email, role } satisfies OperatorWho);
  });
}
