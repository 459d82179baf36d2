import { type Kysely, sql } from 'kysely';

/**
 * Orders: pending (0), holding (1), closed (3), cancelled (4). Money columns are micro-USD integers;
 * prices are REAL. A (user, client_id) pair is unique so a retried submit can never open twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pair_id', 'integer', (c) => c.notNull().references('trade_pairs.id'))
    .addColumn('order_type', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('multiple', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('target_price', 'real', (c) => c.notNull().defaultTo(0))
    // For a pending order: 1 fills when the price rises to the target, -1 when it falls to it.
    .addColumn('trigger_dir', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('origin_price', 'real', (c) => c.notNull())
    .addColumn('price', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('update_price', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('caution_money', 'integer', (c) => c.notNull())
    .addColumn('trade_fee', 'integer', (c) => c.notNull())
    .addColumn('fact_profits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_loss_price', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('target_profit_price', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('client_id', 'text')
    .addColumn('close_reason', 'text')
    .addColumn('created_ms', 'integer', (c) => c.notNull())
    .addColumn('completed_ms', 'integer')
    .execute();
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_open').on('orders').column('status').where(sql.ref('status'), 'in', [0, 1]).execute();
  await db.schema.createIndex('orders_client').on('orders').columns(['user_id', 'client_id']).unique()
    .where(sql.ref('client_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
