import { describe, expect, it } from 'vitest';
import { crashRun } from '../../bench/crash-run.js';

// What held when the product was attacked: kill -9 at random moments lost and duplicated nothing.
// This guards it: 3 kills here, 25 in `npm run bench -- crash` (same code, bench/crash-run.ts).
describe('the server killed with SIGKILL under load', () => {
  it(
    'keeps every ledger whole and every acknowledged operation exactly once, and a client_id retry returns the same order',
    { timeout: 600_000 },
    async () => {
      const r = await crashRun({
        kills: 3,
        acksBeforeKill: [8, 25],
        log: process.env.CRASH_LOG ? console.log : undefined,
      });
      expect(r.problems).toEqual([]);
      expect(r).toMatchObject({ kills: 3, lost: 0, duplicated: 0, invariantViolations: 0, retryMismatches: 0 });
      // The run really loaded the server: at least 8 acknowledged operations before each kill and after the last restart.
      // (The timeout only bounds a stuck run: on a quiet 2-core machine this takes well under a minute; starts
      // of the built server are what take long on a loaded one.)
      expect(r.acknowledged).toBeGreaterThanOrEqual(4 * 8);
    },
  );
});
