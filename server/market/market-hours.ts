import {
  calendarNextOpen,
  calendarOpenMinutes,
  calendarOf,
  calendarOpenAt,
  calendarTradesOn,
} from '../../core/rules/market-sessions.js';

/**
 * A pair's market hours: its weekly session table (`hours`) and holiday closures (`holidays`), both UTC, set in the
 * back office (core/rules/market-sessions.ts reads them). Crypto's table is 'always'.
 */
export interface Hours {
  hours: string;
  holidays?: string;
}

/**
 * The operator's MARKET_HOURS: 'calendar' (the default) keeps each pair's own hours; 'always' opens every pair
 * around the clock, a demo site's choice (and the test servers' default, so no test depends on the day it runs).
 * The operator's tradable switch still closes a pair under either.
 */
export type MarketHoursMode = 'calendar' | 'always';
export const MARKET_HOURS_MODES: readonly MarketHoursMode[] = ['calendar', 'always'];

/** The pairs with the hours they keep under the mode: their own, or 'always' (the stored rows are not changed). */
export const withHours = <P extends Hours>(mode: MarketHoursMode, pairs: P[]): P[] =>
  mode === 'always' ? pairs.map((p) => ({ ...p, hours: 'always', holidays: '' })) : pairs;

export const isOpenAt = (p: Hours, ms: number): boolean => calendarOpenAt(calendarOf(p), ms);

/** When a market closed at `ms` opens again (ms); null when it is open (or opens in none of the next 8 weeks). */
export const nextOpenAt = (p: Hours, ms: number): number | null => calendarNextOpen(calendarOf(p), ms);

/** Whether the market trades at all in the UTC day starting at `dayStartMs` (that day gets a daily candle). */
export const isTradingDay = (p: Hours, dayStartMs: number): boolean => calendarTradesOn(calendarOf(p), dayStartMs);

/** Minutes the market is open in the UTC day starting at `dayStartMs`. */
export const openMinutesOn = (p: Hours, dayStartMs: number): number =>
  calendarOpenMinutes(calendarOf(p), dayStartMs, dayStartMs + 86_400_000);

/** Trading minutes in a year, for scaling annual volatility to a step (at least a day's, so a shut pair divides safely). */
export const minutesPerYear = (p: Hours): number =>
  Math.max(1440, Math.round((calendarOf(p).openMinutesPerWeek * 365) / 7));
