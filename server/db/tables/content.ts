import type { Generated } from 'kysely';

/**
 * The content's tables (server/content/): site settings, companies and news.
 * Money is integer micro-USD, *_ms Unix milliseconds, *_at 'YYYY-MM-DD HH:mm:ss' UTC (../schema.ts).
 */

export interface SettingsTable {
  key: string;
  value: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo: string;
  url: string;
  subject: string;
  registered_address: string;
  location: string;
  email: string;
}

/** A news article; its texts are per language in news_texts (English is required, the fallback). */
export interface NewsArticlesTable {
  id: Generated<number>;
  /** 1 is the news list the app shows (docs/product.md: category_id 1). */
  category_id: number;
  /** '' (none), a site path ('/logos/XAUUSD.png') or an https URL. */
  logo: string;
  /** 'YYYY-MM-DD HH:mm:ss' UTC; the list is newest first by it. */
  created_at: string;
  /** 1 shown to readers, 0 a draft. */
  published: number;
}

/** One language's text of an article. `content` is HTML sanitised on save (article-html.ts). */
export interface NewsTextsTable {
  article_id: number;
  /** A product language code (hk, en, jp, ...). */
  lang: string;
  title: string;
  desc: string;
  /** '' when this language has no body: readers get the English content. */
  content: string;
}

/** The leaderboard the engine-role holder computed (one row, id 1), JSON rows of follow/list. */
export interface LeaderboardSnapshotsTable {
  id: number;
  computed_ms: number;
  rows: string;
}
