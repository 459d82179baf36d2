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
  order_events: OrderEventsTable;
  deposit_networks: DepositNetworksTable;
  deposit_bank_currencies: DepositBankCurrenciesTable;
  deposit_bank_accounts: DepositBankAccountsTable;
  uploads: UploadsTable;
  upload_blobs: UploadBlobsTable;
  deposits: DepositsTable;
  withdraw_symbols: WithdrawSymbolsTable;
  payout_methods: PayoutMethodsTable;
  withdrawals: WithdrawalsTable;
  verifications: VerificationsTable;
  news_articles: NewsArticlesTable;
  news_texts: NewsTextsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  price_alerts: PriceAlertsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_prefs: PushPrefsTable;
  server_secrets: ServerSecretsTable;
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
  /** signed micro-USD: the record's change of balance + lock_balance (so their sum equals sum(value)). */
  value: number;
  /** signed micro-USD: the record's change of lock_balance (withdrawal freeze +n, pay or reject -n; else 0). */
  lock_value: Generated<number>;
  /** Ledger types 1..11 of the old API, plus 12 withdrawal paid (docs/api/funds.md). */
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

/** An order change for the engine-role holder to apply (009_order_events.ts); order_id null: all of the user's orders. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number | null;
  user_id: number;
  created_ms: number;
}

/** Upload bytes when BLOB_STORE=postgres (funds/blob-store.ts). */
export interface UploadBlobsTable {
  name: string;
  bytes: Buffer;
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
  /** Trailing stop distance in price units (0: none); the engine moves target_loss_price by it (core/rules/trailing-stop.ts). */
  trailing_distance: number;
  client_id: string | null;
  close_reason: string | null;
  created_ms: number;
  completed_ms: number | null;
}

/**
 * A coin network a user deposits to (the `symbols` call). Credit in USD = number x usd_value_per_unit
 * (USD per one coin: USDT 1, BTC about 95000), rounded half up to micro-USD.
 */
export interface DepositNetworksTable {
  id: Generated<number>;
  currency_code: string;
  /** '' when the coin has no token protocol (BTC). */
  protocol_code: string;
  address: string;
  /** Decimal string: USD per 1 unit of the coin. */
  usd_value_per_unit: string;
  enabled: number;
  sort: number;
}

/** A currency a user can wire in (`wire_info`). Credit in USD = number x usd_value_per_unit. */
export interface DepositBankCurrenciesTable {
  id: Generated<number>;
  /** Currency code shown to the user: USD, EUR, HKD. */
  name: string;
  /** Decimal string: USD per 1 unit of the currency (EUR about 1.08). */
  usd_value_per_unit: string;
  enabled: number;
  sort: number;
}

/** The operator's collecting bank account for one bank currency (`bank_coin`). */
export interface DepositBankAccountsTable {
  id: Generated<number>;
  currency_id: number;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
  enabled: number;
}

/** An image a user uploaded; served at /uploads/<name>. A proof or ID photo must be the same user's upload. */
export interface UploadsTable {
  /** 32 random hex characters plus the extension of the sniffed type: 'ab12….png'. */
  name: string;
  user_id: number;
  /** image/jpeg, image/png or image/webp, from the content, never from the client. */
  mime: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
}

/** A deposit claim; the balance is credited only when an operator approves it. */
export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  /** 0 coin, 1 bank. */
  type: number;
  network_id: number | null;
  bank_account_id: number | null;
  /** Coin code (USDT) or bank currency name (EUR). */
  currency_code: string;
  protocol_code: string;
  /** Decimal string in the deposit's currency, as the user typed it. */
  number: string;
  /** Decimal string snapshot of usd_value_per_unit at submit: approval credits number x this. */
  usd_price: string;
  /** '/uploads/<name>' of the user's own upload. */
  proof_img: string;
  /** Coin: the network address the user paid to. */
  address: string;
  /** 0 unchecked, 1 finished (credited), 2 rejected, 3 invalid. */
  status: number;
  /** micro-USD credited at approval; 0 otherwise. */
  credited: number;
  /** Operator's note to the user. */
  remark: string;
  created_at: string;
  reviewed_at: string | null;
}

/**
 * A currency a user can withdraw in (`draw_symbol_list`). Here usd_price means the opposite of the deposit
 * side: units of the payout currency received per 1 USD (docs/product.md: received = (amount - fee) x usd_price),
 * so USDT 1, EUR about 0.92, BTC about 0.0000105.
 */
