import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * A holding order's trailing distance, in price units of its pair (0: no trailing stop). The engine
 * moves target_loss_price by it and reloads both at start, so a trailing stop survives a restart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('orders')
    .addColumn('trailing_distance', t.real, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('trailing_distance').execute();
}
