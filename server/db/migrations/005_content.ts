import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * News (articles and their per-language texts) and the index the leaderboard reads: closed orders by
 * completion time. The index is partial (status 3 only), so open and pending orders never maintain it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('news_articles')
    .addColumn('id', t.int, t.id)
    .addColumn('category_id', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published', t.int, (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`published in (0, 1)`),
    )
    .execute();
  await db.schema
    .createIndex('news_articles_list')
    .on('news_articles')
    .columns(['category_id', 'published', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('news_texts')
    .addColumn('article_id', t.int, (c) => c.notNull().references('news_articles.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('desc', 'text', (c) => c.notNull().defaultTo(''))
    // '' means "no translation of the body": the reader gets the English one.
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('news_texts_pk', ['article_id', 'lang'])
    .execute();

  await db.schema
    .createIndex('orders_closed_completed')
    .on('orders')
    .columns(['completed_ms', 'user_id'])
    .where(sql.ref('status'), '=', 3)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_closed_completed').execute();
  await db.schema.dropTable('news_texts').execute();
  await db.schema.dropTable('news_articles').execute();
}
