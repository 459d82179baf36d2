import type { PairRow } from './pairs-repository.js';
import type { FeedPair } from './price-feed.js';
import { volumePerMinute } from './volume.js';

/** Which simulator setting of a pair cannot drive a price (not finite, not positive, out of range), or null. */
export function badSimulatorSetting(p: PairRow): string | null {
  if (!(Number.isFinite(p.volatility) && p.volatility > 0 && p.volatility <= 5)) return 'volatility';
  if (!(Number.isFinite(p.start_price) && p.start_price > 0 && p.start_price <= 1e9)) return 'start_price';
  if (!(Number.isInteger(p.price_precision) && p.price_precision >= 0 && p.price_precision <= 8))
    return 'price_precision';
  return null;
}

/**
 * What the simulated feed needs of a pair, starting at `last` (its last price). A catalogue value that cannot
 * drive a price must never take the market down: then the pair keeps `good` (its last usable settings), or
 * safe defaults, at its last price, and `warn` says why. Returns the settings and whether they are usable.
 */
export function feedPairOf(
  p: PairRow,
  last: number | undefined,
  good: FeedPair | undefined,
  warn: (msg: string) => void,
): { fp: FeedPair; usable: boolean } {
  const problem = badSimulatorSetting(p);
  if (problem) {
    warn(`market: pair ${p.code} has an unusable ${problem}; keeping its last good settings`);
    const price = last ?? good?.price ?? 1;
    const fp = {
      ...(good ?? { id: p.id, price, anchor: price, vol: 0.2, hours: 'always', precision: 2, volumePerMinute: 10 }),
      price,
      halted: p.tradable !== 1,
    };
    return { fp, usable: false };
  }
  const fp: FeedPair = {
    id: p.id,
    price: last ?? p.start_price,
    anchor: p.start_price,
    vol: p.volatility,
    hours: p.hours,
    holidays: p.holidays,
    precision: p.price_precision,
    volumePerMinute: volumePerMinute(p.category_key),
    halted: p.tradable !== 1,
  };
  return { fp, usable: true };
}
