import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { AppError } from '../../errors/app-error.js';
import { authOf, requireUser } from '../auth-hooks.js';
import {
  deleteSubscription,
  disabledKinds,
  parseKinds,
  saveDisabledKinds,
  saveSubscription,
  userSubscriptions,
} from '../../push/push-repository.js';
import {
  PushEndpointForm,
  PushInfoQuery,
  PushPrefsForm,
  PushSubscribeForm,
  type PushInfo,
} from '../../../core/wire/push.js';

/**
 * Web Push (docs/api/account.md#notifications): the VAPID key, a browser's subscription (one per device; its
 * notifications are written in the `lang` of the subscribe call), the per-kind switches and a test notification.
 */
export async function pushRoutes(app: FastifyInstance, { db, push }: RouteDeps) {
  if (!push) return;
  const user = { preHandler: requireUser(db) };

  const info = async (userId: number): Promise<PushInfo> => ({
    public_key: push.publicKey,
    devices: (await userSubscriptions(db, userId)).length,
    disabled: await disabledKinds(db, userId),
  });

  app.get('/v1/api/push/info', { ...user, schema: { querystring: PushInfoQuery } }, async (req) =>
    ok(req, await info(authOf(req).user.id)),
  );

  app.post<{ Body: PushSubscribeForm }>(
    '/v1/api/push/subscribe',
    { ...user, schema: { body: PushSubscribeForm } },
    async (req) => {
      const userId = authOf(req).user.id;
      await saveSubscription(db, {
        user_id: userId,
        endpoint: req.body.endpoint,
        p256dh: req.body.p256dh,
        auth: req.body.auth,
        lang: req.lang,
        created_ms: Date.now(),
      });
      return ok(req, await info(userId), 'server.messages.push_on');
    },
  );

  app.post<{ Body: PushEndpointForm }>(
    '/v1/api/push/unsubscribe',
    { ...user, schema: { body: PushEndpointForm } },
    async (req) => {
      const userId = authOf(req).user.id;
      await deleteSubscription(db, req.body.endpoint, userId);
      return ok(req, await info(userId), 'server.messages.push_off');
    },
  );

  app.post<{ Body: PushPrefsForm }>(
    '/v1/api/push/set_prefs',
    { ...user, schema: { body: PushPrefsForm } },
    async (req) => {
      const userId = authOf(req).user.id;
      const kinds = parseKinds(req.body.disabled);
      if (!kinds) throw new AppError('server.errors.invalid_field', { field: 'disabled' });
      await saveDisabledKinds(db, userId, kinds);
      return ok(req, await info(userId), 'server.messages.push_prefs_saved');
    },
  );

  app.post('/v1/api/push/test', user, async (req) => {
    const sent = await push.send(authOf(req).user.id, { kind: 'test' });
    if (!sent) throw new AppError('server.errors.push_none');
    return ok(req, { sent }, 'server.messages.push_test_sent');
  });
}
