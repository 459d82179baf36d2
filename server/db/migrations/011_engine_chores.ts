import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The engine role's chores (docs/operations.md, Many instances). The outbox keeps how often a message was tried
 * and when it may be tried next (ms), so the retries (accounts/outbox-retrier.ts) back off and give up; the
 * leaderboard the engine computes is stored, one row, for every instance to serve.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('next_attempt_ms', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('leaderboard_snapshots')
    .addColumn('id', t.int, (c) => c.primaryKey())
    .addColumn('computed_ms', t.int, (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leaderboard_snapshots').execute();
  await db.schema.alterTable('outbox').dropColumn('next_attempt_ms').execute();
  await db.schema.alterTable('outbox').dropColumn('attempts').execute();
}
