import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyDatabase } from '../../../server/db/copy-database.js';
import { onPostgres, testDatabasePrefix, urlOf, withAdmin } from '../test-database.js';
import { registerUser, startTestServer } from '../test-server.js';
import { demoUser } from '../../support/users.js';
import { pairId } from '../../support/market.js';
import { ledgerBreaks } from '../ledger-check.js';

// npm run db:copy: a used SQLite installation moves into an empty PostgreSQL database and the product carries on
// there. Needs a PostgreSQL, so it runs under npm run test:pg only.
describe.runIf(onPostgres)('npm run db:copy', () => {
  it(
    'moves a used SQLite installation into PostgreSQL with every count and the ledger intact, and it serves on',
    { timeout: 120_000 },
    async () => {
      const sqlite = await startTestServer({ databaseUrl: '' });
      const { dataDir } = sqlite;
      const { user } = await registerUser(sqlite, 'mover@example.com', 'moving house 1');
      const d = await demoUser(sqlite, 'mover-demo');
      const opened = await sqlite.post(
        '/v1/api/forex/submit',
        { type: 1, cont: '0.01', forex_id: pairId(sqlite, 'BTCUSD'), status: 1, multiple: 10 },
        d.auth,
      );
      expect(opened.code).toBe(1);
      await sqlite.close();

      const target = `${testDatabasePrefix()}copy`;
      await withAdmin((c) => c.query(`create database ${target}`));
      const report = await copyDatabase(join(dataDir, 'app.sqlite'), urlOf(target));
      expect(report.users).toBe(2);
      expect(report.ledgerBroken).toBe(0);
      expect(report.tables.orders).toBe(1);
      expect(report.tables.ledger).toBeGreaterThanOrEqual(3);
      // A second copy into the now used database is refused rather than doubled.
      await expect(copyDatabase(join(dataDir, 'app.sqlite'), urlOf(target))).rejects.toThrow(/not empty/);

      const pg = await startTestServer({ databaseUrl: urlOf(target) });
      try {
        const login = await pg.post('/api/user/loginForU', {
          account: 'mover@example.com',
          password: 'moving house 1',
          login_type: 'email',
        });
        expect(login).toMatchObject({ code: 1, data: { user: { id: user.id } } });
        const held = await pg.post('/v1/api/forex/my_deal', { status: 1, page: 1 }, d.auth);
        expect(held.data.data).toHaveLength(1);
        // New rows continue after the copied ids.
        const again = await pg.post(
          '/v1/api/forex/submit',
          { type: 1, cont: '0.01', forex_id: pairId(pg, 'BTCUSD'), status: 1, multiple: 10 },
          d.auth,
        );
        expect(again.data.Id).toBeGreaterThan(opened.data.Id);
        expect(await ledgerBreaks(pg.db)).toEqual([]);
      } finally {
        await pg.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
