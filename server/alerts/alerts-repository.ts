import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { PriceAlertsTable } from '../db/schema.js';
import { noteAccount } from '../accounts/account-changes.js';
import { AlertMode } from '../../core/codes.js';

/**
 * The price_alerts table (012_alerts_push.ts). A fire and a re-arm are conditional on the state they leave, so a
 * delete (or another instance's stale book) can never make a deleted or already-fired alert fire. Every write of an
 * alert is here, and notes the change for the user's sessions (accounts/account-changes.ts).
 */

export type AlertRow = Selectable<PriceAlertsTable>;
export type NewAlert = Omit<AlertRow, 'id' | 'armed' | 'active' | 'fired_count' | 'last_fired_ms'>;

export async function insertAlert(trx: Executor, a: NewAlert): Promise<AlertRow> {
  const row = await trx
    .insertInto('price_alerts')
    .values({ ...a, armed: 1, active: 1, fired_count: 0, last_fired_ms: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  noteAccount(trx, row.user_id, { alerts: true });
  return row;
}

/** How many alerts a user has switched on (counted in the write transaction, under the user's lock). */
export async function countActiveAlerts(db: Executor, userId: number): Promise<number> {
  const r = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A user's alerts, newest first (at most the limit switched on, plus the once alerts that fired). */
export const userAlerts = (db: Executor, userId: number, limit: number) =>
  db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();

export const findAlert = (db: Executor, id: number) =>
  db.selectFrom('price_alerts').selectAll().where('id', '=', id).executeTakeFirst();

/** Every active alert: what the engine's alert books hold at start. */
export const activeAlerts = (db: Executor) =>
  db.selectFrom('price_alerts').selectAll().where('active', '=', 1).execute();

/** Deletes a user's own alert; false when there is none of that id. */
export async function deleteAlert(db: Executor, userId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('price_alerts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) return false;
  noteAccount(db, userId, { alerts: true });
  return true;
}

/**
 * Armed -> fired: disarmed, and off for good when `active` is 0 (a once alert), at `at` (the trade's time, Unix ms).
 * An every-time alert that fired less than `cooldownMs` before `at` is not fired (the cool-down: the row, not an
 * instance's memory, holds the last fire, so it holds across instances and restarts). The alert as it is now, for
 * the one caller that fired it; undefined when it was not fired (deleted, already fired, or cooling down).
 */
export async function markAlertFired(
  db: Executor,
  id: number,
  active: 0 | 1,
  at: number,
  cooldownMs: number,
): Promise<AlertRow | undefined> {
  const r = await db
    .updateTable('price_alerts')
    .set((eb) => ({ armed: 0, active, fired_count: eb('fired_count', '+', 1), last_fired_ms: at }))
    .where('id', '=', id)
    .where('armed', '=', 1)
    .where('active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('mode', '<>', AlertMode.Every),
        eb('last_fired_ms', 'is', null),
        eb('last_fired_ms', '<=', at - cooldownMs),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  changed(db, r);
  return r;
}

/**
 * Armed -> disarmed without firing: an every-time alert crossed its level within its cool-down. It waits to cross
 * back, as after a fire, so the next crossing after the cool-down fires it (a crossing, not a price that stayed).
 */
export async function markAlertQuiet(db: Executor, id: number): Promise<boolean> {
  const r = await db
    .updateTable('price_alerts')
    .set({ armed: 0 })
    .where('id', '=', id)
    .where('armed', '=', 1)
    .where('active', '=', 1)
    .returning('user_id')
    .executeTakeFirst();
  return changed(db, r);
}

/** Disarmed -> armed again (an every-time alert the price crossed back over). */
export async function markAlertRearmed(db: Executor, id: number): Promise<boolean> {
  const r = await db
    .updateTable('price_alerts')
    .set({ armed: 1 })
    .where('id', '=', id)
    .where('armed', '=', 0)
    .where('active', '=', 1)
    .returning('user_id')
    .executeTakeFirst();
  return changed(db, r);
}

/** Whether a conditional update changed an alert (`r`: the user_id it returned); if so, notes it. */
function changed(ex: Executor, r: { user_id: number } | undefined): boolean {
  if (r) noteAccount(ex, r.user_id, { alerts: true });
  return r !== undefined;
}
