import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
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
import {
  AdjustBody,
  AuditQuery,
  OperatorBody,
  PageQuery,
  SettingsBody,
  UsersQuery,
} from '../../../core/wire/operator-admin.js';
import { IdParams } from '../../../core/wire/fields.js';

type Id = { Params: IdParams };

/**
 * The admin-only part of the back office: users (search, detail, balance adjustment, disable and
 * enable), the audit log, the mail outbox, the settings (docs/operations.md), and the operators. Every
 * change writes its audit record in the transaction of the change (in the services).
 */
export async function operatorAdminRoutes(app: FastifyInstance, { db, scryptLogN, announceSettings }: RouteDeps) {
  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };

  app.get<{ Querystring: UsersQuery }>(
    '/admin/api/users',
    { ...admin, schema: { querystring: UsersQuery } },
    async (req) => ok(req, await searchUsers(db, req.query.q ?? '', req.query.page ?? 1)),
  );
  app.get<Id>('/admin/api/users/:id', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(req, await userDetail(db, req.params.id)),
  );
  app.post<Id & { Body: AdjustBody }>(
    '/admin/api/users/:id/adjust',
    { ...admin, schema: { params: IdParams, body: AdjustBody } },
    async (req) => ok(req, await adjustBalance(db, actorOf(req), req.params.id, req.body.amount, req.body.memo)),
  );
  app.post<Id>('/admin/api/users/:id/disable', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(req, await setUserDisabled(db, actorOf(req), req.params.id, true)),
  );
  app.post<Id>('/admin/api/users/:id/enable', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(req, await setUserDisabled(db, actorOf(req), req.params.id, false)),
  );
  app.post<Id>('/admin/api/users/:id/two_factor/reset', { ...admin, schema: { params: IdParams } }, async (req) => {
    await resetUserTwoFactor(db, actorOf(req), req.params.id);
    return ok(req, null, 'server.messages.two_factor_reset');
  });

  app.get<{ Querystring: AuditQuery }>(
    '/admin/api/audit',
    { ...admin, schema: { querystring: AuditQuery } },
    async (req) =>
      ok(
        req,
        await pageAudit(db, req.query.page ?? 1, { targetType: req.query.target_type, targetId: req.query.target_id }),
      ),
  );
  app.get<{ Querystring: PageQuery }>(
    '/admin/api/outbox',
    { ...admin, schema: { querystring: PageQuery } },
    async (req) => ok(req, await pageOutbox(db, req.query.page ?? 1)),
  );

  app.get('/admin/api/settings', admin, async (req) => ok(req, await allSettings(db)));
  app.post<{ Body: SettingsBody }>('/admin/api/settings', { ...admin, schema: { body: SettingsBody } }, async (req) =>
    ok(req, await updateSettings(db, actorOf(req), req.body ?? {}, announceSettings)),
  );

  app.get('/admin/api/operators', admin, async (req) => ok(req, await allOperators(db)));
  app.post<{ Body: OperatorBody }>('/admin/api/operators', { ...admin, schema: { body: OperatorBody } }, async (req) =>
    ok(req, await createOperator(db, actorOf(req), req.body, scryptLogN)),
  );
  app.post<Id>('/admin/api/operators/:id/disable', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(req, await disableOperator(db, actorOf(req), req.params.id)),
  );
}