export interface WithdrawSymbolsTable {
  id: Generated<number>;
  /** 1 coin, 2 bank. */
  type: number;
  code: string;
  protocol: string;
  /** Decimal string: the fixed fee in USD when fee_type is 1, otherwise a rate on the amount (0.01 = 1 %). */
  draw_rate: string;
  fee_type: number;
  /** Decimal string: payout-currency units per 1 USD. */
  usd_price: string;
  enabled: number;
  sort: number;
}

/** A saved payout destination; soft-deleted so withdrawals keep pointing at it (they also snapshot it). */
export interface PayoutMethodsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 coin address, 2 bank account; equals the type of its withdraw symbol. */
  type: number;
  /** withdraw_symbols.id the destination is for. */
  draw_id: number;
  dc_address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  deleted: number;
  created_at: string;
}

/** A withdrawal request: `number` moved from balance to lock_balance when it was made. */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 coin, 2 bank. */
  type: number;
  symbol_id: number;
  method_id: number;
  /** micro-USD frozen. */
  number: number;
  /** micro-USD fee (part of number). */
  fee: number;
  /** Decimal string, 2 places, in the payout currency: (number - fee) x usd_price. */
  real_number: string;
  currency_code: string;
  protocol: string;
  /** Snapshot of the symbol's usd_price. */
  usd_price: string;
  /** The user's remark. */
  memo: string;
  /** 0 pending review, 1 paid, 2 rejected (money back). */
  status: number;
  /** The operator's note. */
  notes: string;
  /** Destination snapshot. */
  address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  created_at: string;
  reviewed_at: string | null;
}

/** One identity verification per user. */
export interface VerificationsTable {
  user_id: number;
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  /** 0 none or rejected (reason says why), 1 under review, 2 verified. */
  review_status: number;
  reason: string;
  updated_at: string;
}

/** A news article; its texts are per language in news_texts (English is required, the fallback). */
export interface NewsArticlesTable {
  id: Generated<number>;
  /** 1 is the news list the app shows (docs/product.md: category_id 1). */
  category_id: number;
  /** '' (none), a site path ('/logos/XAUUSD.svg') or an https URL. */
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

/** A back-office account (issue 7); separate from users, so a trader's token never opens an operator call. */
export interface OperatorsTable {
  id: Generated<number>;
  /** lower-cased. */
  email: string;
  password_hash: string;
  /** 'admin' everything; 'reviewer' the deposit, withdrawal and verification queues only. */
  role: 'admin' | 'reviewer';
  /** 1 once disabled: login refused, sessions revoked. */
  disabled: number;
  created_at: string;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  /** hex SHA-256 of the token. */
  token_hash: string;
  created_ms: number;
  last_seen_ms: number;
  /** created_ms + 8 hours: an absolute end, however busy the session is. */
  expires_ms: number;
  revoked_ms: number | null;
  ip: string;
  user_agent: string;
}

/** Append-only (triggers refuse UPDATE and DELETE): one row per operator action. */
export interface AuditLogTable {
  id: Generated<number>;
  /** null when the action came from the shell (npm run operator). */
  operator_id: number | null;
  /** The operator's e-mail, or 'cli'. */
  actor: string;
  /** e.g. 'deposit.approve', 'user.adjust', 'settings.update'. */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON of the target before and after the change; null where there is none (a creation, a login). */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** A price alert (011_alerts_push.ts, core/rules/price-alert.ts); armed and active are 0/1. */
export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  pair_id: number;
  /** A price on the pair's tick. */
  price: number;
  /** AlertDirection. */
  direction: number;
  /** AlertMode. */
  mode: number;
  armed: number;
  active: number;
  fired_count: number;
  last_fired_ms: number | null;
  created_ms: number;
}

/** A browser's Web Push subscription (one per device); `lang` is the language its notifications are written in. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  created_ms: number;
}

/** The notification kinds a user switched off, comma-separated (server/push/push-kinds.ts); no row: all on. */
export interface PushPrefsTable {
  user_id: number;
  disabled: string;
}

/** Server-made secrets shared by every instance (the VAPID key pair). */
export interface ServerSecretsTable {
  key: string;
  value: string;
}
