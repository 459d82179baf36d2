import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { callRoute } from '../call-route.js';
import { actorOf, operatorOf, QUEUE_ROLES, requireOperator } from '../operator-auth.js';
import { createThrottles } from '../../accounts/account-service.js';
import { loginOperator, logoutOperator, OPERATOR_SESSION_MS } from '../../admin/operator-session-service.js';
import type { OperatorLogin, OperatorWho } from '../../../core/wire/operator-session.js';
import { operatorSessionCalls as calls } from '../../../core/wire/operator-session-calls.js';
import { loginOperatorSecondFactor, operatorOwner, operatorTwoFactorFlags } from '../../admin/operator-two-factor.js';
import { beginEnrolment, confirmEnrolment, turnOff, twoFactorStatus } from '../../accounts/two-factor-service.js';
import { readSettings } from '../../content/settings-repository.js';

/**
 * The back office's own session calls: login (form email, password) answers { token, operator: { id, email,
 * role, two_factor, two_factor_required }, expires_in } (seconds), or, with the operator's two-factor on, a ticket
 * for login/two_factor; logout ends the session; me answers the operator. Login failures are throttled per account
 * and per IP with the same limits as traders' (5 / 20 in 15 minutes), but counted apart.
 */
export async function operatorSessionRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db, scryptLogN, shared } = deps;
  const throttles = createThrottles(shared, 'operator');
  const anyOperator = { onRequest: requireOperator(db, QUEUE_ROLES) };
  const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

  const answer = async (r: { token: string; operator: { id: number; email: string; role: OperatorWho['role'] } }) =>
    ({
      ...r,
      operator: { ...r.operator, ...(await operatorTwoFactorFlags(db, r.operator.id)) },
      expires_in: OPERATOR_SESSION_MS / 1000,
    }) satisfies OperatorLogin;

  callRoute(app, calls.login, async (b, req) => {
    const r = await loginOperator({ db, scryptLogN, ...throttles }, b.email, b.password, client(req));
    if ('second_factor' in r) return ok(req, r, 'server.messages.second_factor_required');
    return ok(req, await answer(r));
  });
  callRoute(app, calls.loginSecondFactor, async (b, req) => {
    const r = await loginOperatorSecondFactor({ db, ...throttles }, b.ticket, b.code, client(req));
    return ok(req, await answer(r));
  });
  callRoute(
    app,
    calls.logout,
    async (_, req) => {
      await logoutOperator(db, operatorOf(req).sessionId);
      return ok(req, null);
    },
    anyOperator,
  );
  callRoute(
    app,
    calls.me,
    async (_, req) => {
      const { id, email, role } = operatorOf(req);
      return ok(req, { id, email, role, ...(await operatorTwoFactorFlags(db, id)) });
    },
    anyOperator,
  );
  operatorTwoFactorRoutes(app, deps, anyOperator);
}

/** The operator's own two-factor: status, setup, enable, disable (any role; never behind the money rule). */
function operatorTwoFactorRoutes(
  app: FastifyInstance,
  { db }: RouteDeps,
  anyOperator: { onRequest: ReturnType<typeof requireOperator> },
) {
  callRoute(
    app,
    calls.twoFactorStatus,
    async (_, req) => ok(req, await twoFactorStatus(db, operatorOwner(operatorOf(req).id))),
    anyOperator,
  );
  callRoute(
    app,
    calls.twoFactorSetup,
    async (_, req) => {
      const op = operatorOf(req);
      const { title } = await readSettings(db);
      return ok(req, await beginEnrolment(db, operatorOwner(op.id), `${title} back office`, op.email));
    },
    anyOperator,
  );
  callRoute(
    app,
    calls.twoFactorEnable,
    async (b, req) => {
      const r = await confirmEnrolment(db, operatorOwner(operatorOf(req).id), b.code, actorOf(req));
      return ok(req, r, 'server.messages.two_factor_on');
    },
    anyOperator,
  );
  callRoute(
    app,
    calls.twoFactorDisable,
    async (b, req) => {
      await turnOff(db, operatorOwner(operatorOf(req).id), b.code, actorOf(req));
      return ok(req, null, 'server.messages.two_factor_off');
    },
    anyOperator,
  );
}
