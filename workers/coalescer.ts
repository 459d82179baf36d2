import type { QuoteUpdate } from '../core/protocol/frames';

/** Keeps only the newest quote per pair until the next flush: ten ticks in one frame cost one write. */
export class QuoteCoalescer {
  readonly #latest = new Map<string, QuoteUpdate>();

  add(q: QuoteUpdate): void {
    this.#latest.set(q.symbol, q);
  }

  get size(): number { return this.#latest.size; }

  take(): QuoteUpdate[] {
    const out = [...this.#latest.values()];
    this.#latest.clear();
    return out;
  }
}
