import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery, Kysely, SqliteDialect, SqliteDriver,
  type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig, type Transaction,
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

/** Prepared statements kept per SQL text. Kysely prepares every query anew; compiling SQL costs more than running it. */
const STATEMENT_CACHE = 512;

/** The better-sqlite3 handle as Kysely sees it, with a bounded statement cache in front of prepare(). */
function cachingDatabase(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => { sqlite.close(); },
    prepare: (sql: string) => {
      let st = cache.get(sql);
      if (!st) {
        st = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
        cache.set(sql, st);
      }
      return st as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
  };
}

/**
 * Runs fixed SQL text with parameters, skipping Kysely's builder and compiler. Only for the few statements
 * every order pays for (session lookup, debit, order and ledger inserts), where building and compiling the
 * query cost more than SQLite takes to run it; everything else stays in the typed builder.
 */
export async function hot<R>(ex: Executor, sqlText: string, params: readonly unknown[]): Promise<{ rows: R[]; changes: number }> {
  const r = await ex.executeQuery<R>(CompiledQuery.raw(sqlText, params as unknown[]));
  return { rows: r.rows, changes: Number(r.numAffectedRows ?? 0n) };
}

/** Opens (creating if needed) `<dataDir>/app.sqlite` with WAL, synchronous=FULL and foreign keys on. */
export function openDatabase(dataDir: string): { db: Db; sqlite: SQLite.Database } {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, 'app.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingDatabase(sqlite) }) });
  return { db, sqlite };
}
