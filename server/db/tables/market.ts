import type { Generated } from 'kysely';

/**
 * The market's tables (server/market/): the catalogue of pairs and their candles.
 * Money is integer micro-USD, *_ms Unix milliseconds, *_at 'YYYY-MM-DD HH:mm:ss' UTC (../schema.ts).
 */

export interface CategoriesTable {
  id: Generated<number>;
  /** Catalogue key; the name is translated (server.categories.<key>). */
  key: string;
  sort: number;
}

export interface TradePairsTable {
  id: Generated<number>;
  code: string;
  show_code: string;
  logo: string;
  category_id: number;
  price_precision: number;
  /** Lot step as a decimal string. */
  pip: string;
  min_cont: string;
  cont_num: number;
  margin_mode: number;
  fee_rate: string;
  /** JSON array of leverage options. */
  multiples: string;
  quote_currency: string;
  volatility: number;
  start_price: number;
  /** The weekly session table, UTC (core/rules/market-sessions.ts): 'always', or days and sessions. */
  hours: string;
  /** Holiday closures, UTC: dates, or a date and a time span, comma separated; '' for none. */
  holidays: string;
  tradable: number;
  sort: number;
}

export interface CandlesTable {
  pair_id: number;
  period: string;
  /** Open time, Unix seconds UTC. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}
