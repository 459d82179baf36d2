import { effect, type ReadonlySignal } from '@preact/signals-react';
import * as Comlink from 'comlink';
import { ensureSocket, socketInWorker } from './socket-client';
import { locale } from '../state/locale';
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
/** A canvas element gone for good (garbage-collected): the socket layer lets its drawing go too. */
const dropped = new FinalizationRegistry<number>((id) => {
  void ensureSocket().then((c) => c.unpaintQuote(id, true));
});

/** A box's text for assistive technology: an image with that name, or nothing before the first quote. */
function label(el: HTMLElement, text: string): void {
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

/** Where a text box sits in the quote, in CSS pixels, and its font. */
function boxOf(el: HTMLElement, origin: DOMRect): PaintBox {
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
  const root = getComputedStyle(document.documentElement);
  const cs = getComputedStyle(price);
  return {
    width: origin.width,
    height: origin.height,
    dpr: window.devicePixelRatio || 1,
    price: boxOf(price, origin),
    chg: boxOf(el.querySelector<HTMLElement>('.chg')!, origin),
    // The stale mark's size, as `.price.stale::after` in styles.css.
    markFont: fontOf(cs, '11px'),
    colors: {
      text: root.getPropertyValue('--text').trim(),
      muted: root.getPropertyValue('--muted').trim(),
      up: root.getPropertyValue('--up').trim(),
      down: root.getPropertyValue('--down').trim(),
    },
    align: cs.textAlign === 'left' ? 'left' : 'right',
    stale,
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
  const price = el.querySelector<HTMLElement>('.price')!;
  const chg = el.querySelector<HTMLElement>('.chg')!;
  let registered = false;
  let gone = false;
  let look: PaintLook | null = null;

  const send = () => {
    const next = lookOf(el, stale.peek());
    if (!next || gone) return;
    look = next;
    void ensureSocket().then((c) => {
      if (gone || !look) return;
      if (registered) return void c.lookQuote(id, look);
      registered = true;
      // Mounted again on the same element (Suspense re-inserts what it had hidden): the socket layer has it.
      if (handed.has(canvas)) return void c.paintQuote(id, v.pair.Code, null, look);
      handed.add(canvas);
      if (!socketInWorker()) return void c.paintQuote(id, v.pair.Code, canvas, look);
      const off = canvas.transferControlToOffscreen();
      void c.paintQuote(id, v.pair.Code, Comlink.transfer(off, [off]) as unknown as OffscreenCanvas, look);
    });
  };
  const ro = new ResizeObserver(send);
  ro.observe(el);
  const stops = [
    effect(() => label(price, v.priceText.value)),
    effect(() => label(chg, v.changeText.value)),
    // Staleness and the language (its fonts, its direction) change the look, not the size: read once the page
    // has applied them (the document's direction follows the language in an effect of its own).
    effect(() => {
      void stale.value;
      void locale.value;
      if (look) requestAnimationFrame(send);
    }),
  ];
  return () => {
    gone = true;
    ro.disconnect();
    for (const stop of stops) stop();
    if (registered) void ensureSocket().then((c) => c.unpaintQuote(id, false));
  };
}
