import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { actorOf, operatorOf, QUEUE_ROLES, requireOperator } from '../operator-auth.js';
import { createThrottles } from '../../accounts/account-service.js';
import { loginOperator, logoutOperator, OPERATOR_SESSION_MS } from '../../admin/operator-session-service.js';
import { OperatorLoginBody, type OperatorLogin, type OperatorWho } from '../../../core/wire/operator-session.js';
import {
  SecondFactorLoginBody,
  TwoFactorCodeBody,
  TwoFactorStatusQuery,
  type SecondFactorChallenge,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../core/wire/two-factor.js';
import { loginOperatorSecondFactor, operatorOwner, operatorTwoFactorFlags } from '../../admin/operator-two-factor.js';
import { beginEnrolment, confirmEnrolment, turnOff, twoFactorStatus } from '../../accounts/two-factor-service.js';
import { readSettings } from '../../content/settings-repository.js';

/**
 * The back office's own session calls: login (form email, password) answers { token, operator: { id, email,
 * role, two_factor, two_factor_required }, expires_in } (seconds), or, with the operator's two-factor on, a ticket
 * for login/two_factor; logout ends the session; me answers the operator. Login failures are throttled per account
 * and per IP with the same limits as traders' (5 / 20 in 15 minutes), but counted apart. The operator's own
 * two-factor: status, setup, enable, disable (any role; never behind the money rule, which sends operators here).
 */
export async function operatorSessionRoutes(app: FastifyInstance, { db, scryptLogN, shared }: RouteDeps) {
  const throttles = createThrottles(shared, 'operator');
  const anyOperator = { onRequest: requireOperator(db, QUEUE_ROLES) };
  const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

  const answer = async (r: { token: string; operator: { id: number; email: string; role: OperatorWho['role'] } }) =>
    ({
      ...r,
      operator: { ...r.operator, ...(await operatorTwoFactorFlags(db, r.operator.id)) },
      expires_in: OPERATOR_SESSION_MS / 1000,
    }) satisfies OperatorLogin;

  app.post<{ Body: OperatorLoginBody }>('/admin/api/login', { schema: { body: OperatorLoginBody } }, async (req) => {
    const r = await loginOperator({ db, scryptLogN, ...throttles }, req.body.email, req.body.password, client(req));
    if ('second_factor' in r)
      return ok(req, r satisfies SecondFactorChallenge, 'server.messages.second_factor_required');
    return ok(req, await answer(r));
  });
  app.post<{ Body: SecondFactorLoginBody }>(
    '/admin/api/login/two_factor',
    { schema: { body: SecondFactorLoginBody } },
    async (req) => {
      const r = await loginOperatorSecondFactor({ db, ...throttles }, req.body.ticket, req.body.code, client(req));
      return ok(req, await answer(r));
    },
  );
  app.post('/admin/api/logout', anyOperator, async (req) => {
    await logoutOperator(db, operatorOf(req).sessionId);
    return ok(req, null);
  });
  app.get('/admin/api/me', anyOperator, async (req) => {
    const { id, email, role } = operatorOf(req);
    return ok(req, { id, email, role, ...(await operatorTwoFactorFlags(db, id)) } satisfies OperatorWho);
  });

  app.get('/admin/api/two_factor', { ...anyOperator, schema: { querystring: TwoFactorStatusQuery } }, async (req) =>
    ok(req, (await twoFactorStatus(db, operatorOwner(operatorOf(req).id))) satisfies TwoFactorStatus),
  );
  app.post('/admin/api/two_factor/setup', anyOperator, async (req) => {
    const op = operatorOf(req);
    const { title } = await readSettings(db);
    const setup = await beginEnrolment(db, operatorOwner(op.id), `${title} back office`, op.email);
    return ok(req, setup satisfies TwoFactorSetup);
  });
  app.post<{ Body: TwoFactorCodeBody }>(
    '/admin/api/two_factor/enable',
    { ...anyOperator, schema: { body: TwoFactorCodeBody } },
    async (req) => {
      const op = operatorOf(req);
      const r = await confirmEnrolment(db, operatorOwner(op.id), req.body.code, actorOf(req));
      return ok(req, r satisfies TwoFactorEnabled, 'server.messages.two_factor_on');
    },
  );
  app.post<{ Body: TwoFactorCodeBody }>(
    '/admin/api/two_factor/disable',
    { ...anyOperator, schema: { body: TwoFactorCodeBody } },
    async (req) => {
      await turnOff(db, operatorOwner(operatorOf(req).id), req.body.code, actorOf(req));
      return ok(req, null, 'server.messages.two_factor_off');
    },
  );
}
