import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Orders: pending (0), holding (1), closed (3), cancelled (4). Money columns are micro-USD integers;
 * prices are REAL. A (user, client_id) pair is unique so a retried submit can never open twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('orders')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pair_id', t.int, (c) => c.notNull().references('trade_pairs.id'))
    .addColumn('order_type', t.int, (c) => c.notNull())
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('multiple', t.int, (c) => c.notNull())
    .addColumn('status', t.int, (c) => c.notNull())
    .addColumn('target_price', t.real, (c) => c.notNull().defaultTo(0))
    // For a pending order: 1 fills when the price rises to the target, -1 when it falls to it.
    .addColumn('trigger_dir', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('origin_price', t.real, (c) => c.notNull())
    .addColumn('price', t.real, (c) => c.notNull().defaultTo(0))
    .addColumn('update_price', t.real, (c) => c.notNull().defaultTo(0))
    .addColumn('caution_money', t.int, (c) => c.notNull())
    .addColumn('trade_fee', t.int, (c) => c.notNull())
    .addColumn('fact_profits', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('target_loss_price', t.real, (c) => c.notNull().defaultTo(0))
    .addColumn('target_profit_price', t.real, (c) => c.notNull().defaultTo(0))
    .addColumn('client_id', 'text')
    .addColumn('close_reason', 'text')
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .addColumn('completed_ms', t.int)
    .execute();
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema
    .createIndex('orders_open')
    .on('orders')
    .column('status')
    .where(sql.ref('status'), 'in', [0, 1])
    .execute();
  await db.schema
    .createIndex('orders_client')
    .on('orders')
    .columns(['user_id', 'client_id'])
    .unique()
    .where(sql.ref('client_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
