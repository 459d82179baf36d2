/**
 * Simulated traded volume, in lots, over `minutes` trading minutes of a pair that trades `perMinute` lots a
 * minute on average: uniform between half and one and a half times the mean. The one rule for history
 * bars (a minute, a day) and live ticks (the fraction of a minute since the pair's last tick), so a chart's
 * volume has the same scale before and after the server started; longer candles sum it.
 */
export function simulatedVolume(perMinute: number, minutes: number, rand: () => number): number {
  return Math.round(perMinute * minutes * (0.5 + rand()) * 100) / 100;
}

/** Typical traded lots per minute by category: the simulated volume of history and live ticks alike. */
const VOLUME_PER_MINUTE: Record<string, number> = { forex: 60, metals: 25, crypto: 8, indices: 30, energy: 20 };

/** The mean lots a minute of a pair in `categoryKey` (10 for a category without its own figure). */
export const volumePerMinute = (categoryKey: string): number => VOLUME_PER_MINUTE[categoryKey] ?? 10;
