import type { Executor } from '../db/database.js';
import { AppError, invalidField } from '../errors/app-error.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { LANG_CODES, type Lang } from '../../core/rules/languages.js';
import { isSafeImageUrl, sanitizeArticleHtml } from './article-html.js';
import {
  findArticle,
  insertArticle,
  pageArticles,
  replaceTexts,
  updateArticle,
  type ArticleView,
} from './news-repository.js';

/** Longest title and summary, in characters: what fits a list row on a phone with room to spare. */
const MAX_TITLE = 200;
const MAX_DESC = 500;
/** Longest body as submitted, before cleaning (characters). */
const MAX_CONTENT = 200_000;
const AT_FORMAT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

/** One language's text. `content` may be left out (or '') for a language whose readers get the English body. */
export interface ArticleText {
  title: string;
  desc: string;
  content?: string;
}

/** What an operator (or the seed) saves. English is required: it is the fallback of every other language. */
export interface ArticleInput {
  /** Given: update that article; absent: create one. */
  id?: number;
  /** Default 1, the list the app shows. */
  category_id?: number;
  /** '' (default), a site path or an https URL. */
  logo?: string;
  /** 'YYYY-MM-DD HH:mm:ss' UTC; default now on create, unchanged on update. */
  created_at?: string;
  /** Default true. */
  published?: boolean;
  texts: Partial<Record<Lang, ArticleText>>;
}

const isLang = (k: string): k is Lang => (LANG_CODES as readonly string[]).includes(k);

/** Trims and checks one language's text; cleans its body. */
function cleanText(lang: Lang, t: ArticleText) {
  const title = String(t.title ?? '').trim();
  const desc = String(t.desc ?? '').trim();
  const raw = String(t.content ?? '');
  if (!title || title.length > MAX_TITLE) throw invalidField('title');
  if (desc.length > MAX_DESC) throw invalidField('desc');
  if (raw.length > MAX_CONTENT) throw invalidField('content');
  return { lang, title, desc, content: raw ? sanitizeArticleHtml(raw) : '' };
}

/**
 * Creates or updates an article and its texts in one transaction. Every body is sanitised here, on save
 * (article-html.ts), so what the database holds is already safe; the app cleans it again on display.
 * Refuses (code 0, nothing written) a missing English title or body, an unknown language, an unsafe logo.
 */
export async function saveArticle(db: Executor, input: ArticleInput): Promise<{ id: number }> {
  const texts = Object.entries(input.texts).map(([lang, t]) => {
    if (!isLang(lang) || !t) throw invalidField('lang');
    return cleanText(lang, t);
  });
  const en = texts.find((t) => t.lang === 'en');
  if (!en || !en.content) throw new AppError('server.errors.news_english_required');
  const logo = (input.logo ?? '').trim();
  if (logo && !isSafeImageUrl(logo)) throw invalidField('logo');
  if (input.created_at !== undefined && !AT_FORMAT.test(input.created_at)) throw invalidField('created_at');
  const categoryId = input.category_id ?? 1;
  if (!Number.isInteger(categoryId) || categoryId < 1) throw invalidField('category_id');
  const published = input.published === false ? 0 : 1;

  const write = async (trx: Executor) => {
    let id = input.id;
    if (id === undefined) {
      id = await insertArticle(trx, {
        category_id: categoryId,
        logo,
        published,
        created_at: input.created_at ?? formatUtc(Date.now()),
      });
    } else {
      const fields = {
        category_id: categoryId,
        logo,
        published,
        ...(input.created_at ? { created_at: input.created_at } : {}),
      };
      if (!(await updateArticle(trx, id, fields))) throw new AppError('server.errors.news_not_found');
    }
    await replaceTexts(trx, id, texts);
    return { id };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** news/list: one page of a category in the reader's language (English where it has none), newest first. */
export async function listNews(db: Executor, lang: Lang, categoryId: number, page: number) {
  const { rows, total } = await pageArticles(db, categoryId, lang, page);
  return {
    data: rows.map((r) => ({ id: r.id, title: r.title, desc: r.desc, logo: r.logo, created_at: r.created_at })),
    total,
  };
}

/** news/info: one published article with its content; an unknown id or a draft is "not found" (code 0). */
export async function articleInfo(db: Executor, lang: Lang, id: number): Promise<ArticleView> {
  const a = await findArticle(db, id, lang);
  if (!a) throw new AppError('server.errors.news_not_found');
  return { id: a.id, title: a.title, desc: a.desc, logo: a.logo, created_at: a.created_at, content: a.content };
}
