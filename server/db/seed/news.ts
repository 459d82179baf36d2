import { formatUtc } from '../../../core/rules/datetime.js';
import type { ArticleInput, ArticleText } from '../../content/news-service.js';
import type { Lang } from '../../../core/rules/languages.js';
import { NEWS_EN } from './news-en.js';
import { NEWS_HK } from './news-hk.js';
import { NEWS_TITLES } from './news-titles.js';

/**
 * The articles a new install starts with, newest first: `daysAgo` and `hour` (UTC) date each one relative to
 * the first start, so the list always looks current. Logos reuse the pair icons under public/logos.
 */
const ARTICLES = [
  { key: 'demo-reset', daysAgo: 1, hour: 9, logo: '' },
  { key: 'gold-weekly', daysAgo: 2, hour: 7, logo: '/logos/XAUUSD.png' },
  { key: 'btc-weekly', daysAgo: 4, hour: 8, logo: '/logos/BTCUSD.png' },
  { key: 'eurusd-weekly', daysAgo: 6, hour: 6, logo: '/logos/EURUSD.png' },
  { key: 'leverage', daysAgo: 9, hour: 10, logo: '' },
  { key: 'stop-out', daysAgo: 12, hour: 11, logo: '' },
  { key: 'oil-inventories', daysAgo: 14, hour: 13, logo: '/logos/USOIL.png' },
  { key: 'pending-orders', daysAgo: 17, hour: 9, logo: '' },
  { key: 'stop-loss', daysAgo: 20, hour: 10, logo: '' },
  { key: 'yen-pairs', daysAgo: 24, hour: 8, logo: '/logos/USDJPY.png' },
  { key: 'weekend-hours', daysAgo: 28, hour: 12, logo: '' },
  { key: 'negative-balance', daysAgo: 33, hour: 9, logo: '' },
] as const;

export type NewsKey = (typeof ARTICLES)[number]['key'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded articles as saveArticle input, dated relative to `nowMs`; oldest first so ids follow dates. */
export function seedArticles(nowMs: number): ArticleInput[] {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return [...ARTICLES].reverse().map(({ key, daysAgo, hour, logo }) => {
    const texts: Partial<Record<Lang, ArticleText>> = { en: NEWS_EN[key], hk: NEWS_HK[key] };
    for (const [lang, titles] of Object.entries(NEWS_TITLES) as [Lang, Record<NewsKey, [string, string]>][]) {
      const [title, desc] = titles[key];
      texts[lang] = { title, desc };
    }
    // daysAgo >= 1 and hour < 24 keep every date in the past.
    const at = today - daysAgo * DAY_MS + hour * 60 * 60 * 1000;
    return { category_id: 1, logo, created_at: formatUtc(at), texts };
  });
}
