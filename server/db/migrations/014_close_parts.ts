import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Every close of a holding order, partial or final, as the server realised it: the lots closed, the
 * price, the profit of that part (micro-USD) and who closed it. Written in the transaction of the close itself, so
 * the parts of an order always sum to its fact_profits. orders keeps only what is left open (Quantity) and the
 * total; the history detail lists these. Orders closed before this table have no rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('order_close_parts')
    .addColumn('id', t.int, t.id)
    .addColumn('order_id', t.int, (c) => c.notNull())
    .addColumn('user_id', t.int, (c) => c.notNull())
    // Lots as a decimal string, like orders.quantity.
    .addColumn('lots', 'text', (c) => c.notNull())
    .addColumn('price', t.real, (c) => c.notNull())
    .addColumn('profit', t.int, (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('closed_ms', t.int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_close_parts_order').on('order_close_parts').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_close_parts').execute();
}
