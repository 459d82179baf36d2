import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { PriceAlertFiresTable } from '../db/schema.js';
import type { AlertRow } from './alerts-repository.js';

/**
 * The price_alert_fires table (015_alert_fires.ts): each firing of a user's price alerts, newest first. Written only
 * in the fire's transaction, after the alert's own conditional update (alert-watcher.ts), so a firing is listed
 * exactly when it was pushed; the account change that update notes is what tells the user's open lists.
 */

export type AlertFireRow = Selectable<PriceAlertFiresTable>;

/** Firings kept per user: the newest; older ones are pruned at each fire (a cool-down keeps them few anyway). */
export const ALERT_FIRES_KEPT = 200;
/** Firings per page of alert/fired. */
export const ALERT_FIRES_PAGE = 20;

/** Records that `a` (as it was when it fired) fired at `price` at `at` (Unix ms), and prunes the user's oldest. */
export async function insertAlertFire(trx: Executor, a: AlertRow, price: number, at: number): Promise<void> {
  await trx
    .insertInto('price_alert_fires')
    .values({
      user_id: a.user_id,
      alert_id: a.id,
      pair_id: a.pair_id,
      price: a.price,
      direction: a.direction,
      mode: a.mode,
      fired_price: price,
      fired_ms: at,
    })
    .execute();
  const edge = await trx
    .selectFrom('price_alert_fires')
    .select('id')
    .where('user_id', '=', a.user_id)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(ALERT_FIRES_KEPT - 1)
    .executeTakeFirst();
  if (edge)
    await trx.deleteFrom('price_alert_fires').where('user_id', '=', a.user_id).where('id', '<', edge.id).execute();
}

/** One page (from 1) of a user's firings, newest first, and how many the user has (at most ALERT_FIRES_KEPT). */
export async function userAlertFires(
  db: Executor,
  userId: number,
  page: number,
): Promise<{ rows: AlertFireRow[]; total: number }> {
  const rows = await db
    .selectFrom('price_alert_fires')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(ALERT_FIRES_PAGE)
    .offset((page - 1) * ALERT_FIRES_PAGE)
    .execute();
  const n = await db
    .selectFrom('price_alert_fires')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n.n) };
}
