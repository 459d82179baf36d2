import { ensureSocket, handCanvas } from './socket-client';
import { boxOf, cssVar, whenLaidOut } from './quote-painting';
import type { LegendLook } from '../../workers/legend-paint';

/** A legend drawn by the socket layer: which candle it shows, and its end. */
export interface PaintedLegend {
  /** Shows the candle opened at `time` (the crosshair's), or the live one (null). */
  at(time: number | null): void;
  stop(): void;
}

let nextId = 1;

/**
 * Hands `canvas` (laid over the legend `el`, whose values' boxes are `dd > span`) to the socket layer, which draws the
 * values of chart `key` in it from the candles it holds (workers/legend-paint.ts): in the worker, a trade costs this
 * thread no text change. The look is read once the boxes are laid out, and again on a resize or a change of language.
 * The canvas must be new (a canvas can be handed over only once): the caller makes one per call.
 */
export function paintLegend(el: HTMLElement, canvas: HTMLCanvasElement, key: string, precision: number): PaintedLegend {
  const id = nextId++;
  let bound = false;
  let gone = false;
  const send = (): boolean => {
    const origin = el.getBoundingClientRect();
    const boxes = [...el.querySelectorAll<HTMLElement>('dd > span')];
    if (!origin.width || !origin.height || gone || !boxes.length) return false;
    const look: LegendLook = {
      key,
      width: origin.width,
      height: origin.height,
      dpr: window.devicePixelRatio || 1,
      boxes: boxes.map((b) => boxOf(b, origin)),
      colors: {
        text: getComputedStyle(boxes[0]!).color,
        up: cssVar('--up'),
        down: cssVar('--down'),
      },
      precision,
    };
    // ensureSocket() resolves in call order: the first look binds, the later ones follow it.
    void ensureSocket().then((c) => {
      if (gone) return;
      if (bound) return void c.lookLegend(id, look);
      bound = true;
      void c.paintLegend(id, handCanvas(canvas), look);
    });
    return true;
  };
  const [unwatch] = whenLaidOut(el, send);
  return {
    at(time) {
      void ensureSocket().then((c) => {
        if (bound && !gone) void c.legendAt(id, key, time);
      });
    },
    stop() {
      gone = true;
      unwatch();
      if (bound) void ensureSocket().then((c) => c.unpaintLegend(id));
    },
  };
}
