import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';
import { dialectOf } from '../database.js';

/** Categories, trade pairs and candles. Prices are REAL (not money); candles keyed by pair, period and open time. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('categories')
    .addColumn('id', t.int, t.id)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('sort', t.int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('trade_pairs')
    .addColumn('id', t.int, t.id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('show_code', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('category_id', t.int, (c) => c.notNull().references('categories.id'))
    .addColumn('price_precision', t.int, (c) => c.notNull())
    .addColumn('pip', 'text', (c) => c.notNull())
    .addColumn('min_cont', 'text', (c) => c.notNull())
    .addColumn('cont_num', t.int, (c) => c.notNull())
    .addColumn('margin_mode', t.int, (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('multiples', 'text', (c) => c.notNull())
    .addColumn('quote_currency', 'text', (c) => c.notNull())
    .addColumn('volatility', t.real, (c) => c.notNull())
    .addColumn('start_price', t.real, (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    // Operator switch: 1 follows market hours, 0 forces the market closed.
    .addColumn('tradable', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('sort', t.int, (c) => c.notNull())
    .execute();

  // SQLite keeps candles in the primary key's b-tree (without rowid); PostgreSQL has no such option and needs none.
  const rowid = dialectOf(db) === 'postgres' ? sql`` : sql`without rowid`;
  const r = sql.raw(t.real);
  await sql`create table candles (
    pair_id ${sql.raw(t.int)} not null references trade_pairs(id) on delete cascade,
    period text not null,
    time ${sql.raw(t.int)} not null,
    open ${r} not null, high ${r} not null, low ${r} not null, close ${r} not null, volume ${r} not null,
    primary key (pair_id, period, time)
  ) ${rowid}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('candles').execute();
  await db.schema.dropTable('trade_pairs').execute();
  await db.schema.dropTable('categories').execute();
}
