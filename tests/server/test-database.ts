import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../server/db/database.js';

/**
 * The server tests' database. `npm test` uses a SQLite file in each test's data folder; `npm run test:pg`
 * (TEST_DIALECT=postgres) gives each data folder its own PostgreSQL database, copied from a template that
 * tests/server/pg-setup.ts migrated and seeded once. Keyed by the folder, so a test that restarts a server on
 * the same folder finds the same data, as it would in the SQLite file.
 */
export const onPostgres = process.env.TEST_DIALECT === 'postgres';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * This run's databases are named after its id (set by the global setup, inherited by the test workers), so two
 * runs against one server (two worktrees, or a run while another is going) never drop each other's.
 */
const RUN = process.env.LOTLINE_TEST_RUN ?? '';
export const templateDatabase = (run = RUN) => `lotline_tpl_${run}`;
/** Every per-test database of a run starts with this; the global teardown drops them all. */
export const testDatabasePrefix = (run = RUN) => `lotline_t_${run}_`;

/** TEST_DATABASE_URL with another database name. */
export function urlOf(database: string): string {
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs `work` on a short-lived connection to TEST_DATABASE_URL's own database (for CREATE/DROP DATABASE). */
export async function withAdmin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const created = new Map<string, Promise<string>>();

/** The PostgreSQL URL of `dataDir`'s database, created from the template on first use ('' on SQLite). */
export function testDatabaseUrl(dataDir: string): Promise<string> {
  if (!onPostgres) return Promise.resolve('');
  const name = testDatabasePrefix() + createHash('sha1').update(dataDir).digest('hex').slice(0, 20);
  let url = created.get(name);
  if (!url) {
    url = withAdmin(async (c) => {
      const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
      // Several test files copy the template at once; PostgreSQL refuses a copy while another one holds the
      // template ("being accessed by other users"), so a refused copy waits and tries again.
      for (let attempt = 0; !exists.rowCount; attempt++) {
        try {
          await c.query(`create database ${name} template ${templateDatabase()}`);
          break;
        } catch (err) {
          if (attempt >= 50 || !/being accessed by other users/.test(String(err))) throw err;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
      return urlOf(name);
    });
    created.set(name, url);
  }
  return url;
}

/** Opens `dataDir`'s database as the server would: its SQLite file, or its PostgreSQL copy under test:pg. */
export async function openTestDatabase(dataDir: string): Promise<OpenDatabase> {
  return openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir), databasePoolSize: 4 });
}
