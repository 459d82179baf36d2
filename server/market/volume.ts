/**
 * Simulated traded volume, in lots, over `minutes` trading minutes of a pair that trades `perMinute` lots a
 * minute on average: uniform between half and one and a half times the mean. The one rule for history
 * bars (a minute, a day) and live ticks (the fraction of a minute since the pair's last tick), so a chart's
 * volume has the same scale before and after the server started; longer candles sum it.
 */
export function simulatedVolume(perMinute: number, minutes: number, rand: () => number): number {
  return Math.round(perMinute * minutes * (0.5 + rand()) * 100) / 100;
}
