import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Many instances (docs/operations.md): every order change an edge makes (submit, close, cancel, stop edit, demo
 * reset) adds a row here in the same transaction, and the engine-role holder follows the table in id order to
 * keep its trigger books. A row names an order, or (order_id null) every order of a user. One instance writes none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('order_events')
    .addColumn('id', t.int, t.id)
    .addColumn('order_id', t.int)
    .addColumn('user_id', t.int, (c) => c.notNull())
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
}
