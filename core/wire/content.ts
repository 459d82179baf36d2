import { Type, type Static } from 'typebox';
import { CacheBuster, Int, OptText } from './fields';
import { callsOf, GET, shape } from './contract';

/** News, leaderboard and company directory: the public reading calls of docs/product.md. */

export const NewsListQuery = Type.Object({
  category_id: Type.Optional(Int(1, 1_000_000)),
  page: Type.Optional(Int(1, 100_000)),
  ...CacheBuster,
});
export type NewsListQuery = Static<typeof NewsListQuery>;
export const NewsInfoQuery = Type.Object({ id: Int(1, Number.MAX_SAFE_INTEGER), ...CacheBuster });
export type NewsInfoQuery = Static<typeof NewsInfoQuery>;
export const CompanyQuery = Type.Object({ name: OptText(100), ...CacheBuster });
export type CompanyQuery = Static<typeof CompanyQuery>;

/** One news list row. */
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
export interface NewsPage {
  data: NewsItem[];
  total: number;
}

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

/** One company of the directory. */
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

const call = callsOf('content');

/** Public reading calls, GET only. */
export const contentCalls = {
  news: call({
    path: '/api/news/list',
    methods: GET,
    access: 'public',
    input: NewsListQuery,
    reply: shape<NewsPage>(),
  }),
  article: call({
    path: '/api/news/info',
    methods: GET,
    access: 'public',
    input: NewsInfoQuery,
    reply: shape<NewsArticle>(),
  }),
  leaders: call({ path: '/api/follow/list', methods: GET, access: 'public', reply: shape<Leader[]>() }),
  companies: call({
    path: '/api/company/getCompany',
    methods: GET,
    access: 'public',
    input: CompanyQuery,
    reply: shape<Company[]>(),
  }),
};
