import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chaosRun } from '../../bench/chaos-run.js';
import { testDatabaseUrl } from '../server/test-database.js';

// The engine-role holder killed with SIGKILL five times under an order load on two instances, as
// `npm run bench -- chaos` does twenty times (bench/chaos-run.ts: the same run, with the figures printed there).
const dir = mkdtempSync(join(tmpdir(), 'lotline-chaos-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the engine instance killed under an order load', () => {
  it(
    'loses and repeats nothing acknowledged, keeps every ledger whole, and keeps stops, alerts and phones working after each failover',
    { timeout: 600_000 },
    async () => {
      const r = await chaosRun({
        kills: 5,
        databaseUrl: await testDatabaseUrl(dir),
        // A stop and an alert armed on the new holder must fire; how soon is the bench's figure.
        triggerWindowMs: 30_000,
      });
      const failover = r.failoverMs.map((ms) => `${ms} ms`).join(', ');
      console.log(`chaos: ${r.kills} kills, ${r.acknowledged} of ${r.sent} acknowledged, failover ${failover}`);
      expect(r.problems).toEqual([]);
      expect(r.kills).toBe(5);
      expect(r.acknowledged).toBeGreaterThan(100);
      expect([r.lost, r.duplicated, r.invariantViolations, r.missedTriggers]).toEqual([0, 0, 0, 0]);
      expect(r.probeMs).toHaveLength(5);
    },
  );
});
