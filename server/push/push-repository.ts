import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { PushSubscriptionsTable } from '../db/schema.js';
import { PUSH_KINDS, type PushKind } from '../../core/rules/push-kinds.js';

/** push_subscriptions (one row per browser) and push_prefs (the kinds a user switched off). */

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/**
 * Stores a browser's subscription for `userId`, or moves it to them: an endpoint is one browser, so the account that
 * last subscribed on it gets its notifications (a phone that logs into another account stops getting the first's).
 */
export async function saveSubscription(db: Executor, s: Omit<PushSubscriptionRow, 'id'>): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(s)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ user_id: s.user_id, p256dh: s.p256dh, auth: s.auth, lang: s.lang, created_ms: s.created_ms }),
    )
    .execute();
}

export const userSubscriptions = (db: Executor, userId: number) =>
  db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** Deletes the user's subscriptions but the newest `keep` (by subscribe time, then id). */
export async function keepNewestSubscriptions(db: Executor, userId: number, keep: number): Promise<void> {
  const kept = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept).execute();
}

/** Forgets an endpoint: the user's own (unsubscribe), or any user's (the push service answered 404 or 410). */
export async function deleteSubscription(db: Executor, endpoint: string, userId?: number): Promise<boolean> {
  let q = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirst()).numDeletedRows) > 0;
}

const isKind = (k: string): k is PushKind => (PUSH_KINDS as readonly string[]).includes(k);

/** The kinds a user switched off (none stored: all on). Unknown names are ignored. */
export async function disabledKinds(db: Executor, userId: number): Promise<PushKind[]> {
  const row = await db.selectFrom('push_prefs').select('disabled').where('user_id', '=', userId).executeTakeFirst();
  return (row?.disabled ?? '').split(',').filter(isKind);
}

export async function saveDisabledKinds(db: Executor, userId: number, kinds: PushKind[]): Promise<void> {
  const disabled = [...new Set(kinds)].join(',');
  await db
    .insertInto('push_prefs')
    .values({ user_id: userId, disabled })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ disabled }))
    .execute();
}

/** Parses the `disabled` form field; null when it names a kind that does not exist. */
export function parseKinds(text: string | undefined): PushKind[] | null {
  const names = (text ?? '').split(',').filter(Boolean);
  return names.every(isKind) ? (names as PushKind[]) : null;
}
