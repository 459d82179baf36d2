import { describe, expect, it } from 'vitest';
import { Channels, LocalBus } from '../../../server/cluster/bus.js';
import { TickRelay, type TickBatch } from '../../../server/cluster/tick-relay.js';
import type { EngineLease } from '../../../server/cluster/engine-lease.js';
import type { Tick } from '../../../server/market/price-feed.js';

/** A lease the test sets by hand. */
const lease = (held: boolean, epoch: number) =>
  ({ held, epoch, onChange() {}, start: async () => {}, close: async () => {} }) satisfies EngineLease;
const settle = () => new Promise((r) => setImmediate(r));

describe('the tick relay (many instances)', () => {
  it("sends a turn of the event loop's ticks as one batch with the epoch, and every listener applies them in order", async () => {
    const bus = new LocalBus();
    const batches: TickBatch[] = [];
    bus.subscribe(Channels.ticks, (m) => batches.push(m as TickBatch));
    const relay = new TickRelay(bus, lease(true, 7));
    const applied: Tick[] = [];
    relay.listen((t) => applied.push(t));
    relay.send({ pairId: 1, price: 10, volume: 1, timeMs: 1000 });
    relay.send({ pairId: 2, price: 20, volume: 2, timeMs: 1001 });
    await settle();
    await settle();
    expect(batches).toEqual([
      {
        epoch: 7,
        ticks: [
          [1, 10, 1, 1000],
          [2, 20, 2, 1001],
        ],
      },
    ]);
    expect(applied.map((t) => t.price)).toEqual([10, 20]);
  });

  it('drops a batch from an older epoch than one already applied (a holder that lost the lease without knowing)', async () => {
    const bus = new LocalBus();
    const relay = new TickRelay(bus, lease(false, 0));
    const applied: number[] = [];
    relay.listen((t) => applied.push(t.price));
    bus.publish(Channels.ticks, { epoch: 2, ticks: [[1, 10, 1, 1]] } satisfies TickBatch);
    bus.publish(Channels.ticks, { epoch: 3, ticks: [[1, 11, 1, 2]] } satisfies TickBatch);
    bus.publish(Channels.ticks, { epoch: 2, ticks: [[1, 99, 1, 3]] } satisfies TickBatch);
    await settle();
    expect(applied).toEqual([10, 11]);
  });

  it('sends nothing from an instance that does not hold the lease', async () => {
    const bus = new LocalBus();
    const batches: unknown[] = [];
    bus.subscribe(Channels.ticks, (m) => batches.push(m));
    new TickRelay(bus, lease(false, 4)).send({ pairId: 1, price: 10, volume: 1, timeMs: 1 });
    await settle();
    await settle();
    expect(batches).toEqual([]);
  });
});
