import { AlertDirection, AlertMode, type CodeOf } from '../codes';

/**
 * The price alert: a level on a pair's tick, a direction (the price rising to it, or falling to it) and a
 * mode (once, or every time). An alert is armed while its condition does not hold; the first price that reaches
 * the level fires it. A once alert is then off for good; an every-time alert waits, disarmed, until the price is back
 * on the far side of the level (strictly: one tick away), and re-arms. Like trailing-stop.ts, every comparison is on
 * whole ticks (price x 10^precision, an exact integer), so float noise never fires or misses an alert. The dialog,
 * the server's check and the engine's alert books all ask this file.
 */

/**
 * Default of the `alert_every_time_cooldown_seconds` setting: an every-time alert fires at most once in this many
 * seconds (a crossing within it re-arms the alert as usual, silently: server/alerts/alert-watcher.ts).
 */
export const ALERT_COOLDOWN_SECONDS = 300;
/** The widest cool-down the operator may set: a day. */
export const ALERT_COOLDOWN_MAX_SECONDS = 86_400;

type Direction = CodeOf<typeof AlertDirection>;
type Mode = CodeOf<typeof AlertMode>;

const ticks = (price: number, precision: number): number => Math.round(price * 10 ** precision);
const fromTicks = (t: number, precision: number): number => t / 10 ** precision;

/** Whether `price` is at or past the alert's level in its direction (an above alert: price >= level). */
export function alertReached(direction: Direction, level: number, price: number, precision: number): boolean {
  const l = ticks(level, precision);
  const p = ticks(price, precision);
  return direction === AlertDirection.Above ? p >= l : p <= l;
}

/** What one price does to an alert in state `armed`: fires it, re-arms it (every time, back across), or nothing. */
export type AlertStep = 'fire' | 'rearm' | null;

export function alertStep(
  direction: Direction,
  mode: Mode,
  armed: boolean,
  level: number,
  price: number,
  precision: number,
): AlertStep {
  const reached = alertReached(direction, level, price, precision);
  if (armed) return reached ? 'fire' : null;
  // Disarmed after firing: only an every-time alert comes back, and only once the price is strictly on the far side.
  return mode === AlertMode.Every && !reached ? 'rearm' : null;
}

/** The alert's state after `step`: armed, and active (a once alert that fired is off). */
export function afterStep(step: AlertStep, mode: Mode, armed: boolean): { armed: boolean; active: boolean } {
  if (step === 'fire') return { armed: false, active: mode === AlertMode.Every };
  if (step === 'rearm') return { armed: true, active: true };
  return { armed, active: true };
}

/**
 * Where the engine's book watches an active alert, as a trigger level and side (1: price >= level, -1: price <=
 * level): armed, its own level in its direction; disarmed, one tick back across it in the other (an above alert
 * re-arms at level - 1 tick, the first price strictly below it). A tick looks at an alert only when it changes it.
 */
export function alertWatch(
  direction: Direction,
  armed: boolean,
  level: number,
  precision: number,
): { level: number; dir: 1 | -1 } {
  const l = ticks(level, precision);
  if (direction === AlertDirection.Above)
    return armed ? { level: fromTicks(l, precision), dir: 1 } : { level: fromTicks(l - 1, precision), dir: -1 };
  return armed ? { level: fromTicks(l, precision), dir: -1 } : { level: fromTicks(l + 1, precision), dir: 1 };
}

/** Whether `price` is a price of the pair's tick: positive and a whole number of 10^-precision. */
export function onTick(price: number, precision: number): boolean {
  if (!Number.isFinite(price) || price <= 0) return false;
  const t = price * 10 ** precision;
  return Math.abs(t - Math.round(t)) < 1e-6 && Math.round(t) >= 1;
}
