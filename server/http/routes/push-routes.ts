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
import { callRoute } from '../call-route.js';
import { pushCalls as calls, type PushInfo, type PushTestReply } from '../../../core/wire/push.js';

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

  callRoute(app, calls.info, async (_q, req) => ok(req, await info(authOf(req).user.id)), user);

  callRoute(
    app,
    calls.subscribe,
    async (b, req) => {
      const userId = authOf(req).user.id;
      await subscribeDevice(db, userId, b, req.lang);
      return ok(req, await info(userId), 'server.messages.push_on');
    },
    user,
  );

  callRoute(
    app,
    calls.unsubscribe,
    async (b, req) => {
      const userId = authOf(req).user.id;
      await deleteSubscription(db, b.endpoint, userId);
      return ok(req, await info(userId), 'server.messages.push_off');
    },
    user,
  );

  callRoute(
    app,
    calls.setPrefs,
    async (b, req) => {
      const userId = authOf(req).user.id;
      const kinds = parseKinds(b.disabled);
      if (!kinds) throw new AppError('server.errors.invalid_field', { field: 'disabled' });
      await saveDisabledKinds(db, userId, kinds);
      return ok(req, await info(userId), 'server.messages.push_prefs_saved');
    },
    user,
  );

  // Answers before any push service does: neither the reply nor its timing may tell what an endpoint answered
  // (`sent` and the wait made push/test a probe of any host and port).
  callRoute(
    app,
    calls.test,
    async (_b, req) => {
      const userId = authOf(req).user.id;
      await tests.take(userId);
      const devices = (await userSubscriptions(db, userId)).length;
      if (!devices) throw new AppError('server.errors.push_none');
      push.notify(userId, { kind: 'test' });
      return ok(req, { queued: devices } satisfies PushTestReply, 'server.messages.push_test_queued');
    },
    user,
  );
}
