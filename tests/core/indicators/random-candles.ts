/** Seeded random candles for the indicator tests: the same seed gives the same series on every run. */

import { mulberry32 } from '../../../server/market/prng';

/** The price simulator's seeded generator (mulberry32), uniform in [0, 1). */
export const seededRandom = mulberry32;

export interface Candles {
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
}

/** A whole number in lo..hi. */
export const randomInt = (random: () => number, lo: number, hi: number): number =>
  lo + Math.floor(random() * (hi - lo + 1));

/**
 * A random walk of `length` one-minute candles on a random price scale (0.001 to 50,000) rounded to a tick, with flat
 * stretches (open = high = low = close, no volume) so a KDJ range of 0, a loss-free RSI and a zero BOLL deviation come
 * up, and occasional jumps.
 */
export function randomCandles(random: () => number, length: number): Candles {
  const candles: Candles = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  const scale = 10 ** (random() * 7.7 - 3);
  const tick = 10 ** Math.floor(Math.log10(scale) - 4);
  const round = (p: number) => Math.max(tick, Math.round(p / tick) * tick);
  let close = round(scale);
  let flat = 0;
  for (let i = 0; i < length; i++) {
    if (flat === 0 && random() < 0.08) flat = randomInt(random, 1, 40);
    const open = close;
    let high = open;
    let low = open;
    let volume = 0;
    if (flat > 0) {
      flat--;
    } else {
      const move = (random() - 0.5) * (random() < 0.05 ? 0.2 : 0.02);
      close = round(open * (1 + move));
      high = round(Math.max(open, close) * (1 + random() * 0.005));
      low = round(Math.min(open, close) * (1 - random() * 0.005));
      volume = random() < 0.1 ? 0 : Math.round(random() * 10 ** randomInt(random, 0, 6) * 100) / 100;
    }
    candles.time.push(1_700_000_000 + i * 60);
    candles.open.push(open);
    candles.high.push(high);
    candles.low.push(low);
    candles.close.push(close);
    candles.volume.push(volume);
  }
  return candles;
}
