import { effect, type ReadonlySignal } from '@preact/signals-react';
import { ensureSocket, handCanvas, startedSocket } from './socket-client';
import type { PairView } from '../state/market';
import type { PaintBox, PaintLook } from '../../workers/quote-paint';

/**
 * Whether list rows draw their quotes on a canvas (workers/quote-paint.ts): where the page can hand a canvas to
 * the worker. Elsewhere (no OffscreenCanvas) the rows show text, as every other screen does.
 */
export const canPaintQuotes = (): boolean =>
  typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;

let nextId = 1;
/** Each canvas's id in the socket layer, and the canvases already handed over (that can be done only once). */
const canvasIds = new WeakMap<HTMLCanvasElement, number>();
const handed = new WeakSet<HTMLCanvasElement>();
/**
 * A canvas element gone for good (garbage-collected): the socket layer lets its drawing go too. A canvas collected
 * before the socket ever started was never painted: there is nothing to let go, and no reason to start it.
 */
const dropped = new FinalizationRegistry<number>((id) => {
  // A socket that failed to start painted nothing either (its failure is reported where it was started).
  void startedSocket()?.then(
    (c) => c.unpaintQuote(id, true),
    () => undefined,
  );
});

/**
 * When a painted quote's look must be read again. Its box is sized by the row's CSS and the viewport: it is read
 * once its first layout is done (a ResizeObserver, disconnected then: Chromium checks observed boxes on every frame,
 * a cost at every frame: docs/performance-log.md), then again on a resize of the window (rotation,
 * zoom), when the document's language or direction changes (its fonts, which edge numbers sit at), when the theme or
 * the rise colour changes (<html data-theme, data-up>: the colours, core/theme/theme-boot.ts), and when the pair's
 * width or the staleness changes (the callers). Every painter reads its colours in its look: a theme change reaches
 * each through here.
 */
const live = new Set<() => void>();
let listening = false;
let relooking = false;
function relookAll(): void {
  if (relooking) return;
  relooking = true;
  requestAnimationFrame(() => {
    relooking = false;
    for (const again of live) again();
  });
}
/** Calls `again` whenever every look is read again (above); returns the undo. */
export function onRelook(again: () => void): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('resize', relookAll);
    // <html data-up> is written again (same value or not) whenever the language (so its dir), the theme or the rise
    // colour changes: core/theme/theme-boot.ts runs on each. The one attribute to watch for all four.
    new MutationObserver(relookAll).observe(document.documentElement, { attributeFilter: ['data-up'] });
  }
  live.add(again);
  return () => live.delete(again);
}

/**
 * Calls `read` (true once it could read the look) after `el`'s first layout, and again whenever the look must be read
 * again; while `el` has no layout (its screen hidden, as home is behind another screen), a ResizeObserver waits for
 * it. Returns [the undo, a read again now].
 */
export function whenLaidOut(el: Element, read: () => boolean): [() => void, () => void] {
  let ro: ResizeObserver | null = null;
  // The observer's first call comes after the box's first layout: reading then forces none.
  const wait = () => {
    ro ??= new ResizeObserver(() => {
      if (!read()) return;
      ro?.disconnect();
      ro = null;
    });
    ro.observe(el);
  };
  const again = () => {
    if (!ro && !read()) wait();
  };
  onRelook(again);
  wait();
  return [
    () => {
      ro?.disconnect();
      live.delete(again);
    },
    again,
  ];
}

/** A box's text for assistive technology: an image with that name, or nothing before the first quote. */
export function label(el: HTMLElement, text: string): void {
  if (text) {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', text);
  } else {
    el.removeAttribute('role');
    el.removeAttribute('aria-label');
  }
}

const fontOf = (cs: CSSStyleDeclaration, size = cs.fontSize) =>
  `${cs.fontStyle} ${cs.fontWeight} ${size} ${cs.fontFamily}`;

/**
 * A colour of the theme: a CSS custom property of <html> (src/styles/base.css). Every painter, on the page or in
 * the socket worker, takes its colours through this, in its look: a theme change reads each look again (onRelook).
 */
