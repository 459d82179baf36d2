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

/**
 * When a market publish pass runs: at most one per `periodMs` (each client gets at most one DAY_MARKET frame and
 * one KLINE frame per period from it), started by the trades themselves rather than by a free-running timer. A
 * trade arriving when the last pass is a period or more ago is sent on the next turn of the event loop, with the
 * rest of its batch; one arriving sooner waits for the period's end, with whatever else comes meanwhile.
 *
 * Why not a fixed interval: with many instances the engine's ticks reach an instance on the bus at a phase of its
 * own, so a fixed timer made a trade that landed just after a pass wait nearly a full period, and the median wait
 * was that of a random phase. Paced by arrivals, the wait is what the rate limit demands and no more, and an
 * instance with its feed here or elsewhere behaves alike. Passes are spaced by when they ran, so a late timer (a
 * busy event loop) never lets two passes come closer than the period.
 */
export class PublishPacer {
  readonly #periodMs: number;
  readonly #run: () => void;
  readonly #clock: () => number;
  #last = -Infinity;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #stopped = false;

  constructor(periodMs: number, run: () => void, clock: () => number = () => performance.now()) {
    this.#periodMs = periodMs;
    this.#run = run;
    this.#clock = clock;
  }

  /** Something to publish arrived: a pass as soon as the period allows (one already due takes it along). */
  poke(): void {
    if (this.#timer !== null || this.#stopped) return;
    const wait = Math.max(0, this.#last + this.#periodMs - this.#clock());
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#last = this.#clock();
      this.#run();
    }, wait);
    this.#timer.unref?.();
  }

  /** No pass from now on (shutdown); a pending one is dropped. */
  stop(): void {
    this.#stopped = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
