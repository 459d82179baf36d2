import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Guarded payouts: a payout method remembers when it was bound (`bound_ms`, Unix ms of the server's
 * clock), so a new one can't receive a withdrawal until `payout_cooling_hours` (a setting) have passed. Methods bound
 * before this migration get 0, the far past: the cooling-off is for what is added from now on, not a surprise freeze
 * of destinations traders already use. The setting itself is seeded with the other new keys (seedSettings).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('payout_methods')
    .addColumn('bound_ms', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payout_methods').dropColumn('bound_ms').execute();
}
