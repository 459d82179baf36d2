/**
 * The payout cooling-off: a newly bound payout method can receive a withdrawal only once
 * `payout_cooling_hours` (an operator setting) have passed since it was bound. The server decides with its own clock
 * and tells the app each method's instant (get_draw_method's usable_from and cooling), so a phone's wrong clock can't
 * make the screen disagree with the refusal.
 */

/** Default of the `payout_cooling_hours` setting. */
export const PAYOUT_COOLING_HOURS = 24;
/** The longest cooling-off the operator may set: 30 days. */
export const PAYOUT_COOLING_MAX_HOURS = 720;

const HOUR_MS = 3_600_000;

/** Unix ms from which a method bound at `boundMs` (Unix ms) can receive a withdrawal, for a cooling-off of `hours`. */
export const usableFromMs = (boundMs: number, hours: number): number => boundMs + hours * HOUR_MS;

/** Whether that method is still cooling at `nowMs`: it is usable from its instant on, not one millisecond before. */
export const isCooling = (boundMs: number, hours: number, nowMs: number): boolean =>
  nowMs < usableFromMs(boundMs, hours);
