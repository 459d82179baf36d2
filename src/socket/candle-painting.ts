import { ensureSocket, handCanvas, socketInWorker } from './socket-client';
import { canPaintQuotes } from './quote-painting';
import type { CandleLook } from '../../workers/candle-paint';

export type { CandleLook };

/** A chart's live-candle canvas in the socket layer: its looks go there, and stop() lets it go. */
export interface LiveCandle {
  look(look: CandleLook): void;
  stop(): void;
}

let nextId = 1;

/**
 * Hands `canvas` (laid over a chart) to the socket layer, which draws the chart's live candle in it on every trade
 * that stays inside the chart's scales (workers/candle-paint.ts); in the worker, the canvas is transferred and a
 * trade costs this thread no redraw. The first look binds it. Null where a canvas cannot be handed to the worker
 * (no OffscreenCanvas): the chart then draws every candle itself.
 */
export function paintLiveCandle(canvas: HTMLCanvasElement): LiveCandle | null {
  if (socketInWorker() && !canPaintQuotes()) return null;
  const id = nextId++;
  let bound = false;
  let stopped = false;
  return {
    look(look) {
      // ensureSocket() resolves in call order, so looks reach the socket layer in the order the chart drew.
      void ensureSocket().then((c) => {
        if (stopped) return;
        if (bound) return void c.lookCandle(id, look);
        bound = true;
        void c.paintCandle(id, handCanvas(canvas), look);
      });
    },
    stop() {
      stopped = true;
      if (bound) void ensureSocket().then((c) => c.unpaintCandle(id));
    },
  };
}
