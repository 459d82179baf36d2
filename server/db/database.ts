import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import type { Database } from './schema.js';
import { openPostgres, type PoolUse } from './postgres.js';

export type Db = Kysely<Database>;
/** A database handle or an open transaction: repositories take either as their first argument. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** The two SQL dialects the server runs on. SQLite is the default; PostgreSQL comes with DATABASE_URL. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * Which dialect a handle (or transaction) speaks, for the few statements that must differ. Read from the
 * handle itself, so repositories need no extra argument and a transaction answers like its database.
 */
export function dialectOf(ex: Executor | Kysely<any>): Dialect {
  return ex.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

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
    close: () => {
      sqlite.close();
    },
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
export async function hot<R>(
  ex: Executor,
  sqlText: string,
  params: readonly unknown[],
): Promise<{ rows: R[]; changes: number }> {
  const text = dialectOf(ex) === 'postgres' ? numbered(sqlText) : sqlText;
  const r = await ex.executeQuery<R>(CompiledQuery.raw(text, params as unknown[]));
  return { rows: r.rows, changes: Number(r.numAffectedRows ?? 0n) };
}

/** hot()'s SQL with PostgreSQL's placeholders: the n-th `?` becomes `$n` (hot SQL text holds no `?` in literals). */
const numberedCache = new Map<string, string>();
function numbered(sqlText: string): string {
  let text = numberedCache.get(sqlText);
  if (text === undefined) {
    let n = 0;
    text = sqlText.replace(/\?/g, () => `$${++n}`);
    if (numberedCache.size >= STATEMENT_CACHE) numberedCache.delete(numberedCache.keys().next().value!);
    numberedCache.set(sqlText, text);
  }
  return text;
}

/** Where the data lives: the SQLite file in dataDir, or PostgreSQL when databaseUrl is set. */
export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize?: number;
  /** How long a caller waits for a PostgreSQL connection (ms; postgres.ts CONNECT_TIMEOUT_MS by default). */
  databaseConnectTimeoutMs?: number;
}
export interface OpenDatabase {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL's pool use now; SQLite has one connection and no pool. */
  poolUse?: () => PoolUse;
  /** PostgreSQL: every query from now on gives up after `ms` (postgres.ts); SQLite waits on its own file only. */
  boundQueries(ms: number): void;
  /** Destroys the handle (pool or file); safe to call twice. */
  close(): Promise<void>;
}

/** Opens the configured database: PostgreSQL by databaseUrl, else `<dataDir>/app.sqlite`. */
export async function openDatabase(options: DatabaseOptions | string): Promise<OpenDatabase> {
  const o = typeof options === 'string' ? { dataDir: options } : options;
  if (o.databaseUrl) {
    const { db, use, boundQueries } = await openPostgres(
      o.databaseUrl,
      o.databasePoolSize ?? 10,
      o.databaseConnectTimeoutMs,
    );
    let closed: Promise<void> | null = null;
    return { db, dialect: 'postgres', poolUse: use, boundQueries, close: () => (closed ??= db.destroy()) };
  }
  const { db, sqlite } = openSqlite(o.dataDir);
  return {
    db,
    dialect: 'sqlite',
    boundQueries: () => {},
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

/** Opens (creating if needed) `<dataDir>/app.sqlite` with WAL, synchronous=FULL and foreign keys on. */
export function openSqlite(dataDir: string): { db: Db; sqlite: SQLite.Database } {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, 'app.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingDatabase(sqlite) }) });
  return { db, sqlite };
}
