import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Money columns are integers of micro-USD (1e-6 USD) so sums are exact;
 * times named *_ms are Unix milliseconds, *_at are 'YYYY-MM-DD HH:mm:ss' UTC strings.
 */
export interface Database {
  settings: SettingsTable;
  areas: AreasTable;
  users: UsersTable;
  sessions: SessionsTable;
  codes: CodesTable;
  captchas: CaptchasTable;
  outbox: OutboxTable;
  ledger: LedgerTable;
  companies: CompaniesTable;
  categories: CategoriesTable;
  trade_pairs: TradePairsTable;
  candles: CandlesTable;
  orders: OrdersTable;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AreasTable {
  id: Generated<number>;
  code: string;
  name: string;
  global_code: string;
  sort: number;
}

export interface UsersTable {
  id: Generated<number>;
  /** Public 8-digit id shown to the user. */
  uid: string;
  email: string | null;
  mobile: string | null;
  area_id: number | null;
  password_hash: string | null;
  is_demo: number;
  demo_id: string | null;
  invite_code: string;
  invited_by: number | null;
  /** micro-USD, never negative. */
  balance: number;
  /** micro-USD frozen by pending withdrawals, never negative. */
  lock_balance: number;
  /** 1 active, 0 disabled by an operator. */
  status: number;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** hex SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_ms: number;
  last_seen_ms: number;
  revoked_ms: number | null;
  ip: string;
  user_agent: string;
}

export interface CodesTable {
  id: Generated<number>;
  /** lower-cased e-mail or area+mobile. */
  destination: string;
  /** 1 register, 2 forgot, 3 change password. */
  type: number;
  code_hash: string;
  created_ms: number;
  expires_ms: number;
  attempts: number;
  /** 1 once used or burned by too many wrong tries. */
  consumed: number;
}

export interface CaptchasTable {
  id: string;
  text_hash: string;
  expires_ms: number;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
  created_at: string;
  /** 'logged' (no SMTP), 'sent' or 'failed'. */
  status: string;
  error: string | null;
}

export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  /** signed micro-USD. */
  value: number;
  /** server.md section 2 types 1..11. */
  type: number;
  memo: string;
  created_at: string;
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

export type Json = ColumnType<string, string, string>;

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
  /** 'weekdays' (closed Saturday and Sunday UTC) or 'always'. */
  hours: string;
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

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  pair_id: number;
  /** 1 buy, 2 sell. */
  order_type: number;
  /** Lots as a decimal string. */
  quantity: string;
  multiple: number;
  /** 0 pending, 1 holding, 3 closed, 4 cancelled. */
  status: number;
  target_price: number;
  trigger_dir: number;
  /** Price when the order was placed (market) or its target (pending). */
  origin_price: number;
  /** Fill (open) price once holding. */
  price: number;
  update_price: number;
  /** micro-USD. */
  caution_money: number;
  trade_fee: number;
  fact_profits: number;
  target_loss_price: number;
  target_profit_price: number;
  client_id: string | null;
  close_reason: string | null;
  created_ms: number;
  completed_ms: number | null;
}
