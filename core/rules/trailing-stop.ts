import { Side, type CodeOf } from '../codes';

/**
 * The trailing stop: a holding order's stop-loss follows the best price at a fixed distance, in the
 * trader's favour only. Prices are not money (binary floats, see market-types.ts), but every comparison here is
 * on whole ticks of the pair's precision (price x 10^precision, an exact integer) so a 1-pip move is never lost
 * to float noise. The order form, the detail sheet and the engine all ask this file.
 */

/** Default of the `trailing_max_pips` setting: the widest distance, in pips (10^-precision each). */
export const TRAILING_MAX_PIPS = 10_000;

const ticks = (price: number, precision: number): number => Math.round(price * 10 ** precision);
const fromTicks = (t: number, precision: number): number => t / 10 ** precision;

/** A pair's pip: its smallest price step, 10^-precision. */
export const pipOf = (precision: number): number => fromTicks(1, precision);

/**
 * Why `distance` (price units) cannot be a trailing distance: not a finite positive number (`invalid`), under one
 * pip (`min`), over `maxPips` pips (`max`); null when it can. The distance is kept rounded to the precision.
 */
export function trailingProblem(
  distance: number,
  precision: number,
  maxPips: number = TRAILING_MAX_PIPS,
): 'invalid' | 'min' | 'max' | null {
  if (!Number.isFinite(distance) || distance <= 0) return 'invalid';
  const d = ticks(distance, precision);
  if (d < 1) return 'min';
  if (d > maxPips) return 'max';
  return null;
}

/** The distance as it is stored: rounded to the pair's precision. */
export const trailingDistance = (distance: number, precision: number): number =>
  fromTicks(ticks(distance, precision), precision);

/**
 * Where the stop-loss goes for the best price `price`, with trailing `distance` and the current stop-loss `sl`
 * (0: none yet): a buy max(sl, bid - d), a sell min(sl, ask + d), never against the trader (a buy's stop only
 * rises, a sell's only falls), rounded to the precision. A buy whose bid - d is not above 0 keeps `sl`.
 */
export function trailingStop(
  side: CodeOf<typeof Side>,
  sl: number,
  price: number,
  distance: number,
  precision: number,
): number {
  const s = ticks(sl, precision);
  const p = ticks(price, precision);
  const d = ticks(distance, precision);
  if (d < 1 || p < 1) return sl;
  if (side === Side.Buy) {
    const next = p - d;
    return next >= 1 && (s < 1 || next > s) ? fromTicks(next, precision) : sl;
  }
  const next = p + d;
  return s < 1 || next < s ? fromTicks(next, precision) : sl;
}

/**
 * The step of a trailing stop, in ticks: a tenth of the distance, at least one pip. The stop moves when it can gain
 * a step, and then all the way to price - d: it is never more than a step behind, and an order whose price creeps
 * up pip by pip is re-indexed (and written) once per step, not once per pip. That keeps a tick's cost with
 * thousands of trailing orders to a few moves (npm run bench -- triggers).
 */
const stepTicks = (d: number): number => Math.max(1, Math.floor(d / 10));

/** The step of a trailing `distance` (price units): a tenth of it, at least one pip, on the precision. */
export const trailingStep = (distance: number, precision: number): number =>
  fromTicks(stepTicks(ticks(distance, precision)), precision);

/**
 * The price at which the stop-loss `sl` next moves (by at least a step, trailingStep): a buy at sl + d + step (the
 * price rises to it), a sell at sl - d - step (it falls to it). The engine indexes this level in the trigger book,
 * so a tick looks at a trailing order only when it will move it. A sell with no stop-loss yet moves at any price (Infinity);
 * one whose level would not be above 0 never (0).
 */
export function trailingMoveLevel(side: CodeOf<typeof Side>, sl: number, distance: number, precision: number): number {
  const s = ticks(sl, precision);
  const d = ticks(distance, precision);
  const step = stepTicks(d);
  if (side === Side.Buy) return fromTicks(s + d + step, precision);
  if (s < 1) return Number.POSITIVE_INFINITY;
  const level = s - d - step;
  return level >= 1 ? fromTicks(level, precision) : 0;
}
