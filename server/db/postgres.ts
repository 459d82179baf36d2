import { Kysely, PostgresDialect } from 'kysely';
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

/**
 * Kysely over a `pg` pool of `poolSize` connections. The parsers are this pool's own (not pg's global
 * table), so nothing else in the process is affected. pg is imported here only: a SQLite start never loads it.
 */
/** The pool's connections now: all, idle, and callers waiting for one (the metrics read it). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export async function openPostgres(
  url: string,
  poolSize: number,
): Promise<{ db: Kysely<Database>; use: () => PoolUse }> {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return parseSafeInteger;
      if (oid === NUMERIC) return parseNumeric;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server drops (restart, admin kill) emits here; without a listener the process would
  // crash. The pool discards that connection and the next query opens a fresh one.
  pool.on('error', () => {});
  const use = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), use };
}
