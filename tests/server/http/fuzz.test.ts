import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { demo, opAuth, realUser, startFundsServer } from '../funds/funds-helpers.js';
import { fuzz, type Identity } from './fuzz-run.js';

/** Requests per route and identity mix; `npm run bench -- fuzz` runs ten times as many. */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let s: TestServer;
let ids: Identity[];
beforeAll(async () => {
  s = await startFundsServer();
  const real = await realUser(s, 'fuzz-real@example.com');
  const dem = await demo(s, 'fuzzdemo');
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
  Math.max(120_000, PER_ROUTE * 8_000),
);