export const cssVar = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Where a text box sits in the quote, in CSS pixels, and its font. */
export function boxOf(el: HTMLElement, origin: DOMRect): PaintBox {
  const r = el.getBoundingClientRect();
  return {
    x: r.left - origin.left,
    y: r.top - origin.top,
    w: r.width,
    h: r.height,
    font: fontOf(getComputedStyle(el)),
  };
}

/** How the quote `el` looks now: read after layout (in a ResizeObserver's callback), so it forces none. */
function lookOf(el: HTMLElement, stale: boolean): PaintLook | null {
  const origin = el.getBoundingClientRect();
  if (!origin.width || !origin.height) return null;
  const price = el.querySelector<HTMLElement>('.price')!;
  const chg = el.querySelector<HTMLElement>('.chg');
  const cs = getComputedStyle(price);
  return {
    width: origin.width,
    height: origin.height,
    dpr: window.devicePixelRatio || 1,
    price: boxOf(price, origin),
    ...(chg && { chg: boxOf(chg, origin) }),
    // The stale mark's size, as `.price.stale::after` in src/styles/quotes.css.
    markFont: fontOf(cs, '11px'),
    colors: {
      // The price's own colour (white on an order button), unless it is muted for staleness right now.
      text: stale ? cssVar('--text') : cs.color,
      muted: cssVar('--muted'),
      up: cssVar('--up'),
      down: cssVar('--down'),
    },
    align: cs.textAlign === 'left' || cs.textAlign === 'center' ? cs.textAlign : 'right',
    stale,
  };
}

/**
 * Keeps the labels of the quote `el` (a `.quote.painted`) on `v`'s texts: what assistive technology reads, drawn or
 * not yet. Returns the undo.
 */
export function labelQuote(el: HTMLElement, v: PairView): () => void {
  const price = el.querySelector<HTMLElement>('.price')!;
  const chg = el.querySelector<HTMLElement>('.chg');
  const stops = [
    effect(() => label(price, v.priceText.value)),
    effect(() => {
      if (chg) label(chg, v.changeText.value);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Draws `v`'s quote into the canvas inside `el` (a `.quote.painted`) from the socket layer: in the worker, the
 * canvas is handed over and a tick costs this thread nothing. The texts stay readable to assistive technology as
 * the boxes' labels, which change no layout and paint nothing. Returns the undo, for the row's unmount.
 */
export function paintQuote(el: HTMLElement, v: PairView, stale: ReadonlySignal<boolean>): () => void {
  const canvas = el.querySelector('canvas')!;
  let id = canvasIds.get(canvas);
  if (id === undefined) {
    canvasIds.set(canvas, (id = nextId++));
    dropped.register(canvas, id);
  }
  let registered = false;
  let gone = false;
  let look: PaintLook | null = null;

  /** Reads the look and sends it; false while the box has no layout yet (a row not laid out). */
  const send = (): boolean => {
    const next = lookOf(el, stale.peek());
    if (!next || gone) return false;
    look = next;
    void ensureSocket().then((c) => {
      if (gone || !look) return;
      if (registered) return void c.lookQuote(id, look);
      registered = true;
      // Mounted again on the same element (Suspense re-inserts what it had hidden): the socket layer has it.
      if (handed.has(canvas)) return void c.paintQuote(id, v.pair.Code, null, look);
      handed.add(canvas);
      void c.paintQuote(id, v.pair.Code, handCanvas(canvas), look);
    });
    return true;
  };
  const [unwatch, again] = whenLaidOut(el, send);
  const stops = [
    unwatch,
    labelQuote(el, v),
    // Staleness changes the look, not the size.
    effect(() => {
      void stale.value;
      if (look) requestAnimationFrame(again);
    }),
  ];
  return () => {
    gone = true;
    for (const stop of stops) stop();
    if (registered) void ensureSocket().then((c) => c.unpaintQuote(id, false));
  };
}
