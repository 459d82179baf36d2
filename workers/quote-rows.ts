import { formatNumberIn } from '../core/rules/number-format';
import { changeText } from '../core/rules/percent-format';
import type { QuoteUpdate, RowUpdate } from '../core/protocol/frames';

/** A pair's numbers as the HTTP list gave them: the row's first values, and the precision its price is shown with. */
export interface QuoteSeed {
  symbol: string;
  close: number;
  change: number;
  precision: number;
}

/**
 * The newest quote of every pair, and which of them the UI is shown: only those go out, formatted, at most once
 * per flush. A pair scrolled into view goes out at once with its newest values. Until the UI reports what it
 * shows (`setWatched`), every moved pair goes out (a caller without views, such as the tests of the coalescing).
 */
export class QuoteRows {
  readonly #latest = new Map<string, QuoteUpdate>();
  readonly #precision = new Map<string, number>();
  /** Pairs changed since the last flush (shown or not: `take` keeps the shown ones and the fresh ones). */
  readonly #dirty = new Set<string>();
  /** Pairs whose first text is not sent yet. */
  readonly #fresh = new Set<string>();
  #watched: Set<string> | null = null;
  #lang = 'en';

  /** A live quote: replaces the pair's previous one. */
  add(q: QuoteUpdate): void {
    this.#latest.set(q.symbol, q);
    this.#dirty.add(q.symbol);
  }

  /**
   * The HTTP list: precisions, and the values of pairs no live quote has reached yet. A pair's first seed goes
   * out once even when not shown, so every row has a text (a screen reader reads rows off screen); after that only
   * shown pairs follow the ticks.
   */
  seed(list: readonly QuoteSeed[]): void {
    for (const s of list) {
      const known = this.#precision.get(s.symbol);
      this.#precision.set(s.symbol, s.precision);
      const live = this.#latest.get(s.symbol);
      const seeded = !live || live.at === 0;
      if (seeded) this.#latest.set(s.symbol, { symbol: s.symbol, close: s.close, change: s.change, at: 0 });
      if (known === undefined) this.#fresh.add(s.symbol);
      if (seeded || known !== s.precision) this.#dirty.add(s.symbol);
    }
  }

  /** The pairs on screen now: newly shown ones go out with the next flush. */
  setWatched(symbols: readonly string[]): void {
    const next = new Set(symbols);
    for (const s of next) if (!this.#watched?.has(s) && this.#latest.has(s)) this.#dirty.add(s);
    this.#watched = next;
  }

  /** The language the texts are written in (a BCP 47 tag): every pair is written again, once, shown or not. */
  setLang(lang: string): void {
    if (lang === this.#lang) return;
    this.#lang = lang;
    for (const s of this.#latest.keys()) {
      this.#dirty.add(s);
      this.#fresh.add(s);
    }
  }

  /** Whether a flush may have rows to send. */
  get size(): number {
    return this.#dirty.size;
  }

  /** The changed shown pairs since the last call, and the fresh ones, formatted. */
  take(): RowUpdate[] {
    const out: RowUpdate[] = [];
    const w = this.#watched;
    for (const s of this.#dirty) {
      const q = this.#latest.get(s);
      if (!q || (w && !w.has(s) && !this.#fresh.has(s))) continue;
      out.push(this.#format(q));
    }
    this.#dirty.clear();
    this.#fresh.clear();
    return out;
  }

  /** The pair's newest quote, formatted (a painted row's first drawing), or undefined before any. */
  text(symbol: string): RowUpdate | undefined {
    const q = this.#latest.get(symbol);
    return q && this.#format(q);
  }

  /** The pair's newest price and its precision (the order form's figures), or undefined before any. */
  price(symbol: string): { price: number; precision: number } | undefined {
    const q = this.#latest.get(symbol);
    const precision = this.#precision.get(symbol);
    return q && precision !== undefined ? { price: q.close, precision } : undefined;
  }

  #format(q: QuoteUpdate): RowUpdate {
    const precision = this.#precision.get(q.symbol);
    const price = precision === undefined ? String(q.close) : formatNumberIn(q.close, precision, this.#lang);
    return { ...q, price, chg: changeText(q.change, this.#lang), up: q.change >= 0 };
  }
}
