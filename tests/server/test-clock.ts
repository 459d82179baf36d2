/**
 * A market clock that stands still where the test puts it: `startTestServer({ marketHours: 'calendar', marketClock:
 * clock.now })` puts the server's market (hours, candles, the day's change) at the instant the test chooses, whatever
 * the machine's date, and keeps it there however slow the machine is, so Friday's last second stays Friday's.
 * Use it with `ticksPerSecond: 0` and trades stamped `clock.now()`: the simulator's own would all share one instant.
 */
export class TestClock {
  #ms: number;

  /** Stands at `ms` (Unix milliseconds, UTC). */
  constructor(ms: number) {
    this.#ms = ms;
  }

  readonly now = (): number => this.#ms;

  /** Moves to `ms`, forward or back. */
  set(ms: number): void {
    this.#ms = ms;
  }
}

/** An instant in UTC: utc('2026-12-05 12:00') is Saturday noon. */
export const utc = (text: string): number => {
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  if (!Number.isFinite(ms)) throw new Error(`not a UTC instant: ${text}`);
  return ms;
};
