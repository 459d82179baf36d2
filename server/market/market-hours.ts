/**
 * Market hours in UTC. 'always' (crypto) never closes; 'weekdays' (forex, metals, indices, energy)
 * is closed all of Saturday and Sunday UTC: a simplification of the Friday 22:00 to Sunday 22:00 break.
 */
export type Hours = 'weekdays' | 'always';

export function isOpenAt(hours: string, ms: number): boolean {
  if (hours === 'always') return true;
  const day = new Date(ms).getUTCDay();
  return day !== 0 && day !== 6;
}

/** Whether the UTC day starting at `dayStartMs` is a trading day. */
export const isTradingDay = (hours: string, dayStartMs: number): boolean => isOpenAt(hours, dayStartMs + 12 * 3600_000);

/** Trading minutes in a year, for scaling annual volatility to a step. */
export const minutesPerYear = (hours: string): number => (hours === 'always' ? 365 : 261) * 1440;
