import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { callRoute, type Guards } from '../call-route.js';
import { actorOf, ADMIN_ROLES, requireOperator } from '../operator-auth.js';
import { pageAudit } from '../../audit/audit-repository.js';
import { pageOutbox } from '../../admin/users-admin-repository.js';
import {
  adjustBalance,
  resetUserTwoFactor,
  searchUsers,
  setUserDisabled,
  userDetail,
} from '../../admin/users-admin-service.js';
import { allOperators, createOperator, disableOperator } from '../../admin/operators-service.js';
import { allSettings, updateSettings } from '../../admin/settings-admin-service.js';
import { operatorAdminCalls as calls } from '../../../core/wire/operator-admin-calls.js';

/**
 * The admin-only part of the back office: users (search, detail, balance adjustment, disable and
 * enable), the audit log, the mail outbox, the settings (docs/operations.md), and the operators. Every
 * change writes its audit record in the transaction of the change (in the services).
 */
export async function operatorAdminRoutes(app: FastifyInstance, deps: RouteDeps) {
  const admin = { onRequest: requireOperator(deps.db, ADMIN_ROLES) };
  userRoutes(app, deps, admin);
  logRoutes(app, deps, admin);
  deskRoutes(app, deps, admin);
}

/** Users: search, detail, balance adjustment, disable and enable, two-factor reset. */
function userRoutes(app: FastifyInstance, { db }: RouteDeps, admin: Guards) {
  callRoute(app, calls.users, async (q, req) => ok(req, await searchUsers(db, q.q ?? '', q.page ?? 1)), admin);
  callRoute(app, calls.user, async (p, req) => ok(req, await userDetail(db, p.id)), admin);
  callRoute(
    app,
    calls.userAdjust,
    async (b, req) => ok(req, await adjustBalance(db, actorOf(req), b.id, b.amount, b.memo)),
    admin,
  );
  callRoute(
    app,
    calls.userDisable,
    async (p, req) => ok(req, await setUserDisabled(db, actorOf(req), p.id, true)),
    admin,
  );
  callRoute(
    app,
    calls.userEnable,
    async (p, req) => ok(req, await setUserDisabled(db, actorOf(req), p.id, false)),
    admin,
  );
  callRoute(
    app,
    calls.userTwoFactorReset,
    async (p, req) => {
      await resetUserTwoFactor(db, actorOf(req), p.id);
      return ok(req, null, 'server.messages.two_factor_reset');
    },
    admin,
  );
}

/** The audit log and the mail outbox, read-only. */
function logRoutes(app: FastifyInstance, { db }: RouteDeps, admin: Guards) {
  callRoute(
    app,
    calls.audit,
    async (q, req) => ok(req, await pageAudit(db, q.page ?? 1, { targetType: q.target_type, targetId: q.target_id })),
    admin,
  );
  callRoute(app, calls.outbox, async (q, req) => ok(req, await pageOutbox(db, q.page ?? 1)), admin);
}

/** The desk itself: its settings and its operators. */
function deskRoutes(app: FastifyInstance, { db, scryptLogN, announceSettings }: RouteDeps, admin: Guards) {
  callRoute(app, calls.settings, async (_, req) => ok(req, await allSettings(db)), admin);
  callRoute(
    app,
    calls.settingsSave,
    async (b, req) => ok(req, await updateSettings(db, actorOf(req), b ?? {}, announceSettings)),
    admin,
  );
  callRoute(app, calls.operators, async (_, req) => ok(req, await allOperators(db)), admin);
  callRoute(
    app,
    calls.operatorCreate,
    async (b, req) => ok(req, await createOperator(db, actorOf(req), b, scryptLogN)),
    admin,
  );
  callRoute(
    app,
    calls.operatorDisable,
    async (p, req) => ok(req, await disableOperator(db, actorOf(req), p.id)),
    admin,
  );
}
