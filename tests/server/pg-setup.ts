import { randomBytes } from 'node:crypto';
import { onPostgres, templateDatabase, testDatabasePrefix, urlOf, withAdmin } from './test-database.js';

const run = randomBytes(4).toString('hex');

/**
 * vitest global setup of the server tests. On SQLite (npm test) it does nothing. Under `npm run test:pg` it
 * migrates and seeds one template database, which every test's database is then copied from (a copy takes
 * milliseconds; migrating and seeding each time would take seconds), and drops this run's databases at the end.
 */
export async function setup(): Promise<void> {
  if (!onPostgres) return;
  process.env.LOTLINE_TEST_RUN = run;
  await withAdmin((c) => c.query(`create database ${templateDatabase(run)}`));
  const { openDatabase } = await import('../../server/db/database.js');
  const { migrateToLatest } = await import('../../server/db/migrate.js');
  const { seed } = await import('../../server/db/seed.js');
  const { db, close } = await openDatabase({
    dataDir: '',
    databaseUrl: urlOf(templateDatabase(run)),
    databasePoolSize: 1,
  });
  try {
    await migrateToLatest(db);
    await seed(db);
  } finally {
    await close();
  }
}

export async function teardown(): Promise<void> {
  if (onPostgres) await dropCopies();
}

async function dropCopies(): Promise<void> {
  await withAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${testDatabasePrefix(run)}%`,
    ]);
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    await c.query(`drop database if exists ${templateDatabase(run)} with (force)`);
  });
}
