import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type pg from 'pg';
import { DatabaseUnavailable, marked } from './unavailable.js';
import type { Database } from './schema.js';

/** pg's type ids (pg_type.oid) this server reads as numbers: int8 (bigint, count(*)) and numeric (sum of bigints). */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * pg hands 64-bit integers over as strings (so `balance + credit` would concatenate). Every integer this
 * server stores fits a double exactly (micro-USD up to 9e15, i.e. 9 billion USD, and ms timestamps), so
 * they are parsed to numbers; a value past 2^53 - 1 throws rather than being silently rounded.
 */
export function parseSafeInteger(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer ${text} is beyond Number.MAX_SAFE_INTEGER`);
  return n;
}

/** numeric: sums of bigints are exact integers (checked as above); a ratio (the leaderboard's) is a plain double. */
export function parseNumeric(text: string): number {
  return /^-?\d+$/.test(text) ? parseSafeInteger(text) : Number(text);
}

/** The pool's connections now: all, idle, and callers waiting for one (the metrics read it). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * How long a caller waits for a pool connection by default, a new one's handshake included (ms; DATABASE_CONNECT_
 * TIMEOUT_MS). Past it the call fails as "database unavailable" (HTTP 503, server/db/unavailable.ts) instead of
 * queueing for as long as PostgreSQL is down, restarting or paused: a paused server accepts TCP connections and then
 * never answers.
 */
export const CONNECT_TIMEOUT_MS = 5000;

export interface OpenPostgres {
  db: Kysely<Database>;
  use: () => PoolUse;
  /**
   * From now on every query gives up after `ms` (0: never) and its connection is thrown away. The server turns it
   * on once it serves: the first start's work (migrations, the startup lock another instance may hold for long,
   * the history back-fill) runs unbounded.
   */
  boundQueries(ms: number): void;
}

/**
 * Kysely over a `pg` pool of `poolSize` connections. The parsers are this pool's own (not pg's global
 * table), so nothing else in the process is affected. pg is imported here only: a SQLite start never loads it.
 */
export async function openPostgres(
  url: string,
  poolSize: number,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
): Promise<OpenPostgres> {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return parseSafeInteger;
      if (oid === NUMERIC) return parseNumeric;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle connection the server drops (restart, admin kill) emits here; without a listener the process would
  // crash. The pool discards that connection and the next query opens a fresh one.
  pool.on('error', () => {});
  const use = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  let queryTimeoutMs = 0;
  const bounded = new WeakMap<pg.PoolClient, BoundedClient>();
  const dialectPool: PostgresPool = {
    connect: async () => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw marked(err);
      }
      let b = bounded.get(client);
      if (!b) bounded.set(client, (b = new BoundedClient(client, () => queryTimeoutMs)));
      return b;
    },
    end: () => pool.end(),
  };
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: dialectPool }) }),
    use,
    boundQueries: (ms) => {
      queryTimeoutMs = ms;
    },
  };
}

/**
 * A pool connection as Kysely uses it, whose queries give up after the bound. A query that timed out leaves its
 * connection busy (its answer may still come), so the connection is spoilt: later queries on it (the transaction's
 * rollback) fail at once, and its release closes it; PostgreSQL rolls back whatever the session left open.
 */
class BoundedClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #timeoutMs: () => number;
  #spoilt: Error | null = null;

  constructor(client: pg.PoolClient, timeoutMs: () => number) {
    this.#client = client;
    this.#timeoutMs = timeoutMs;
    // The pool listens for errors on idle connections only. One checked out between two queries (a transaction
    // waiting on its caller) that PostgreSQL ends (a restart: "terminating connection due to administrator
    // command") emits 'error' with nobody listening, which would crash the process; it is spoilt instead.
    client.on('error', (err) => {
      this.#spoilt ??= new DatabaseUnavailable(err.message, { cause: err });
    });
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    what: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // (a cursor, for Kysely's stream(): this server streams nothing, so it passes through as it is)
    if (typeof what !== 'string') return this.#client.query(what as never) as unknown as PostgresCursor<R>;
    if (this.#spoilt) return Promise.reject(this.#spoilt);
    const ms = this.#timeoutMs();
    const run = this.#client.query(what, parameters as unknown[]) as unknown as Promise<PostgresQueryResult<R>>;
    if (!ms) return run.catch((err: unknown) => Promise.reject(marked(err)));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#spoilt = new DatabaseUnavailable(`no answer from PostgreSQL within ${ms} ms`);
        reject(this.#spoilt);
      }, ms);
      run.then(
        (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(marked(err));
        },
      );
    });
  }

  release(): void {
    const spoilt = this.#spoilt;
    this.#spoilt = null;
    // pg-pool closes a connection released with an error instead of handing it out again.
    this.#client.release(spoilt ?? undefined);
  }
}
