import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { NewsArticlesTable, NewsTextsTable } from '../db/schema.js';

/** Articles per page of news/list (docs/api/README.md: page size 10). */
export const NEWS_PAGE_SIZE = 10;

/** An article as a reader sees it: texts in the asked language, each one falling back to English when absent or empty. */
export interface ArticleView {
  id: number;
  title: string;
  desc: string;
  logo: string;
  created_at: string;
  content: string;
}

/** `lang`'s text of a field if it has one, otherwise English ('' counts as missing). */
const textOf = (field: 'title' | 'desc' | 'content') =>
  sql<string>`coalesce(nullif(${sql.ref(`l.${field}`)}, ''), ${sql.ref(`e.${field}`)})`.as(field);

/** Published articles with an English text (the fallback every language leans on), joined to `lang`'s text. */
const readable = (db: Executor, lang: string) =>
  db
    .selectFrom('news_articles as a')
    .innerJoin('news_texts as e', (j) => j.onRef('e.article_id', '=', 'a.id').on('e.lang', '=', 'en'))
    .leftJoin('news_texts as l', (j) => j.onRef('l.article_id', '=', 'a.id').on('l.lang', '=', lang))
    .where('a.published', '=', 1);

/** One page of a category, newest first, and how many articles it has. */
export async function pageArticles(db: Executor, categoryId: number, lang: string, page: number) {
  const base = readable(db, lang).where('a.category_id', '=', categoryId);
  const [rows, count] = await Promise.all([
    base
      .select(['a.id', 'a.logo', 'a.created_at', textOf('title'), textOf('desc')])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(NEWS_PAGE_SIZE)
      .offset((page - 1) * NEWS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One published article in `lang` (English where `lang` has no text), or undefined. */
export const findArticle = (db: Executor, id: number, lang: string): Promise<ArticleView | undefined> =>
  readable(db, lang)
    .where('a.id', '=', id)
    .select(['a.id', 'a.logo', 'a.created_at', textOf('title'), textOf('desc'), textOf('content')])
    .executeTakeFirst();

export async function insertArticle(db: Executor, row: Insertable<NewsArticlesTable>): Promise<number> {
  return (await db.insertInto('news_articles').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Updates an article's own fields; false when there is no such article. */
export async function updateArticle(
  db: Executor,
  id: number,
  row: Omit<Updateable<NewsArticlesTable>, 'id'>,
): Promise<boolean> {
  const r = await db.updateTable('news_articles').set(row).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Replaces all texts of an article (a language left out of `texts` is removed). */
export async function replaceTexts(
  db: Executor,
  articleId: number,
  texts: Omit<NewsTextsTable, 'article_id'>[],
): Promise<void> {
  await db.deleteFrom('news_texts').where('article_id', '=', articleId).execute();
  if (texts.length)
    await db
      .insertInto('news_texts')
      .values(texts.map((t) => ({ ...t, article_id: articleId })))
      .execute();
}

export const countArticles = async (db: Executor): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('news_articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
