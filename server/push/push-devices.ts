import type { Db } from '../db/database.js';
import type { Lang } from '../../core/rules/languages.js';
import type { PushSubscribeForm } from '../../core/wire/push.js';
import { AppError } from '../errors/app-error.js';
import { readSettings } from '../content/settings-repository.js';
import { lockUser } from '../db/row-locks.js';
import { keepNewestSubscriptions, saveSubscription } from './push-repository.js';
import { parseAllowList, pushTarget } from './push-endpoint-policy.js';

/**
 * Subscribes a browser for `userId` (push/subscribe): its endpoint must be one the server may post to
 * (push-endpoint-policy.ts, with the operator's push_host_allowlist), else server.errors.push_endpoint and nothing
 * is written. The user keeps at most `push_max_devices` browsers: the newest, so subscribing one more drops the
 * oldest (one user had subscribed 300, and one test push opened 300 connections).
 */
export async function subscribeDevice(db: Db, userId: number, form: PushSubscribeForm, lang: Lang): Promise<void> {
  const settings = await readSettings(db);
  if (!pushTarget(form.endpoint, parseAllowList(settings.push_host_allowlist)))
    throw new AppError('server.errors.push_endpoint');
  const max = Math.max(1, Number(settings.push_max_devices) || 1);
  await db.transaction().execute(async (trx) => {
    // PostgreSQL: two subscribes of one user at once each see the other's row before trimming.
    await lockUser(trx, userId);
    await saveSubscription(trx, {
      user_id: userId,
      endpoint: form.endpoint,
      p256dh: form.p256dh,
      auth: form.auth,
      lang,
      created_ms: Date.now(),
    });
    await keepNewestSubscriptions(trx, userId, max);
  });
}
