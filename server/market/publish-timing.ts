/**
 * What the metrics learn of each market publish pass: its duration, and the age of the oldest trade it sent (ms;
 * null when no trade came since the last pass), the worst tick-to-send of that pass.
 */
export class PublishTiming {
  /** The oldest unpublished trade's time stamp (ms, the market's clock). */
  #oldest: number | null = null;
  observer: ((durationMs: number, tickAgeMs: number | null) => void) | null = null;

  saw(timeMs: number): void {
    if (this.#oldest === null || timeMs < this.#oldest) this.#oldest = timeMs;
  }

  /** Runs one pass and reports it; `now` is the market's clock. */
  pass(now: number, run: () => void): void {
    const oldest = this.#oldest;
    this.#oldest = null;
    const started = performance.now();
    run();
    this.observer?.(performance.now() - started, oldest === null ? null : now - oldest);
  }
}
