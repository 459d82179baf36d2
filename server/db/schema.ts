import type {
  AreasTable,
  UsersTable,
  SessionsTable,
  CodesTable,
  CaptchasTable,
  OutboxTable,
  DeviceRevocationsTable,
} from './tables/accounts.js';
import type { LedgerTable } from './tables/ledger.js';
import type {
  SettingsTable,
  CompaniesTable,
  NewsArticlesTable,
  NewsTextsTable,
  LeaderboardSnapshotsTable,
} from './tables/content.js';
import type { CategoriesTable, TradePairsTable, CandlesTable } from './tables/market.js';
import type { OrdersTable, OrderEventsTable, OrderClosePartsTable } from './tables/trading.js';
import type {
  DepositNetworksTable,
  DepositBankCurrenciesTable,
  DepositBankAccountsTable,
  UploadsTable,
  UploadBlobsTable,
  DepositsTable,
  WithdrawSymbolsTable,
  PayoutMethodsTable,
  WithdrawalsTable,
  VerificationsTable,
} from './tables/funds.js';
import type { OperatorsTable, OperatorSessionsTable, AuditLogTable } from './tables/admin.js';
import type {
  PriceAlertsTable,
  PriceAlertFiresTable,
  PushSubscriptionsTable,
  PushPrefsTable,
  ServerSecretsTable,
} from './tables/alerts.js';
import type { TwoFactorTable, TwoFactorRecoveryTable } from './tables/two-factor.js';
import type { PerfBenchRunsTable, PerfRumBucketsTable } from './tables/perf.js';

export type * from './tables/accounts.js';
export type * from './tables/ledger.js';
export type * from './tables/content.js';
export type * from './tables/market.js';
export type * from './tables/trading.js';
export type * from './tables/funds.js';
export type * from './tables/admin.js';
export type * from './tables/alerts.js';
export type * from './tables/two-factor.js';
export type * from './tables/perf.js';

/**
 * Table types for Kysely, one file per area in tables/ (re-exported here, so a repository imports its table from
 * schema.ts). Money columns are integers of micro-USD (1e-6 USD) so sums are exact;
 * times named *_ms are Unix milliseconds, *_at are 'YYYY-MM-DD HH:mm:ss' UTC strings.
 */
export interface Database {
  settings: SettingsTable;
  areas: AreasTable;
  users: UsersTable;
  sessions: SessionsTable;
  device_revocations: DeviceRevocationsTable;
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
  order_close_parts: OrderClosePartsTable;
  deposit_networks: DepositNetworksTable;
  deposit_bank_currencies: DepositBankCurrenciesTable;
  deposit_bank_accounts: DepositBankAccountsTable;
  uploads: UploadsTable;
  upload_blobs: UploadBlobsTable;
  leaderboard_snapshots: LeaderboardSnapshotsTable;
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
  price_alert_fires: PriceAlertFiresTable;
  push_subscriptions: PushSubscriptionsTable;
  push_prefs: PushPrefsTable;
  server_secrets: ServerSecretsTable;
  two_factor: TwoFactorTable;
  two_factor_recovery: TwoFactorRecoveryTable;
  perf_bench_runs: PerfBenchRunsTable;
  perf_rum_buckets: PerfRumBucketsTable;
}
