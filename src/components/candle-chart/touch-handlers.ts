import type uPlot from 'uplot';
import { hideCross, local, setRange, showCross } from './chart-range';

/** Hold a finger this long without moving to get the crosshair instead of panning. */
const LONG_PRESS_MS = 300;
const MOVE_SLOP_PX = 6;

/**
 * The chart's touch handlers and what they share: one finger pans, a long press shows the crosshair (then follows
 * the finger), two fingers pinch-zoom around their midpoint. `stop` drops a long press still being timed.
 */
export function touchHandlers(u: uPlot, periodSec: () => number) {
  let mode: 'idle' | 'pending' | 'pan' | 'cross' | 'pinch' = 'idle';
  let startX = 0;
  let startY = 0;
  let startMin = 0;
  let startMax = 0;
  let startDist = 0;
  let startMid = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onStart = (e: TouchEvent) => {
    clearTimeout(timer);
    startMin = u.scales.x!.min!;
    startMax = u.scales.x!.max!;
    if (e.touches.length === 2) {
      const [a, b] = [local(u, e.touches[0]!), local(u, e.touches[1]!)];
      startDist = Math.abs(a.x - b.x) || 1;
      startMid = u.posToVal((a.x + b.x) / 2, 'x');
      mode = 'pinch';
      hideCross(u);
      return;
    }
    const p = local(u, e.touches[0]!);
    startX = p.x;
    startY = p.y;
    mode = 'pending';
    timer = setTimeout(() => {
      if (mode === 'pending') {
        mode = 'cross';
        showCross(u, e.touches[0]!);
      }
    }, LONG_PRESS_MS);
  };
  const onMove = (e: TouchEvent) => {
    if (mode === 'idle') return;
    // Not a replayed move (already dispatched) nor one the browser has made uncancelable.
    if (e.cancelable) e.preventDefault();
    if (mode === 'pinch' && e.touches.length === 2) {
      const [a, b] = [local(u, e.touches[0]!), local(u, e.touches[1]!)];
      const scale = startDist / (Math.abs(a.x - b.x) || 1);
      setRange(u, periodSec(), startMid - (startMid - startMin) * scale, startMid + (startMax - startMid) * scale);
      return;
    }
    const t = e.touches[0]!;
    const p = local(u, t);
    if (mode === 'pending' && Math.hypot(p.x - startX, p.y - startY) > MOVE_SLOP_PX) {
      clearTimeout(timer);
      mode = 'pan';
    }
    if (mode === 'cross') {
      showCross(u, t);
      return;
    }
    if (mode === 'pan') {
      const perPx = ((startMax - startMin) / u.bbox.width) * devicePixelRatio;
      const shift = -(p.x - startX) * perPx;
      setRange(u, periodSec(), startMin + shift, startMax + shift);
    }
  };
  const onEnd = (e: TouchEvent) => {
    clearTimeout(timer);
    if (e.touches.length === 0) {
      if (mode === 'cross' || mode === 'pending') hideCross(u);
      mode = 'idle';
    }
  };
  return { onStart, onMove, onEnd, stop: () => clearTimeout(timer) };
}
