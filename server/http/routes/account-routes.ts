import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { authOf, requireRealUser, requireUser } from '../auth-hooks.js';
import { closeSession } from '../../accounts/session-service.js';
import {
  amendPassword,
  demoLogin,
  forgotPassword,
  login,
  publicUser,
  register,
  type ClientInfo,
} from '../../accounts/account-service.js';
import { sendEmailCode, sendSmsCode } from '../../accounts/code-delivery.js';
import { CodeType } from '../../../core/codes.js';
import { AppError } from '../../errors/app-error.js';
import { deviceCookieOf, withDeviceCookie } from '../device-cookie-reply.js';
import { accountCalls as calls, type PublicUser } from '../../../core/wire/account.js';
import { callRoute } from '../call-route.js';
import { payoutGuardOf, refuseEmailCodeUnderAuthenticator } from '../../funds/payout-guard.js';

/** Codes that confirm something a logged-in user does: they go to that user's own address. */
const OWN_ADDRESS_CODES: ReadonlySet<number> = new Set([
  CodeType.ChangePassword,
  CodeType.Withdraw,
  CodeType.BindMethod,
]);

const client = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
  lang: req.lang,
});

/** Identity calls (docs/api/account.md) plus logout (POST /api/user/logout). */
export async function accountRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db } = deps;
  const publicOrigin = deps.config.publicOrigin;

  callRoute(app, calls.login, async (b, req, reply) => {
    if (b.demo_id) return ok(req, await demoLogin(deps, b.demo_id, client(req)), 'server.messages.logged_in');
    if (!b.account) throw new AppError('server.errors.missing_field', { field: 'account' });
    if (!b.password) throw new AppError('server.errors.missing_field', { field: 'password' });
    if (b.login_type && b.login_type !== 'email') throw new AppError('server.errors.mobile_disabled');
    const proof = { deviceCookie: deviceCookieOf(req), captchaKey: b.captcha_key, captchaCode: b.captcha_code };
    const r = await login(deps, b.account, b.password, client(req), proof);
    if ('second_factor' in r) return ok(req, r, 'server.messages.second_factor_required');
    return ok(req, withDeviceCookie(req, reply, r, publicOrigin), 'server.messages.logged_in');
  });

  callRoute(app, calls.demo, async (q, req) =>
    ok(req, await demoLogin(deps, q.demo_id, client(req)), 'server.messages.logged_in'),
  );

  callRoute(
    app,
    calls.info,
    async (_q, req) => {
      const { user } = authOf(req);
      // Which code the withdraw and payout-method screens ask for (funds/payout-guard.ts).
      return ok(req, { ...publicUser(user), payout_guard: await payoutGuardOf(db, user.id) } satisfies PublicUser);
    },
    { preHandler: requireUser(db) },
  );

  callRoute(
    app,
    calls.logout,
    async (_b, req) => {
      await closeSession(db, authOf(req).sessionId);
      return ok(req, null, 'server.messages.logged_out');
    },
    { preHandler: requireUser(db) },
  );

  callRoute(app, calls.register, async (b, req, reply) => {
    const signed = await register(deps, b, client(req));
    return ok(req, withDeviceCookie(req, reply, signed, publicOrigin), 'server.messages.registered');
  });

  callRoute(app, calls.forgotPassword, async (b, req) => {
    await forgotPassword(deps, b);
    return ok(req, null, 'server.messages.password_reset');
  });

  callRoute(
    app,
    calls.amendPassword,
    async (b, req) => {
      const { user, sessionId } = authOf(req);
      await amendPassword(deps, user, sessionId, b);
      return ok(req, null, 'server.messages.password_changed');
    },
    { preHandler: requireRealUser(db) },
  );

  callRoute(app, calls.sendEmail, async (b, req) => {
    const { type } = b;
    let to = b.to ?? '';
    if (OWN_ADDRESS_CODES.has(type)) {
      // A password-change, withdrawal or payout-method code goes only to the logged-in real user's own address,
      // whatever `to` says.
      await requireRealUser(db)(req);
      to = authOf(req).user.email ?? '';
      await refuseEmailCodeUnderAuthenticator(db, authOf(req).user.id, type);
    }
    if (!to) throw new AppError('server.errors.missing_field', { field: 'to' });
    await sendEmailCode(deps, to, type, client(req));
    return ok(req, null, 'server.messages.code_sent');
  });

  callRoute(app, calls.sendSms, async (b, req) => {
    const { to, area_id: areaId, type } = b;
    // Money codes go to the account's e-mail only (a number typed here would be anybody's).
    if (type === CodeType.Withdraw || type === CodeType.BindMethod)
      throw new AppError('server.errors.invalid_field', { field: 'type' });
    if (!to || !/^\d{4,20}$/.test(to)) throw new AppError('server.errors.invalid_field', { field: 'mobile' });
    if (!areaId) throw new AppError('server.errors.missing_field', { field: 'area_id' });
    await sendSmsCode(deps, areaId, to, type, client(req));
    return ok(req, null, 'server.messages.code_sent');
  });
}
