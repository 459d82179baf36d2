import { resolve } from 'node:path';
import type { LogFormat } from './http/log-stream.js';
import { PROJECT_ROOT } from './paths.js';
import { MARKET_HOURS_MODES, type MarketHoursMode } from './market/market-hours.js';
import type { PushNetwork } from './push/push-network.js';

/** Every server setting, read once from the environment. Defaults run a local demo on one machine. */
export interface Config {
  /** HTTP and socket port. */
  port: number;
  /** Interface to bind; 0.0.0.0 so a phone on the LAN can reach a dev machine. */
  host: string;
  /** Folder for the SQLite file and uploads (uploads stay here on PostgreSQL too). */
  dataDir: string;
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file in dataDir (the default). */
  databaseUrl: string;
  /**
   * redis://… runs this process as one of many instances (docs/operations.md, Many instances): ticks, pushes and
   * limits go through Redis and one instance at a time holds the engine role. Empty: one instance, no Redis.
   */
  redisUrl: string;
  /** Prefix of every Redis key and channel, so several deployments (or test files) can share one Redis. */
  redisPrefix: string;
  /**
   * Where uploads live beyond this instance's disk: 'disk' (DATA_DIR/uploads, the default), 'postgres' (a table)
   * or 's3' (an S3-compatible bucket, `s3` below).
   */
  blobStore: BlobStoreKind;
  /** BLOB_STORE=s3: the bucket and how to reach it (S3_*); null otherwise. */
  s3: S3Settings | null;
  /** Connections in the PostgreSQL pool (unused on SQLite, which has one). */
  databasePoolSize: number;
  /**
   * Once serving, how long a PostgreSQL query may go unanswered before the request fails as "service busy" (HTTP
   * 503) rather than hanging while the database is paused or unreachable (ms; 0: no bound).
   */
  databaseQueryTimeoutMs: number;
  /**
   * How long a request waits for a PostgreSQL connection, in the pool's queue or a new one's handshake (ms), before
   * failing as "service busy" (503). Long enough for a busy pool to drain; short enough that a paused database is told.
   */
  databaseConnectTimeoutMs: number;
  /** Folder holding the built app (vite's output): APP_DIR, else dist/app, or dist/app-react when UI=react. */
  appDir: string;
  /** smtp(s)://user:pass@host:port; empty means mail goes to the log and the outbox table only. */
  smtpUrl: string;
  mailFrom: string;
  /** Public origin of the site, used in mail texts; empty means derived from the request. */
  publicOrigin: string;
  /** Operator bootstrap account (used by the back office). */
  adminEmail: string;
  adminPassword: string;
  /** scrypt cost as log2(N); 17 in production. Tests lower it to keep the suite fast. */
  scryptLogN: number;
  /** Largest accepted request body in bytes (uploads have their own limit). */
  bodyLimit: number;
  /** Requests per minute per IP across the API before code 429. */
  rateLimitPerMinute: number;
  /** 'silent' | 'error' | 'warn' | 'info' | 'debug'. */
  logLevel: string;
  /** LOG_FORMAT: 'json' lines for machines, 'pretty' readable lines; by default pretty only when stdout is a terminal. */
  logFormat: LogFormat;
  /** Trust X-Forwarded-For (set when behind a reverse proxy). */
  trustProxy: boolean;
  /** Origins allowed to call the API besides the page's sibling hosts (m.x.com <-> api.x.com), exact. */
  corsOrigins: string[];
  /** Seed of the price simulator: the same seed replays the same market. */
  simSeed: number;
  /** Simulator scheduler period in ms. */
  tickMs: number;
  /** Average trades per second per open pair in the simulator. */
  ticksPerSecond: number;
  /** Candles per period a first start simulates (300, a full chart; 1 to 1000). Fewer start faster. */
  historyCandles: number;
  /** Open sockets allowed per client IP. */
  wsMaxPerIp: number;
  /** On shutdown, how long in-flight requests may take before remaining connections are cut. */
  shutdownGraceMs: number;
  /** Serve the OpenAPI document at /docs (API_DOCS=1; npm run dev sets it). Off in a default start. */
  apiDocs: boolean;
  /**
   * METRICS_TOKEN: /metrics answers a caller sending `authorization: Bearer <token>`. Empty (the default): only
   * this machine may read it (docs/operations.md, Metrics).
   */
  metricsToken: string;
  /**
   * MARKET_HOURS: 'calendar' (default) keeps each pair's hours (forex, metals, indices and energy close at the
   * weekend); 'always' opens every pair around the clock, for a demo site. Every instance of a cluster needs the same.
   */
  marketHours: MarketHoursMode;
  /**
   * The market's clock (ms), Date.now unless given: market hours, candles and the day's change follow it. Not read
   * from the environment; tests set it to choose the instant (a Saturday noon, a Monday's open).
   */
  marketClock?: () => number;
  /**
   * Tests only: how Web Push resolves push services (a table instead of DNS, so nothing leaves the machine), and the
   * local push service's address and certificate it may use. Unset: the system's resolver, public addresses only.
   */
  pushNetwork?: PushNetwork;
  /**
   * The server's own clock (ms) for the account's time rules: e-mail codes (expiry, the 60 s and hourly send limits)
   * and the payout cooling-off (payout_cooling_hours). Date.now unless given; not read from the environment. Tests set
   * it (tests/server/test-clock.ts) to step past a limit or to the instant a cooling-off ends.
   */
  clock?: () => number;
}

function int(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return n;
}

