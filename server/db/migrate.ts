import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { dialectOf, type Db } from './database.js';
import * as m001 from './migrations/001_accounts.js';
import * as m002 from './migrations/002_market.js';
import * as m003 from './migrations/003_orders.js';
import * as m004 from './migrations/004_funds.js';
import * as m005 from './migrations/005_content.js';
import * as m006 from './migrations/006_operators.js';
import * as m007 from './migrations/007_unique_proof.js';
import * as m008 from './migrations/008_trailing_stop.js';
import * as m009 from './migrations/009_order_events.js';
import * as m010 from './migrations/010_upload_blobs.js';
import * as m011 from './migrations/011_engine_chores.js';
import * as m012 from './migrations/012_alerts_push.js';
import * as m013 from './migrations/013_raster_logos.js';
import * as m014 from './migrations/014_close_parts.js';
import * as m015 from './migrations/015_alert_fires.js';
import * as m016 from './migrations/016_market_sessions.js';
import * as m017 from './migrations/017_two_factor.js';
import * as m018 from './migrations/018_session_devices.js';
import * as m019 from './migrations/019_payout_guard.js';
import * as m020 from './migrations/020_performance.js';

/** Migrations are imported statically so the compiled server needs no directory scan. Append only. */
const MIGRATIONS: Record<string, Migration> = {
  '001_accounts': m001,
  '002_market': m002,
  '003_orders': m003,
  '004_funds': m004,
  '005_content': m005,
  '006_operators': m006,
  '007_unique_proof': m007,
  '008_trailing_stop': m008,
  '009_order_events': m009,
  '010_upload_blobs': m010,
  '011_engine_chores': m011,
  '012_alerts_push': m012,
  '013_raster_logos': m013,
  '014_close_parts': m014,
  '015_alert_fires': m015,
  '016_market_sessions': m016,
  '017_two_factor': m017,
  '018_session_devices': m018,
  '019_payout_guard': m019,
  '020_performance': m020,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws (and the server refuses to start) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') throw new Error(`migration ${r.migrationName} failed`, { cause: error });
  }
  if (error) throw error;
}

/**
 * pg_advisory_lock key of the first start's work (Kysely's migrator takes its own, different key inside).
 * Any 64-bit number no other code uses; this one spells "lotline" in a phone keypad's digits.
 */
const STARTUP_LOCK = 5685463;

/**
 * Runs `work` (migrate, seed, the first operator) while holding a lock that every starting process takes: their
 * "count, then insert if none" steps would otherwise race when several instances share one PostgreSQL. On
 * PostgreSQL it is a session advisory lock and `work` gets that one connection (so a pool of 1 suffices); on
 * SQLite, one process at a time owns the file's first start anyway (seed's BEGIN IMMEDIATE), so `work` runs as is.
 */
export async function underStartupLock<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK)})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK)})`.execute(conn);
    }
  });
}
