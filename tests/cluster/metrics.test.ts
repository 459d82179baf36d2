import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, holderOf, startPair, type Pair } from './cluster-helpers.js';
import { sampleOf } from '../support/metrics-text.js';

/** Each instance's /metrics are its own: the engine role on one of them, the bus timed on both. */

let p: Pair;
beforeAll(async () => {
  p = await startPair();
});
afterAll(async () => {
  await p.stop();
});

const scrape = async (url: string) => (await fetch(`${url}/metrics`)).text();

describe('metrics of two instances', () => {
  it('shows the engine lease held on exactly one, and both at the epoch it was taken at', async () => {
    const holder = holderOf(p.a, p.b)!;
    const [a, b] = [await scrape(p.a.url), await scrape(p.b.url)];
    expect(sampleOf(a, 'lotline_engine_lease_held') + sampleOf(b, 'lotline_engine_lease_held')).toBe(1);
    const held = holder === p.a ? a : b;
    expect(sampleOf(held, 'lotline_engine_lease_held')).toBe(1);
    expect(sampleOf(held, 'lotline_engine_lease_epoch')).toBe(holder.cluster.lease.epoch);
  });

  it("times the Redis bus on each, and the engine's ticks reach the other's publish pass", async () => {
    const holder = holderOf(p.a, p.b)!;
    const other = holder === p.a ? p.b : p.a;
    // The probe goes round every 5 s on each instance.
    await expect
      .poll(async () => sampleOf(await scrape(other.url), 'lotline_redis_bus_lag_seconds_count'), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const before = sampleOf(await scrape(other.url), 'lotline_tick_to_send_seconds_count');
    await drive(holder, [p.a, p.b], 'BTCUSD', 96_321.5);
    await expect
      .poll(async () => sampleOf(await scrape(other.url), 'lotline_tick_to_send_seconds_count'), { timeout: 5_000 })
      .toBeGreaterThan(before);
  });
});
