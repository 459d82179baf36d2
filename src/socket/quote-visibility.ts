import { useEffect, useState, type RefObject } from 'react';
import type { PairView } from '../state/market';
import type { QuoteSeed } from '../../workers/quote-rows';

/**
 * Which pairs the screen shows, for the socket layer: only their quotes cross to the UI thread. One
 * IntersectionObserver watches every price element; pairs a screen needs without showing them (the order form's
 * conversion rate) are held by code. Counts, not flags: a pair can be on / (kept alive, hidden) and /trade at once.
 */
type Sink = (seeds: QuoteSeed[], watched: string[]) => void;

const shown = new Map<Element, { v: PairView; seen?: (on: boolean) => void }>();
const onScreen = new Set<Element>();
const held = new Map<string, number>();
const seeded = new Set<string>();
let sink: Sink | null = null;
let io: IntersectionObserver | null = null;
let queued = false;

/** Where the set goes (the socket client, once its core runs); it gets the current set at once. */
export function reportVisibleTo(next: Sink): void {
  sink = next;
  seeded.clear();
  report();
}

function report(): void {
  queued = false;
  if (!sink) return;
  const codes = new Set(held.keys());
  const seeds: QuoteSeed[] = [];
  for (const el of onScreen) {
    const p = shown.get(el)!.v.pair;
    codes.add(p.Code);
    if (!seeded.has(p.Code)) { seeded.add(p.Code); seeds.push({ symbol: p.Code, close: p.ForexQuotations.Close, change: p.ForexQuotations.Change, precision: p.PricePrecision }); }
  }
  sink(seeds, [...codes]);
}

function queue(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(report);
}

function observer(): IntersectionObserver {
  // 200 px beyond the screen: a row scrolled in already has its values.
  return io ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      const entry = shown.get(e.target);
      if (!entry) continue;
      if (e.isIntersecting) onScreen.add(e.target); else onScreen.delete(e.target);
      entry.seen?.(e.isIntersecting);
    }
    queue();
  }, { rootMargin: '200px 0px' });
}

/**
 * Tells the socket layer while `ref`'s element is on screen that it shows `v`'s quote. Returns whether it has
 * been on screen (stays true), for what only a shown row needs (its logo).
 */
export function useQuoteVisibility(ref: RefObject<Element | null>, v: PairView): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    shown.set(el, { v, seen: (on) => { if (on) setSeen(true); } });
    observer().observe(el);
    return () => {
      io?.unobserve(el);
      shown.delete(el);
      if (onScreen.delete(el)) queue();
    };
  }, [ref, v]);
  return seen;
}

/** Adds `by` (1 or -1) holds on each of `codes`: their quotes keep coming, shown or not (src/socket/held-quotes.ts). */
export function holdQuotes(codes: readonly string[], by: number): void {
  for (const c of codes) { const n = (held.get(c) ?? 0) + by; if (n > 0) held.set(c, n); else held.delete(c); }
  queue();
}
