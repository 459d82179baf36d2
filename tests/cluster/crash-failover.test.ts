import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { drive, dropKeys, TEST_REDIS_URL, until } from './cluster-helpers.js';
import { startTestServer, type TestServer } from '../server/test-server.js';
import { testDatabaseUrl } from '../server/test-database.js';
import { demoUser } from '../support/users.js';
import { pairId } from '../support/market.js';
import { LedgerType, OrderStatus } from '../../core/codes.js';
import { ledgerBreaks } from '../server/ledger-check.js';
import { freePort } from '../support/net.js';
import { bundleServer } from '../../bench/server-bundle.js';
import { root } from '../../bench/root.js';

// The engine instance as a real process, killed with SIGKILL: no close(), no lease released by hand. PostgreSQL
// ends its session when the socket drops, which frees the advisory lock for the other instance.
const ARMED = 300;

let child: ChildProcess | null = null;
let b: TestServer;
let childDir: string;
let childUrl: string;
let prefix: string;

beforeAll(async () => {
  const bundle = bundleServer();
  childDir = mkdtempSync(join(tmpdir(), 'lotline-cluster-child-'));
  const databaseUrl = await testDatabaseUrl(childDir);
  prefix = `lotline-test:${randomBytes(4).toString('hex')}:`;
  const port = await freePort();
  childUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [bundle], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: childDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      TICKS_PER_SECOND: '0',
      LOG_LEVEL: 'silent',
      SCRYPT_LOG_N: '10',
      HISTORY_CANDLES: '60',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  await until(
    async () => {
      const r = await fetch(`${childUrl}/readyz`).then(
        (x) => x.json(),
        () => null,
      );
      return r?.engine === true;
    },
    60_000,
    'the child to hold the engine role',
  );
  b = await startTestServer({
    ticksPerSecond: 0,
    redisUrl: TEST_REDIS_URL,
    redisPrefix: prefix,
    databaseUrl,
    rateLimitPerMinute: 1_000_000,
  });
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await b?.stop();
  await dropKeys(prefix);
  rmSync(childDir, { recursive: true, force: true });
});

describe('the engine instance killed with SIGKILL', () => {
  it(
    'hands the role to the other instance within 5 s, which closes each of 300 armed orders exactly once',
    { timeout: 120_000 },
    async () => {
      expect(b.cluster.lease.held).toBe(false);
      const eth = pairId(b, 'ETHUSD');
      const price = b.market.lastPrice(eth)!;
      const users = await Promise.all(Array.from({ length: 10 }, (_, i) => demoUser(b, `cl-kill-${i}`)));
      const ids: number[] = [];
      for (let i = 0; i < ARMED; i++) {
        // Stop-losses spread from 90 % to 95 % of the price: one tick to 85 % crosses them all.
        const sl = Math.round(price * (0.9 + (i % 50) / 1000) * 100) / 100;
        const r = await b.get(
          '/v1/api/forex/submit',
          { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: eth, stop_loss_price: sl },
          users[i % users.length]!.auth,
        );
        expect(r.code).toBe(1);
        ids.push(r.data.Id);
      }
      const killed = Date.now();
      child!.kill('SIGKILL');
      await until(() => b.cluster.lease.held && b.engine.active, 5000, 'B to take the engine role');
      expect(Date.now() - killed).toBeLessThan(5000);
      await drive(b, [b], 'ETHUSD', Math.round(price * 0.85 * 100) / 100);
      await until(
        async () =>
          (
            await b.db
              .selectFrom('orders')
              .select('id')
              .where('id', 'in', ids)
              .where('status', '=', OrderStatus.Closed)
              .execute()
          ).length === ARMED,
        10_000,
        'every armed order closed',
      );
      const closes = await b.db
        .selectFrom('ledger')
        .select('memo')
        .where('type', '=', LedgerType.PositionClosed)
        .where(
          'memo',
          'in',
          ids.map((i) => `#${i}`),
        )
        .execute();
      expect(closes).toHaveLength(ARMED);
      expect(new Set(closes.map((c) => c.memo)).size).toBe(ARMED);
      for (const u of users) expect(await ledgerBreaks(b.db, u.id)).toEqual([]);
    },
  );
});
