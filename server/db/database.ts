import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery, Kysely, SqliteDialect, SqliteDriver,
  type DatabaseConnection, type Driver, type SqliteDialectConfig, type Transaction,
} from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** A database handle or an open transaction: repositories take either as their first argument. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * SQLite's plain BEGIN takes the write lock lazily, so two transactions that both read then write
 * can deadlock into SQLITE_BUSY. BEGIN IMMEDIATE takes it up front: writers queue instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Opens (creating if needed) `<dataDir>/app.sqlite` with WAL, synchronous=FULL and foreign keys on. */
export function openDatabase(dataDir: string): { db: Db; sqlite: SQLite.Database } {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, 'app.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}
