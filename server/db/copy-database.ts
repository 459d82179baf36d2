import { basename, dirname } from 'node:path';
import { existsSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

/**
 * Every table, parents before children (foreign keys), each with the key its rows are read in. users refers
 * to itself (invited_by) only to an older, smaller id, so id order inserts the inviter first.
 */
const TABLES: readonly [keyof Database, string, boolean][] = [
  // [table, order key, has an identity id]
  ['settings', 'key', false],
  ['areas', 'id', true],
  ['users', 'id', true],
  ['sessions', 'id', true],
  ['codes', 'id', true],
  ['captchas', 'id', false],
  ['outbox', 'id', true],
  ['ledger', 'id', true],
  ['companies', 'id', true],
  ['categories', 'id', true],
  ['trade_pairs', 'id', true],
  ['candles', 'pair_id, period, time', false],
  ['orders', 'id', true],
  ['order_events', 'id', true],
  ['order_close_parts', 'id', true],
  ['deposit_networks', 'id', true],
  ['deposit_bank_currencies', 'id', true],
  ['deposit_bank_accounts', 'id', true],
  ['uploads', 'name', false],
  ['upload_blobs', 'name', false],
  ['deposits', 'id', true],
  ['withdraw_symbols', 'id', true],
  ['payout_methods', 'id', true],
  ['withdrawals', 'id', true],
  ['verifications', 'user_id', false],
  ['news_articles', 'id', true],
  ['news_texts', 'article_id, lang', false],
  ['operators', 'id', true],
  ['operator_sessions', 'id', true],
  ['audit_log', 'id', true],
  ['leaderboard_snapshots', 'id', false],
  ['price_alerts', 'id', true],
  ['price_alert_fires', 'id', true],
  ['push_subscriptions', 'id', true],
  ['push_prefs', 'user_id', false],
  ['server_secrets', 'key', false],
  ['two_factor', 'id', true],
  ['two_factor_recovery', 'id', true],
  ['perf_bench_runs', 'id', true],
  ['perf_rum_buckets', 'day, route, locale, device_class, metric, bucket', false],
];

/** Rows per read and per INSERT: 500 rows of the widest table stay far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

export interface CopyReport {
  tables: Record<string, number>;
  users: number;
  ledgerBroken: number;
}

const count = async (db: Kysely<any>, table: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Users whose balances disagree with their ledger (server/ledger/ledger.ts): balance + lock_balance must be
 * sum(value) and lock_balance sum(lock_value). 0 on a healthy installation.
 */
async function ledgerBroken(db: Kysely<any>): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from users u left join (
      select user_id, sum(value) as v, sum(lock_value) as l from ledger group by user_id) s on s.user_id = u.id
    where u.balance + u.lock_balance <> coalesce(s.v, 0) or u.lock_balance <> coalesce(s.l, 0)`.execute(db);
  return Number(r.rows[0]!.n);
}

/**
 * `npm run db:copy -- --from data/app.sqlite --to postgres://…`: moves a SQLite installation into an empty
 * PostgreSQL database, in one transaction (all or nothing), ids kept. Both sides are first brought to the
 * latest migration; afterwards every table's count and the ledger invariant are compared, and a mismatch
 * rolls the copy back. Stop the server first: rows written during the copy would be missed.
 */
export async function copyDatabase(
  fromFile: string,
  toUrl: string,
  say: (line: string) => void = () => {},
): Promise<CopyReport> {
  if (basename(fromFile) !== 'app.sqlite' || !existsSync(fromFile))
    throw new Error(`--from must be an existing app.sqlite, got ${fromFile}`);
  const from = await openDatabase({ dataDir: dirname(fromFile) });
  const to = await openDatabase({ dataDir: '', databaseUrl: toUrl, databasePoolSize: 2 });
  try {
    await migrateToLatest(from.db);
    await migrateToLatest(to.db);
    for (const [table] of TABLES) {
      if ((await count(to.db, table)) > 0)
        throw new Error(`the target is not empty (${table} has rows): copy into a new database`);
    }
    const src = from.db as Kysely<any>;
    const tables: Record<string, number> = {};
    await to.db.transaction().execute(async (trx) => {
      const dst = trx as Kysely<any>;
      for (const [table, key, identity] of TABLES) {
        let n = 0;
        for (;;) {
          const rows = await src.selectFrom(table).selectAll().orderBy(sql.raw(key)).limit(CHUNK).offset(n).execute();
          if (!rows.length) break;
          await dst.insertInto(table).values(rows).execute();
          n += rows.length;
        }
        // Identity columns continue after the copied ids (a kept id does not move the sequence).
        if (identity)
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
            dst,
          );
        tables[table] = n;
        say(`${table}: ${n}`);
      }
      for (const [table] of TABLES) {
        const there = await count(dst, table);
        if (there !== tables[table]) throw new Error(`${table}: ${tables[table]} rows read, ${there} in the target`);
      }
      const [before, after] = [await ledgerBroken(src), await ledgerBroken(dst)];
      if (after !== before)
        throw new Error(`ledger invariant: ${before} users off in the source, ${after} in the target`);
      tables.ledgerBroken = after;
    });
    const ledgerOff = tables.ledgerBroken!;
    delete tables.ledgerBroken;
    return { tables, users: tables.users!, ledgerBroken: ledgerOff };
  } finally {
    await to.close();
    await from.close();
  }
}
