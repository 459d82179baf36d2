import { roundPrice } from '../../core/rules/market-types.js';
import { isOpenAt, minutesPerYear } from './market-hours.js';
import { mulberry32, pairSeed } from './prng.js';
import { stepPrice } from './price-path.js';
import { simulatedVolume } from './volume.js';
import type { FeedPair, PriceFeed, Tick } from './price-feed.js';

export type SimPair = FeedPair;
const FEED_SALT = 0x5f3759df;
type Walk = SimPair & { rand: () => number; lastMs: number; mpy: number };

export interface SimOptions {
  seed: number;
  /** Scheduler period; each open pair trades with probability `tickChance` per period (0.35 at 100 ms ≈ 3.5 ticks/s). */
  tickMs?: number;
  tickChance?: number;
  now?: () => number;
}

/** The feed's options from the market's: `ticksPerSecond` (3.5 by default) a pair as a chance per period. */
export const simOptions = (
  o: { seed: number; tickMs?: number; ticksPerSecond?: number },
  now: () => number,
): SimOptions => ({
  seed: o.seed,
  now,
  tickMs: o.tickMs,
  tickChance: ((o.ticksPerSecond ?? 3.5) * (o.tickMs ?? 100)) / 1000,
});

/**
 * The default feed: per pair a seeded random walk with that asset's volatility, several ticks per
 * second while its market is open. Given the same seed and the same step times it produces the same ticks.
 */
export class SimulatedFeed implements PriceFeed {
  #pairs: Walk[];
  readonly #seed: number;
  readonly #listeners = new Set<(t: Tick) => void>();
  readonly #tickMs: number;
  readonly #chance: number;
  readonly #now: () => number;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(pairs: readonly SimPair[], opts: SimOptions) {
    this.#tickMs = opts.tickMs ?? 100;
    this.#chance = opts.tickChance ?? 0.35;
    this.#now = opts.now ?? Date.now;
    this.#seed = opts.seed;
    const start = this.#now();
    this.#pairs = pairs.map((p) => this.#walk(p, start));
  }

  /**
   * A pair's walk from `start`. Its random stream depends on the start minute too, so a restart goes on with
   * new draws instead of replaying the previous run's moves; the salt keeps it apart from the stream that
   * filled the downtime (history seeds with seed ^ minute).
   */
  #walk(p: SimPair, start: number): Walk {
    const seed = (this.#seed ^ Math.floor(start / 60_000) ^ FEED_SALT) >>> 0;
    return { ...p, rand: mulberry32(pairSeed(seed, p.id)), lastMs: start, mpy: minutesPerYear(p) };
  }

  /** Known pairs keep their price, random stream and clock and take the new settings; new pairs join; gone ones stop. */
  setPairs(pairs: readonly SimPair[]): void {
    const known = new Map(this.#pairs.map((w) => [w.id, w]));
    const start = this.#now();
    this.#pairs = pairs.map((p) => {
      const w = known.get(p.id);
      if (!w) return this.#walk(p, start);
      return Object.assign(w, {
        anchor: p.anchor,
        vol: p.vol,
        hours: p.hours,
        holidays: p.holidays,
        halted: p.halted,
        precision: p.precision,
        volumePerMinute: p.volumePerMinute,
        mpy: minutesPerYear(p),
      });
    });
  }

  onTick(listener: (t: Tick) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  isOpen(pairId: number, ms: number): boolean {
    const p = this.#pairs.find((x) => x.id === pairId);
    return !!p && !p.halted && isOpenAt(p, ms);
  }

  /** Advances every pair to `nowMs` and emits the ticks that happen; exposed for deterministic tests. */
  step(nowMs: number): Tick[] {
    const ticks: Tick[] = [];
    for (const p of this.#pairs) {
      if (p.halted || !isOpenAt(p, nowMs)) {
        p.lastMs = nowMs;
        continue;
      }
      if (p.rand() >= this.#chance) continue;
      const minutes = Math.max(nowMs - p.lastMs, 1) / 60_000;
      p.lastMs = nowMs;
      p.price = stepPrice(p.price, minutes, { vol: p.vol, anchor: p.anchor, minutesPerYear: p.mpy }, p.rand);
      // A trade is at least the smallest lot; on average the pair trades its volumePerMinute a minute, as history does.
      const volume = Math.max(simulatedVolume(p.volumePerMinute, minutes, p.rand), 0.01);
      ticks.push({ pairId: p.id, price: roundPrice(p.price, p.precision), volume, timeMs: nowMs });
    }
    for (const t of ticks) for (const l of this.#listeners) l(t);
    return ticks;
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.step(this.#now()), this.#tickMs);
    this.#timer.unref?.();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
