import { useEffect, useState, type RefObject } from 'react';
import { signal } from '@preact/signals-react';
import type { PairView } from '../state/market';

/**
 * Which pairs the screen shows, for the socket layer: only their quotes cross to the UI thread. One
 * IntersectionObserver watches the list rows; a screen that shows pairs otherwise (/trade's pair, the drawer,
 * the order form's conversion rate) holds them while mounted (held-quotes.ts). Holds are counted: a pair can be
 * on / (kept alive, hidden) and on /trade at once.
 */
const rows = new Map<Element, [PairView, (seen: boolean) => void]>();
const onScreen = new Set<Element>();
const held = new Map<PairView, number>();
let io: IntersectionObserver | null = null;
let queued = false;

/** The pairs on screen or held now: written at most once per task, read by the socket client. */
export const shownPairs = signal<PairView[]>([]);

function queue(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    const views = new Set(held.keys());
    for (const el of onScreen) views.add(rows.get(el)![0]);
    // Unchanged, nothing is written: the observer also reports each row it starts watching below the fold (not
    // on screen), and every write is a message to the socket worker (26 while / loaded, most of them the same set).
    const now = shownPairs.peek();
    if (now.length === views.size && now.every((v) => views.has(v))) return;
    shownPairs.value = [...views];
  });
}

/** Adds `by` (1 or -1) holds on each of `views`: their quotes keep coming, on screen or not. */
export function holdQuotes(views: readonly PairView[], by: number): void {
  for (const v of views) {
    const n = (held.get(v) ?? 0) + by;
    if (n > 0) held.set(v, n);
    else held.delete(v);
  }
  queue();
}

/**
 * Tells the socket layer while the list row `ref` is on screen (or 200 px from it) that it shows `v`. Returns
 * whether it has been on screen, for what only a shown row needs (its logo, its chart); `eager`: count it as seen
 * from the start (a first-screen row: no second render when the observer reports it).
 */
export function useQuoteVisibility(ref: RefObject<Element | null>, v: PairView, eager = false): boolean {
  const [seen, setSeen] = useState(eager);
  useEffect(() => {
    const el = ref.current!;
    rows.set(el, [v, setSeen]);
    (io ??= new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) {
            onScreen.add(e.target);
            rows.get(e.target)?.[1](true);
          } else onScreen.delete(e.target);
        }
        queue();
      },
      { rootMargin: '200px 0px' },
    )).observe(el);
    return () => {
      io!.unobserve(el);
      rows.delete(el);
      onScreen.delete(el);
      queue();
    };
  }, [ref, v]);
  return seen;
}
