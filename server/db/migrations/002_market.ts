import { type Kysely, sql } from 'kysely';

/** Categories, trade pairs and candles. Prices are REAL (not money); candles keyed by pair, period and open time. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('trade_pairs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('show_code', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('price_precision', 'integer', (c) => c.notNull())
    .addColumn('pip', 'text', (c) => c.notNull())
    .addColumn('min_cont', 'text', (c) => c.notNull())
    .addColumn('cont_num', 'integer', (c) => c.notNull())
    .addColumn('margin_mode', 'integer', (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('multiples', 'text', (c) => c.notNull())
    .addColumn('quote_currency', 'text', (c) => c.notNull())
    .addColumn('volatility', 'real', (c) => c.notNull())
    .addColumn('start_price', 'real', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    // Operator switch: 1 follows market hours, 0 forces the market closed.
    .addColumn('tradable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await sql`create table candles (
    pair_id integer not null references trade_pairs(id) on delete cascade,
    period text not null,
    time integer not null,
    open real not null, high real not null, low real not null, close real not null, volume real not null,
    primary key (pair_id, period, time)
  ) without rowid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('candles').execute();
  await db.schema.dropTable('trade_pairs').execute();
  await db.schema.dropTable('categories').execute();
}
