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
  userSubscriptions,
} from '../../push/push-repository.js';
import { subscribeDevice } from '../../push/push-devices.js';
import { PushTestLimit } from '../../push/push-test-limit.js';
import {
  PushEndpointForm,
  PushInfoQuery,
  PushPrefsForm,
  PushSubscribeForm,
  type PushInfo,
  type PushTestReply,
} from '../../../core/wire/push.js';

/**
 * Web Push (docs/api/account.md#notifications): the VAPID key, a browser's subscription (one per device; its
 * notifications are written in the `lang` of the subscribe call; only push services the server may post to, at
 * most push_max_devices per user), the per-kind switches and a test notification (a few a minute).
 */
export async function pushRoutes(app: FastifyInstance, { db, push, shared }: RouteDeps) {
  if (!push) return;
  const user = { preHandler: requireUser(db) };
  const tests = new PushTestLimit(shared);

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
      await subscribeDevice(db, userId, req.body, req.lang);
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

  // Answers before any push service does: neither the reply nor its timing may tell what an endpoint answered
  // (`sent` and the wait made push/test a probe of any host and port).
  app.post('/v1/api/push/test', user, async (req) => {
    const userId = authOf(req).user.id;
    await tests.take(userId);
    const devices = (await userSubscriptions(db, userId)).length;
    if (!devices) throw new AppError('server.errors.push_none');
    push.notify(userId, { kind: 'test' });
    return ok(req, { queued: devices } satisfies PushTestReply, 'server.messages.push_test_queued');
  });
}