function inRange(name: string, n: number, min: number, max: number): number {
  if (n < min || n > max) throw new Error(`${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/** The built app's folder for UI: the Preact build (what ships) or the same source on real React. */
function appFolder(ui: string | undefined): string {
  if (!ui || ui === 'preact') return 'app';
  if (ui === 'react') return 'app-react';
  throw new Error(`UI must be preact or react, got "${ui}"`);
}

/** DATABASE_URL: empty (SQLite) or a postgres:// URL; anything else is refused rather than silently ignored. */
function databaseUrl(raw: string | undefined): string {
  if (!raw) return '';
  if (!/^postgres(ql)?:\/\//.test(raw))
    throw new Error('DATABASE_URL must be a postgres:// URL (unset means SQLite in DATA_DIR)');
  return raw;
}

/** MARKET_HOURS: calendar (default) or always. */
function marketHours(raw: string | undefined): MarketHoursMode {
  if (!raw) return 'calendar';
  const mode = MARKET_HOURS_MODES.find((m) => m === raw);
  if (!mode) throw new Error(`MARKET_HOURS must be ${MARKET_HOURS_MODES.join(' or ')}, got "${raw}"`);
  return mode;
}

/** REDIS_URL: empty, or redis(s):// with PostgreSQL, since the engine lease and the shared data live there. */
function redisUrl(raw: string | undefined, database: string): string {
  if (!raw) return '';
  if (!/^rediss?:\/\//.test(raw)) throw new Error('REDIS_URL must be a redis:// URL (unset means one instance)');
  if (!database) throw new Error('REDIS_URL needs DATABASE_URL: many instances share one PostgreSQL');
  return raw;
}

export type BlobStoreKind = 'disk' | 'postgres' | 's3';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2…). Keys are optional: without them the AWS SDK's
 * default chain (its own environment variables, an instance role) answers.
 */
export interface S3Settings {
  bucket: string;
  /** S3_REGION, default us-east-1 (most S3-compatible servers accept any). */
  region: string;
  /** S3_ENDPOINT, e.g. http://minio:9000; '' for AWS itself. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE=1: http://host/bucket/key instead of http://bucket.host/key (MinIO and most self-hosted). */
  forcePathStyle: boolean;
  /** S3_PREFIX: put before every key (e.g. 'uploads/'), so one bucket can hold other things too. */
  prefix: string;
}

/** BLOB_STORE: disk (default), postgres (needs DATABASE_URL) or s3 (needs S3_BUCKET). */
function blobStore(raw: string | undefined, database: string): BlobStoreKind {
  if (!raw || raw === 'disk') return 'disk';
  if (raw !== 'postgres' && raw !== 's3') throw new Error(`BLOB_STORE must be disk, postgres or s3, got "${raw}"`);
  if (raw === 'postgres' && !database) throw new Error('BLOB_STORE=postgres needs DATABASE_URL');
  return raw;
}

/** The S3_* settings when BLOB_STORE=s3. */
function s3Settings(kind: BlobStoreKind, env: NodeJS.ProcessEnv): S3Settings | null {
  if (kind !== 's3') return null;
  const bucket = env.S3_BUCKET || '';
  if (!bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT || '';
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('S3_ENDPOINT must be an http(s):// URL');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX || '',
  };
}

/** Reads the configuration; throws on a malformed value so a typo fails at start, not at run time. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = readConfig(env);
  // Many instances prepare the market while holding the startup lock's connection: the pool needs another one.
  if (config.redisUrl && config.databasePoolSize < 2)
    throw new Error('DATABASE_POOL_SIZE must be at least 2 with REDIS_URL');
  return config;
}

function readConfig(env: NodeJS.ProcessEnv): Config {
  return {
    port: int('PORT', 8080, env),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    redisUrl: redisUrl(env.REDIS_URL, databaseUrl(env.DATABASE_URL)),
    redisPrefix: env.REDIS_PREFIX || 'lotline:',
    blobStore: blobStore(env.BLOB_STORE, databaseUrl(env.DATABASE_URL)),
    s3: s3Settings(blobStore(env.BLOB_STORE, databaseUrl(env.DATABASE_URL)), env),
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, env),
    databaseQueryTimeoutMs: int('DATABASE_QUERY_TIMEOUT_MS', 5000, env),
    databaseConnectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT_MS', 5000, env),
    appDir: resolve(env.APP_DIR || resolve(PROJECT_ROOT, 'dist', appFolder(env.UI))),
    smtpUrl: env.SMTP_URL || '',
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    publicOrigin: env.PUBLIC_ORIGIN || '',
    adminEmail: env.ADMIN_EMAIL || '',
    adminPassword: env.ADMIN_PASSWORD || '',
    scryptLogN: int('SCRYPT_LOG_N', 17, env),
    bodyLimit: int('BODY_LIMIT', 1024 * 1024, env),
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 600, env),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormatOf(env.LOG_FORMAT),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    simSeed: int('SIM_SEED', 20261123, env),
    marketHours: marketHours(env.MARKET_HOURS),
    tickMs: int('TICK_MS', 100, env),
    ticksPerSecond: Number(env.TICKS_PER_SECOND || 3.5),
    historyCandles: inRange('HISTORY_CANDLES', int('HISTORY_CANDLES', 300, env), 1, 1000),
    wsMaxPerIp: int('WS_MAX_PER_IP', 50, env),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 5000, env),
    apiDocs: env.API_DOCS === '1',
    metricsToken: env.METRICS_TOKEN ?? '',
  };
}

/** LOG_FORMAT, or by default readable lines for a person at a terminal and JSON lines for anything else. */
function logFormatOf(v: string | undefined): LogFormat {
  if (v === 'json' || v === 'pretty') return v;
  if (v) throw new Error(`LOG_FORMAT must be json or pretty, not ${v}`);
  return process.stdout.isTTY ? 'pretty' : 'json';
}
