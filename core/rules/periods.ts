/** Candle periods (docs/glossary.md, Codes), in seconds. 1D candles start at 00:00 UTC. */
export const PERIODS = { '1M': 60, '5M': 300, '15M': 900, '30M': 1800, '1H': 3600, '1D': 86400 } as const;
export type Period = keyof typeof PERIODS;
export const PERIOD_CODES = Object.keys(PERIODS) as Period[];
export const DEFAULT_PERIOD: Period = '1M';

export const isPeriod = (p: unknown): p is Period => typeof p === 'string' && Object.hasOwn(PERIODS, p);

/**
 * The open time (Unix seconds, UTC) of the candle of `period` that contains `timeSec`. The Unix epoch
 * is a UTC midnight, so flooring also aligns 1D candles to 00:00 UTC.
 */
export const candleStart = (timeSec: number, period: Period): number =>
  Math.floor(timeSec / PERIODS[period]) * PERIODS[period];
