import type uPlot from 'uplot';
import { setRange } from './chart-range';
import { touchHandlers } from './touch-handlers';

/**
 * Touch on the chart: one finger pans, a long press shows the crosshair (then follows the finger),
 * two fingers pinch-zoom around their midpoint (touch-handlers.ts). The mouse wheel zooms on desktop.
 * `first`: the touch or wheel event that asked for this code (CandleChart loads it then), taken as if it came now,
 * so the first pan starts with that finger; `then`: what the finger did while the code was on its way (its last move,
 * its lift), taken after it. Returns a function that removes the listeners.
 */
export function attachGestures(
  u: uPlot,
  periodSec: () => number,
  first?: TouchEvent | WheelEvent,
  then: TouchEvent[] = [],
): () => void {
  const over = u.over;
  const { onStart, onMove, onEnd, stop } = touchHandlers(u, periodSec);
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const min = u.scales.x!.min!;
    const max = u.scales.x!.max!;
    const at = u.posToVal(e.offsetX, 'x');
    const k = e.deltaY > 0 ? 1.15 : 1 / 1.15;
    setRange(u, periodSec(), at - (at - min) * k, at + (max - at) * k);
  };
  over.addEventListener('touchstart', onStart, { passive: true });
  over.addEventListener('touchmove', onMove, { passive: false });
  over.addEventListener('touchend', onEnd);
  over.addEventListener('touchcancel', onEnd);
  over.addEventListener('wheel', onWheel, { passive: false });
  if (first) {
    if (first.type === 'wheel') onWheel(first as WheelEvent);
    else if ((first as TouchEvent).touches.length) onStart(first as TouchEvent);
    for (const e of then) (e.type === 'touchmove' ? onMove : onEnd)(e);
  }
  return () => {
    stop();
    over.removeEventListener('touchstart', onStart);
    over.removeEventListener('touchmove', onMove);
    over.removeEventListener('touchend', onEnd);
    over.removeEventListener('touchcancel', onEnd);
    over.removeEventListener('wheel', onWheel);
  };
}

/**
 * The chart indicators' chunk (indicator-chunk.ts), reached through this one (src/app/screen.ts loadIndicators): a
 * dynamic import here puts its entry in this lazy chunk's table of chunks, not in the shell's, whose bytes are on
 * every first load. Indicators are for a chart one touches anyway, and this chunk is small.
 */
export const loadIndicatorChunk = () => import('./indicator-chunk');
