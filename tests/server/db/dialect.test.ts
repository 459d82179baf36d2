import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectOf } from '../../../server/db/database.js';
import { isUniqueViolation } from '../../../server/db/unique-violation.js';
import { onPostgres } from '../test-database.js';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';

// The same file runs under `npm test` (SQLite) and `npm run test:pg` (PostgreSQL): it checks that the harness
// really picked the dialect it claims, and the type rules the money code relies on.
describe(`the database (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.stop();
  });

  it('is the dialect the test run asked for', () => {
    expect(dialectOf(s.db)).toBe(onPostgres ? 'postgres' : 'sqlite');
  });

  it('keeps 64-bit money exact and hands it back as numbers, count(*) and sums too', async () => {
    const { user } = await registerUser(s, 'big@example.com');
    // 2^53 - 1 micro-USD: the largest exact value; PostgreSQL's 32-bit integer would refuse 1e11 already.
    await s.db.updateTable('users').set({ balance: Number.MAX_SAFE_INTEGER }).where('id', '=', user.id).execute();
    const row = await s.db.selectFrom('users').select(['balance']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.balance).toBe(Number.MAX_SAFE_INTEGER);
    const n = await s.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof n.n).toBe('number');
    const sum = await sql<{ t: number }>`select sum(balance) as t from users where id = ${user.id}`.execute(s.db);
    expect(sum.rows[0]!.t).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.runIf(onPostgres)('refuses to read an integer past 2^53 rather than rounding it', async () => {
    await expect(sql`select 9007199254740993::bigint as n`.execute(s.db)).rejects.toThrow(/MAX_SAFE_INTEGER/);
  });

  it('keeps prices as doubles (PostgreSQL real would store 131072.13 as 131072.12)', async () => {
    const pair = await s.db.selectFrom('trade_pairs').select('id').executeTakeFirstOrThrow();
    await s.db.updateTable('trade_pairs').set({ start_price: 131072.13 }).where('id', '=', pair.id).execute();
    const r = await s.db
      .selectFrom('trade_pairs')
      .select('start_price')
      .where('id', '=', pair.id)
      .executeTakeFirstOrThrow();
    expect(r.start_price).toBe(131072.13);
  });

  it('tells a unique violation by its code', async () => {
    const err = await s.db
      .insertInto('settings')
      .values({ key: 'code_sends_per_hour', value: 'x' })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE'))).toBe(false);
  });

  it('keeps the audit log append-only', async () => {
    await s.db
      .insertInto('audit_log')
      .values({
        operator_id: null,
        actor: 't',
        action: 'a',
        target_type: 'x',
        target_id: '1',
        before_json: null,
        after_json: null,
        created_at: '2026-01-01 00:00:00',
      })
      .execute();
    await expect(s.db.updateTable('audit_log').set({ actor: 'y' }).execute()).rejects.toThrow(/append-only/);
    await expect(s.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
