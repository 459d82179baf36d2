import { call } from './client';

/** News, leaderboard and company directory (docs/api/content.md). */

export interface NewsItem {
  id: number;
  title: string;
  desc: string;
  logo: string;
  created_at: string;
}
export interface NewsArticle extends NewsItem {
  content: string;
}
/** The news category the app shows (docs/product.md, Constants). */
export const NEWS_CATEGORY = 1;

export const fetchNews = (page: number) =>
  call<{ data: NewsItem[]; total: number }>('/api/news/list', { query: { category_id: NEWS_CATEGORY, page } });
export const fetchArticle = (id: number) => call<NewsArticle>('/api/news/info', { query: { id }, loading: true });

/** One leaderboard row: figures of the last three weeks (21 days) and all time; `user` is masked by the server. */
export interface Leader {
  user: string;
  multiple: number;
  code: string;
  followers: number;
  three_week_rate: number;
  three_week_win: number;
  three_week_profit: string;
  total_rate: number;
  total_trade_num: number;
}
export const fetchLeaders = () => call<Leader[]>('/api/follow/list');

export interface Company {
  id: number;
  name: string;
  logo: string;
  url: string;
  subject: string;
  registered_address: string;
  location: string;
  email: string;
}
export const searchCompanies = (name: string) => call<Company[]>('/api/company/getCompany', { query: { name } });
