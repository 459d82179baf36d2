import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { authOf, requireRealUser } from '../auth-hooks.js';
import { readSettings } from '../../content/settings-repository.js';
import {
  beginEnrolment,
  confirmEnrolment,
  traderActor,
  turnOff,
  twoFactorStatus,
} from '../../accounts/two-factor-service.js';
import { loginSecondFactor } from '../../accounts/two-factor-login.js';
import { deviceCookieOf, withDeviceCookie } from '../device-cookie-reply.js';
import { bindSecondFactorThrottle } from '../../accounts/two-factor-throttle.js';
import { callRoute } from '../call-route.js';
import {
  twoFactorCalls as calls,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../core/wire/two-factor.js';

/**
 * A trader's two-factor sign-in (docs/api/account.md#two-factor-sign-in): status, enrolment (setup, then enable
 * with a code), off (with a code), and the login's second step. Real accounts only: a demo account has no
 * password to protect.
 */
export async function twoFactorRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db } = deps;
  // Wrong codes anywhere (login, these calls, withdrawals) count on Redis with many instances, like wrong passwords.
  bindSecondFactorThrottle(db, deps.shared);
  const real = { preValidation: requireRealUser(db) };

  callRoute(
    app,
    calls.status,
    async (_q, req) =>
      ok(req, (await twoFactorStatus(db, { type: 'user', id: authOf(req).user.id })) satisfies TwoFactorStatus),
    real,
  );

  callRoute(
    app,
    calls.setup,
    async (_b, req) => {
      const { user } = authOf(req);
      const { title } = await readSettings(db);
      const setup = await beginEnrolment(db, { type: 'user', id: user.id }, title, user.email ?? user.uid);
      return ok(req, setup satisfies TwoFactorSetup);
    },
    real,
  );

  callRoute(
    app,
    calls.enable,
    async (b, req) => {
      const { user } = authOf(req);
      const r = await confirmEnrolment(db, { type: 'user', id: user.id }, b.code, await traderActor(db, user.id));
      return ok(req, r satisfies TwoFactorEnabled, 'server.messages.two_factor_on');
    },
    real,
  );

  callRoute(
    app,
    calls.disable,
    async (b, req) => {
      const { user } = authOf(req);
      await turnOff(db, { type: 'user', id: user.id }, b.code, await traderActor(db, user.id));
      return ok(req, null, 'server.messages.two_factor_off');
    },
    real,
  );

  callRoute(app, calls.login, async (b, req, reply) => {
    const client = { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), lang: req.lang };
    const signed = await loginSecondFactor(deps, b.ticket, b.code, client, deviceCookieOf(req));
    return ok(req, withDeviceCookie(req, reply, signed, deps.config.publicOrigin), 'server.messages.logged_in');
  });
}
