import { ensureSocket, handCanvas, labelListeners } from './socket-client';
import { boxOf, whenLaidOut } from './quote-painting';
import type { FiguresLook } from '../../workers/figures-paint';
import type { FigureInputs } from '../../core/rules/order-figures';

/** An order form's figures drawn by the socket layer. */
export interface PaintedFigures {
  /** The order being written changed (lots, leverage, target, balance, a login). */
  set(inputs: FigureInputs): void;
  stop(): void;
}

let nextId = 1;

/**
 * Hands `canvas` (laid over the figures `el`, whose values' boxes are `dd > span`) to the socket layer, which writes
 * the figures from the prices and the account it holds and draws them (workers/figures-paint.ts): a trade that moves
 * the margin costs this thread no text change. `labels` gets each new set of texts, for the boxes' labels. The look
 * is read once the boxes are laid out, and again on a resize or a change of language. The canvas must be new.
 */
export function paintFigures(
  el: HTMLElement,
  canvas: HTMLCanvasElement,
  labels: (texts: string[]) => void,
): PaintedFigures {
  const id = nextId++;
  let bound = false;
  let gone = false;
  let inputs: FigureInputs | null = null;
  labelListeners.set(id, labels);
  const send = (): boolean => {
    const origin = el.getBoundingClientRect();
    const boxes = [...el.querySelectorAll<HTMLElement>('dd > span')];
    if (!origin.width || !origin.height || gone || !boxes.length || !inputs) return false;
    const look: FiguresLook = {
      width: origin.width,
      height: origin.height,
      dpr: window.devicePixelRatio || 1,
      boxes: boxes.map((b) => boxOf(b, origin)),
      color: getComputedStyle(boxes[0]!).color,
      rtl: getComputedStyle(el).direction === 'rtl',
    };
    // ensureSocket() resolves in call order: the first look binds, with the newest inputs; the later ones follow it.
    void ensureSocket().then((c) => {
      if (gone) return;
      if (bound) return void c.lookFigures(id, look);
      bound = true;
      void c.setFigures(id, inputs!);
      void c.paintFigures(id, handCanvas(canvas), look);
    });
    return true;
  };
  const [unwatch, again] = whenLaidOut(el, send);
  return {
    // Sent once the boxes are laid out (a form never laid out, as on a screen behind another, costs the socket nothing).
    set(next) {
      const waiting = !inputs;
      inputs = next;
      if (waiting) again();
      else if (bound) void ensureSocket().then((c) => gone || c.setFigures(id, next));
    },
    stop() {
      gone = true;
      unwatch();
      labelListeners.delete(id);
      if (bound) void ensureSocket().then((c) => c.unpaintFigures(id));
    },
  };
}
