import { onPostgres, TEMPLATE_DATABASE, TEST_DATABASE_PREFIX, urlOf, withAdmin } from './test-database.js';

/**
 * vitest global setup of the server tests. On SQLite (npm test) it does nothing. Under `npm run test:pg` it
 * migrates and seeds one template database, which every test's database is then copied from (a copy takes
 * milliseconds; migrating and seeding each time would take seconds), and drops the copies at the end.
 */
export async function setup(): Promise<void> {
  if (!onPostgres) return;
  await dropCopies();
  await withAdmin(async (c) => {
    await c.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await c.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const { openDatabase } = await import('../../server/db/database.js');
  const { migrateToLatest } = await import('../../server/db/migrate.js');
  const { seed } = await import('../../server/db/seed.js');
  const { db, close } = await openDatabase({ dataDir: '', databaseUrl: urlOf(TEMPLATE_DATABASE), databasePoolSize: 1 });
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
    const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEST_DATABASE_PREFIX}%`]);
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
  });
}
