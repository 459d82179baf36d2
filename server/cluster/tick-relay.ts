import type { Tick } from '../market/price-feed.js';
import { Channels, type Bus } from './bus.js';
import type { EngineLease } from './engine-lease.js';

/** A batch of ticks on the bus: the sender's lease epoch and [pairId, price, volume, timeMs] per tick. */
export interface TickBatch {
  epoch: number;
  ticks: [number, number, number, number][];
}

/**
 * The market across instances: the engine-role holder's feed sends its ticks here (MarketService.routeTicks);
 * they go out in batches (one per turn of the event loop: the simulator emits a scheduler period's ticks at
 * once) and every instance, the holder included, applies each batch in order. So every instance has the same
 * last prices and live candles and sends identical frames. A batch from an older epoch than one already seen
 * comes from a holder that lost the lease without knowing yet, and is dropped.
 */
export class TickRelay {
  readonly #bus: Bus;
  readonly #lease: EngineLease;
  #pending: TickBatch['ticks'] = [];
  #scheduled = false;
  #newestEpoch = 0;
  #stop: (() => void) | null = null;

  constructor(bus: Bus, lease: EngineLease) {
    this.#bus = bus;
    this.#lease = lease;
  }

  /** Applies every batch that arrives with `apply` (MarketService.applyTick). */
  listen(apply: (t: Tick) => void): void {
    this.#stop = this.#bus.subscribe(Channels.ticks, (m) => {
      const batch = m as TickBatch;
      if (batch.epoch < this.#newestEpoch) return;
      this.#newestEpoch = batch.epoch;
      for (const [pairId, price, volume, timeMs] of batch.ticks) apply({ pairId, price, volume, timeMs });
    });
  }

  /** The holder's feed sink: queue a tick for this turn's batch. */
  readonly send = (t: Tick): void => {
    if (!this.#lease.held) return;
    this.#pending.push([t.pairId, t.price, t.volume, t.timeMs]);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      const ticks = this.#pending;
      this.#pending = [];
      if (ticks.length && this.#lease.held)
        this.#bus.publish(Channels.ticks, { epoch: this.#lease.epoch, ticks } satisfies TickBatch);
    });
  };

  close(): void {
    this.#stop?.();
  }
}
