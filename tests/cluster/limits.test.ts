import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPair, type Pair } from './cluster-helpers.js';

let p: Pair;
beforeAll(async () => { p = await startPair({ rateLimitPerMinute: 10 }); });
afterAll(async () => { await p.stop(); });

describe('limits shared by every instance', () => {
  it('answers 429 to the 11th request in a minute when requests alternate between A and B', async () => {
    const codes: number[] = [];
    // The limit counts per client address (no proxy is trusted here, so the peer's): every call below is one client's.
    for (let i = 0; i < 11; i++) codes.push((await (i % 2 ? p.b : p.a).get('/v1/api/forex/trade_list')).code);
    // Over the limit the envelope says 429 (HTTP 200, as every API answer: tests/server/lifecycle.test.ts).
    expect(codes).toEqual([...Array(10).fill(1), 429]);
  });
});
