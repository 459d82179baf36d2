import type { Db, Executor } from '../db/database.js';
import { AppError, invalidField } from '../errors/app-error.js';
import { saveArticle, type ArticleInput, type ArticleText } from '../content/news-service.js';
import type { ArticleText as StoredText } from '../../core/wire/operator-content.js';
import type { Lang } from '../../core/rules/languages.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import { articleTexts, findArticleRow, pageAllArticles, setPublished } from './news-admin-repository.js';

/** What the back office sends: `texts` is the JSON text of { lang: { title, desc, content } }. */
export interface ArticleForm {
  texts: string;
  logo?: string;
  category_id?: number;
  created_at?: string;
  published?: number;
}

/** One page of all articles, drafts included: { data: [{ id, category_id, logo, created_at, published, titles: { lang: title } }], total }. */
export async function pageNewsAdmin(db: Db, page: number) {
  const { rows, titles, total } = await pageAllArticles(db, page);
  const byArticle = new Map<number, Record<string, string>>();
  for (const t of titles) byArticle.set(t.article_id, { ...byArticle.get(t.article_id), [t.lang]: t.title });
  return { data: rows.map((r) => ({ ...r, titles: byArticle.get(r.id) ?? {} })), total };
}

/** An article with every stored language's text (the content as saved, i.e. already sanitised). */
async function articleState(db: Executor, id: number) {
  const a = await findArticleRow(db, id);
  if (!a) return undefined;
  // As stored, every language has all three texts (the form's may leave content out).
  const texts: Record<string, StoredText> = {};
  for (const t of await articleTexts(db, id)) texts[t.lang] = { title: t.title, desc: t.desc, content: t.content };
  return { ...a, texts };
}

/** One article, draft or not, with all its texts; unknown id: "not found". */
export async function newsDetail(db: Db, id: number) {
  const a = await articleState(db, id);
  if (!a) throw new AppError('server.errors.news_not_found');
  return a;
}

/** The form's `texts` as saveArticle's input; anything but an object of { title, desc, content } texts is refused. */
function parseTexts(json: string): Partial<Record<Lang, ArticleText>> {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    throw invalidField('texts');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw invalidField('texts');
  for (const t of Object.values(v)) {
    if (!t || typeof t !== 'object' || Array.isArray(t)) throw invalidField('texts');
    for (const k of ['title', 'desc', 'content'] as const) {
      const f = (t as Record<string, unknown>)[k];
      if (f !== undefined && typeof f !== 'string') throw invalidField('texts');
    }
  }
  return v as Partial<Record<Lang, ArticleText>>;
}

/**
 * Admin: creates (id null) or updates an article through saveArticle, so every body is sanitised on save,
 * and writes the audit record (news.create / news.update, with the stored state before and after) in the
 * same transaction. On update, fields left out keep their value (texts are always replaced as a whole).
 */
export async function saveNewsAdmin(db: Db, actor: Actor, id: number | null, form: ArticleForm) {
  const texts = parseTexts(form.texts);
  return db.transaction().execute(async (trx) => {
    const before = id === null ? undefined : await articleState(trx, id);
    if (id !== null && !before) throw new AppError('server.errors.news_not_found');
    const input: ArticleInput = {
      ...(id === null ? {} : { id }),
      texts,
      logo: form.logo ?? before?.logo ?? '',
      category_id: form.category_id ?? before?.category_id ?? 1,
      published: (form.published ?? before?.published ?? 1) === 1,
      ...(form.created_at ? { created_at: form.created_at } : {}),
    };
    const saved = await saveArticle(trx, input);
    const after = (await articleState(trx, saved.id))!;
    await insertAudit(trx, actor, {
      action: id === null ? 'news.create' : 'news.update',
      targetType: 'news',
      targetId: saved.id,
      before,
      after,
    });
    return after;
  });
}

/** Admin: shows (1) or hides (0) an article from readers, with its audit record; repeating the state writes nothing. */
export async function setNewsPublished(db: Db, actor: Actor, id: number, published: 0 | 1) {
  return db.transaction().execute(async (trx) => {
    const before = await findArticleRow(trx, id);
    if (!before) throw new AppError('server.errors.news_not_found');
    if (before.published !== published) {
      await setPublished(trx, id, published);
      await insertAudit(trx, actor, {
        action: published ? 'news.publish' : 'news.unpublish',
        targetType: 'news',
        targetId: id,
        before: { published: before.published },
        after: { published },
      });
    }
    return (await articleState(trx, id))!;
  });
}
