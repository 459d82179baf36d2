import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from './database.js';

/**
 * The migrations' column types, so one migration text ends with the same schema on both dialects.
 * SQLite keeps exactly the types it always had (an existing file and a new one do not differ).
 */
export function columnTypes(db: Kysely<any>) {
  const pg = dialectOf(db) === 'postgres';
  return {
    /**
     * Every integer: SQLite's are 64-bit, PostgreSQL's `integer` is 32-bit (a 100,000 USD demo balance is 1e11
     * micro-USD, a time in ms is 1.7e12), so bigint there. pg's parser turns them back into safe JS numbers.
     */
    int: pg ? 'bigint' : 'integer',
    /** Prices and volumes: SQLite's real is an 8-byte double; PostgreSQL's `real` is 4 bytes (131072.13 would read 131072.12). */
    real: pg ? 'double precision' : 'real',
    /** A surrogate key: SQLite's autoincrement rowid, PostgreSQL's identity column (by default, so a copy may keep its ids). */
    id: (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  } as const;
}
