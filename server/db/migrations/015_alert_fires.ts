import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The price alerts' firings: one row per firing, written with the alert's own fire (its
 * conditional update, alerts-repository.ts) in one transaction. It copies the alert's pair, level, direction and
 * mode, so the trader's list still reads after the alert is deleted; `fired_price` is the trade that fired it,
 * `fired_ms` that trade's time (Unix ms). Only the newest ALERT_FIRES_KEPT per user are kept (pruned at each fire):
 * read newest first per user, hence the (user_id, id) index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('price_alert_fires')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull())
    .addColumn('alert_id', t.int, (c) => c.notNull())
    .addColumn('pair_id', t.int, (c) => c.notNull())
    .addColumn('price', t.real, (c) => c.notNull())
    .addColumn('direction', t.int, (c) => c.notNull())
    .addColumn('mode', t.int, (c) => c.notNull())
    .addColumn('fired_price', t.real, (c) => c.notNull())
    .addColumn('fired_ms', t.int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_alert_fires_user').on('price_alert_fires').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_alert_fires').execute();
}
