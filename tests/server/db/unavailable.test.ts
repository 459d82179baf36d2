import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openPostgres } from '../../../server/db/postgres.js';
import { isDatabaseUnavailable } from '../../../server/db/unavailable.js';
import { onPostgres, TEST_DATABASE_URL } from '../test-database.js';
import { freePort } from '../../support/net.js';

/** What `work` threw (it must throw). */
async function thrown(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

// The HTTP error handler answers "service busy" (503) exactly for these; every other database error stays a 500 or
// the route's own answer. The pool is the server's own (postgres.ts), on a real socket.
describe('which database failures count as "unavailable"', () => {
  it('a PostgreSQL nobody listens for: refused, unavailable', async () => {
    const { db } = await openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, 2);
    try {
      expect(isDatabaseUnavailable(await thrown(() => sql`select 1`.execute(db)))).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  describe.runIf(onPostgres)('on a PostgreSQL that answers', () => {
    it('an ordinary failure (bad SQL, a broken constraint) is not unavailable', async () => {
      const { db } = await openPostgres(TEST_DATABASE_URL, 2);
      try {
        expect(isDatabaseUnavailable(await thrown(() => sql`select no_such_column`.execute(db)))).toBe(false);
        expect(isDatabaseUnavailable(await thrown(() => sql`select 1 / 0`.execute(db)))).toBe(false);
      } finally {
        await db.destroy();
      }
    });

    it('a query unanswered past the bound is unavailable; its connection is dropped and the next query works', async () => {
      const { db, use, boundQueries } = await openPostgres(TEST_DATABASE_URL, 1);
      try {
        // Unbounded (the first start's work): a slow query is only slow.
        await sql`select pg_sleep(0.3)`.execute(db);
        boundQueries(100);
        const started = Date.now();
        const err = await thrown(() => db.transaction().execute((trx) => sql`select pg_sleep(2)`.execute(trx)));
        expect(isDatabaseUnavailable(err)).toBe(true);
        // The rollback does not wait behind the unanswered query on the spoilt connection.
        expect(Date.now() - started).toBeLessThan(1000);
        boundQueries(5000);
        // A pool of one: this works only on a fresh connection.
        expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
        expect(use().total).toBe(1);
      } finally {
        await db.destroy();
      }
    });
  });
});
