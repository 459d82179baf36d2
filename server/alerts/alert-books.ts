import { TriggerBook } from '../trading/trigger-book.js';
import { alertWatch } from '../../core/rules/price-alert.js';
import type { AlertDirection, CodeOf } from '../../core/codes.js';
import type { AlertRow } from './alerts-repository.js';

/**
 * The engine's active price alerts, indexed per pair in a TriggerBook (server/trading/trigger-book.ts): each alert
 * has one entry, at the level where it next changes (core/rules/price-alert.ts alertWatch: its level while armed,
 * one tick back across while an every-time alert waits to re-arm). A tick pops only the alerts it crosses: O(k log n)
 * for k changed, whatever the number of alerts, never a scan.
 */
export class AlertBooks {
  readonly #books = new Map<number, TriggerBook>();
  readonly #alerts = new Map<number, AlertRow>();
  readonly #precision: (pairId: number) => number | null;

  constructor(precision: (pairId: number) => number | null) {
    this.#precision = precision;
  }

  get size(): number {
    return this.#alerts.size;
  }
  get(id: number): AlertRow | undefined {
    return this.#alerts.get(id);
  }
  ids(): number[] {
    return [...this.#alerts.keys()];
  }

  #book(pairId: number): TriggerBook {
    let b = this.#books.get(pairId);
    if (!b) this.#books.set(pairId, (b = new TriggerBook()));
    return b;
  }

  /** Adds or replaces an alert as the row says (an inactive row is dropped). */
  track(a: AlertRow): void {
    this.forget(a.id);
    const precision = this.#precision(a.pair_id);
    if (!a.active || precision === null) return;
    this.#alerts.set(a.id, a);
    const w = alertWatch(a.direction as CodeOf<typeof AlertDirection>, a.armed === 1, a.price, precision);
    this.#book(a.pair_id).add(a.id, 'alert', w.level, w.dir);
  }

  forget(id: number): void {
    const a = this.#alerts.get(id);
    if (!a) return;
    this.#alerts.delete(id);
    this.#books.get(a.pair_id)?.remove(id, 'alert');
  }

  /** The alerts a price on a pair reaches (popped from the book: the caller tracks each again in its new state). */
  crossed(pairId: number, price: number): AlertRow[] {
    const book = this.#books.get(pairId);
    if (!book?.size) return [];
    const out: AlertRow[] = [];
    for (const f of book.crossed(price)) {
      const a = this.#alerts.get(f.orderId);
      if (a) out.push(a);
    }
    return out;
  }

  clear(): void {
    this.#books.clear();
    this.#alerts.clear();
  }
}
