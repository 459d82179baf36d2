import { changeText, formatNumberIn } from '../core/rules/number-format';
import type { QuoteUpdate, RowUpdate } from '../core/protocol/frames';

/** A pair's numbers as the HTTP list gave them: the row's first values, and the precision its price is shown with. */
export interface QuoteSeed { symbol: string; close: number; change: number; precision: number }

/**
 * The newest quote of every pair, and which of them the UI is shown: only those go out, formatted, at most once
 * per flush. A pair scrolled into view goes out at once with its newest values. Until the UI reports what it
 * shows (`setWatched`), every moved pair goes out (a caller without views, such as the tests of the coalescing).
 */
export class QuoteRows {
  readonly #latest = new Map<string, QuoteUpdate>();
  readonly #precision = new Map<string, number>();
  readonly #dirty = new Set<string>();
  #watched: Set<string> | null = null;
  #lang = 'en';

  #touch(symbol: string): void {
    if (!this.#watched || this.#watched.has(symbol)) this.#dirty.add(symbol);
  }

  /** A live quote: replaces the pair's previous one. */
  add(q: QuoteUpdate): void {
    this.#latest.set(q.symbol, q);
    this.#touch(q.symbol);
  }

  /** The HTTP list: precisions, and the values of pairs no live quote has reached yet. */
  seed(list: readonly QuoteSeed[]): void {
    for (const s of list) {
      const known = this.#precision.get(s.symbol);
      this.#precision.set(s.symbol, s.precision);
      const live = this.#latest.get(s.symbol);
      if (!live || live.at === 0) this.#latest.set(s.symbol, { symbol: s.symbol, close: s.close, change: s.change, at: 0 });
      else if (known === s.precision) continue;
      this.#touch(s.symbol);
    }
  }

  /** The pairs on screen now: newly shown ones go out with the next flush. */
  setWatched(symbols: readonly string[]): void {
    const next = new Set(symbols);
    for (const s of next) if (!this.#watched?.has(s) && this.#latest.has(s)) this.#dirty.add(s);
    this.#watched = next;
    for (const s of this.#dirty) if (!next.has(s)) this.#dirty.delete(s);
  }

  /** The language the texts are written in (a BCP 47 tag): every shown pair is written again. */
  setLang(lang: string): void {
    if (lang === this.#lang) return;
    this.#lang = lang;
    for (const s of this.#latest.keys()) this.#touch(s);
  }

  get size(): number { return this.#dirty.size; }

  /** The changed shown pairs since the last call, formatted. */
  take(): RowUpdate[] {
    const out: RowUpdate[] = [];
    for (const s of this.#dirty) {
      const q = this.#latest.get(s);
      if (!q) continue;
      const precision = this.#precision.get(s);
      const price = precision === undefined ? String(q.close) : formatNumberIn(q.close, precision, this.#lang);
      out.push({ ...q, price, chg: changeText(q.change), up: q.change >= 0 });
    }
    this.#dirty.clear();
    return out;
  }
}
