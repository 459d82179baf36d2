import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { opAuth, startFundsServer } from '../../support/operators.js';
import { demoUser, realUser } from '../../support/users.js';
import { bindBank, bindCoin, creditByDeposit, ids as fundsIds, withdrawCode } from '../../support/funds.js';
import { fuzz, type Identity } from './fuzz-run.js';

/** Requests per route and identity mix; `npm run bench -- fuzz` runs ten times as many. */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let s: TestServer;
let ids: Identity[];
beforeAll(async () => {
  s = await startFundsServer();
  const real = await realUser(s, 'fuzz-real@example.com');
  // Money, two payout methods (small ids a hostile draw_method_id may hit) and a live withdrawal code, so the guarded
  // calls' hostile input reaches their balance, method, cooling-off and code checks, not only the schema.
  await creditByDeposit(s, real, '1000');
  const w = await fundsIds(s);
  await bindBank(s, real, w.wUsd.id);
  await bindCoin(s, real, w.wTrc20.id);
  await withdrawCode(s, real);
  const dem = await demoUser(s, 'fuzzdemo');
  ids = [
    { name: 'nobody', headers: {} },
    { name: 'real', headers: real.auth },
    { name: 'demo', headers: dem.auth },
    { name: 'operator', headers: opAuth() },
  ];
});
afterAll(async () => {
  await s.stop();
});

it(
  'answers every route of the route table with an envelope, never a 5xx, and writes nothing when it refuses',
  async () => {
    // The devices and sessions calls are in the table the run covers (a session_end is sent without one).
    const urls = s.app.routeTable.map((r) => r.url);
    // So are the performance calls: the public JSON ones and the back office's reads.
    for (const path of [
      '/v1/api/user/sessions',
      '/v1/api/user/session_end',
      '/v1/api/user/sessions_end_others',
      '/v1/api/perf/bench',
      '/v1/api/perf/rum',
      '/admin/api/perf/trend',
      '/admin/api/perf/table',
      '/admin/api/perf/bench',
    ])
      expect(urls).toContain(path);
    const counts = await fuzz(s, ids, { perRoute: PER_ROUTE, seed: SEED });
    expect(counts.routes).toBeGreaterThan(60);
    // One line the bench reads (`npm run bench -- fuzz`).
    console.log(
      `fuzz: ${counts.requests} requests over ${counts.routes} routes; 5xx ${counts.serverErrors.length}, non-envelope ${counts.nonEnvelope.length}, writes on refusal ${counts.writesOnRefusal.length}`,
    );
    expect(counts.serverErrors).toEqual([]);
    expect(counts.nonEnvelope).toEqual([]);
    expect(counts.writesOnRefusal).toEqual([]);
  },
  // Twice as long on PostgreSQL, where each request's writes are round trips (it ran past 160 s there under load).
  Math.max(120_000, PER_ROUTE * 8_000) * (process.env.TEST_DIALECT === 'postgres' ? 2 : 1),
);
