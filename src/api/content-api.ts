import { call } from './client';

/** News, leaderboard and company directory (docs/api/content.md); their shapes live in core/wire/content.ts. */
export type { Company, Leader, NewsArticle, NewsItem } from '../../core/wire/content';

/** The news category the app shows (docs/product.md, Constants). */
export const NEWS_CATEGORY = 1;

export const fetchNews = (page: number) => call('/api/news/list', { query: { category_id: NEWS_CATEGORY, page } });
export const fetchArticle = (id: number) => call('/api/news/info', { query: { id }, loading: true });

export const fetchLeaders = () => call('/api/follow/list');

export const searchCompanies = (name: string) => call('/api/company/getCompany', { query: { name } });
