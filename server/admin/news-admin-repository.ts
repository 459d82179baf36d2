import type { Executor } from '../db/database.js';

/** Articles per page of the back office's news list. */
export const NEWS_ADMIN_PAGE_SIZE = 20;

/** One page of every article (drafts too), newest first, with each language's title. */
export async function pageAllArticles(db: Executor, page: number) {
  const base = db.selectFrom('news_articles');
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NEWS_ADMIN_PAGE_SIZE)
      .offset((page - 1) * NEWS_ADMIN_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const titles = rows.length
    ? await db
        .selectFrom('news_texts')
        .select(['article_id', 'lang', 'title'])
        .where(
          'article_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  return { rows, titles, total: Number(count.n) };
}

/** An article row (draft or not), or undefined. */
export const findArticleRow = (db: Executor, id: number) =>
  db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();

/** All stored texts of an article. */
export const articleTexts = (db: Executor, id: number) =>
  db
    .selectFrom('news_texts')
    .select(['lang', 'title', 'desc', 'content'])
    .where('article_id', '=', id)
    .orderBy('lang')
    .execute();

/** Sets an article's published flag. */
export async function setPublished(db: Executor, id: number, published: 0 | 1): Promise<void> {
  await db.updateTable('news_articles').set({ published }).where('id', '=', id).execute();
}
