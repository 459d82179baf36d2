import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as m001 from './migrations/001_accounts.js';
import * as m002 from './migrations/002_market.js';
import * as m003 from './migrations/003_orders.js';
import * as m004 from './migrations/004_funds.js';
import * as m005 from './migrations/005_content.js';
import * as m006 from './migrations/006_operators.js';

/** Migrations are imported statically so the compiled server needs no directory scan. Append only. */
const MIGRATIONS: Record<string, Migration> = {
  '001_accounts': m001,
  '002_market': m002,
  '003_orders': m003,
  '004_funds': m004,
  '005_content': m005,
  '006_operators': m006,
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
