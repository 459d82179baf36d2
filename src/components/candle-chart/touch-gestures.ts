import type uPlot from 'uplot';

/** Hold a finger this long without moving to get the crosshair instead of panning. */
const LONG_PRESS_MS = 300;
const MOVE_SLOP_PX = 6;
/** Fewest candles a pinch may zoom in to. */
const MIN_CANDLES = 10;

/**
 * Touch on the chart: one finger pans, a long press shows the crosshair (then follows the finger),
 * two fingers pinch-zoom around their midpoint. The mouse wheel zooms on desktop.
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
  let mode: 'idle' | 'pending' | 'pan' | 'cross' | 'pinch' = 'idle';
  let startX = 0;
  let startY = 0;
  let startMin = 0;
  let startMax = 0;
  let startDist = 0;
  let startMid = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const xs = () => u.data[0] as unknown as number[];
  const clamp = (min: number, max: number) => {
    const data = xs();
    if (!data.length) return [min, max] as const;
    const span = Math.max(max - min, MIN_CANDLES * periodSec());
    const lo = data[0]! - span * 0.5;
    const hi = data[data.length - 1]! + span * 0.5;
    let a = min;
    let b = a + span;
    if (a < lo) {
      a = lo;
      b = a + span;
    }
    if (b > hi) {
      b = hi;
      a = b - span;
    }
    return [a, b] as const;
  };
  const setRange = (min: number, max: number) => {
    const [a, b] = clamp(min, max);
    u.setScale('x', { min: a, max: b });
  };
  const local = (t: Touch) => {
    const r = over.getBoundingClientRect();
    return { x: t.clientX - r.left, y: t.clientY - r.top };
  };
  const showCross = (t: Touch) => {
    const p = local(t);
    u.setCursor({ left: p.x, top: p.y });
  };
  const hideCross = () => u.setCursor({ left: -10, top: -10 });

  const onStart = (e: TouchEvent) => {
    clearTimeout(timer);
    startMin = u.scales.x!.min!;
    startMax = u.scales.x!.max!;
    if (e.touches.length === 2) {
      const [a, b] = [local(e.touches[0]!), local(e.touches[1]!)];
      startDist = Math.abs(a.x - b.x) || 1;
      startMid = u.posToVal((a.x + b.x) / 2, 'x');
      mode = 'pinch';
      hideCross();
      return;
    }
    const p = local(e.touches[0]!);
    startX = p.x;
    startY = p.y;
    mode = 'pending';
    timer = setTimeout(() => {
      if (mode === 'pending') {
        mode = 'cross';
        showCross(e.touches[0]!);
      }
    }, LONG_PRESS_MS);
  };
  const onMove = (e: TouchEvent) => {
    if (mode === 'idle') return;
    // Not a replayed move (already dispatched) nor one the browser has made uncancelable.
    if (e.cancelable) e.preventDefault();
    if (mode === 'pinch' && e.touches.length === 2) {
      const [a, b] = [local(e.touches[0]!), local(e.touches[1]!)];
      const scale = startDist / (Math.abs(a.x - b.x) || 1);
      setRange(startMid - (startMid - startMin) * scale, startMid + (startMax - startMid) * scale);
      return;
    }
    const t = e.touches[0]!;
    const p = local(t);
    if (mode === 'pending' && Math.hypot(p.x - startX, p.y - startY) > MOVE_SLOP_PX) {
      clearTimeout(timer);
      mode = 'pan';
    }
    if (mode === 'cross') {
      showCross(t);
      return;
    }
    if (mode === 'pan') {
      const perPx = ((startMax - startMin) / u.bbox.width) * devicePixelRatio;
      const shift = -(p.x - startX) * perPx;
      setRange(startMin + shift, startMax + shift);
    }
  };
  const onEnd = (e: TouchEvent) => {
    clearTimeout(timer);
    if (e.touches.length === 0) {
      if (mode === 'cross' || mode === 'pending') hideCross();
      mode = 'idle';
    }
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const min = u.scales.x!.min!;
    const max = u.scales.x!.max!;
    const at = u.posToVal(e.offsetX, 'x');
    const k = e.deltaY > 0 ? 1.15 : 1 / 1.15;
    setRange(at - (at - min) * k, at + (max - at) * k);
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
    clearTimeout(timer);
    over.removeEventListener('touchstart', onStart);
    over.removeEventListener('touchmove', onMove);
    over.removeEventListener('touchend', onEnd);
    over.removeEventListener('touchcancel', onEnd);
    over.removeEventListener('wheel', onWheel);
  };
}
