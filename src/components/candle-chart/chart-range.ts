import type uPlot from 'uplot';

/** Fewest candles a pinch may zoom in to. */
const MIN_CANDLES = 10;

/**
 * Shows `min`..`max` of the time axis, held to at least MIN_CANDLES candles of `periodSec` and to no more than half
 * the span past either end of the data.
 */
export function setRange(u: uPlot, periodSec: number, min: number, max: number) {
  const data = u.data[0] as unknown as number[];
  let a = min;
  let b = max;
  if (data.length) {
    const span = Math.max(max - min, MIN_CANDLES * periodSec);
    const lo = data[0]! - span * 0.5;
    const hi = data[data.length - 1]! + span * 0.5;
    b = a + span;
    if (a < lo) {
      a = lo;
      b = a + span;
    }
    if (b > hi) {
      b = hi;
      a = b - span;
    }
  }
  u.setScale('x', { min: a, max: b });
}

/** Where a finger is on the chart's plot, in CSS px from its top left. */
export function local(u: uPlot, t: Touch) {
  const r = u.over.getBoundingClientRect();
  return { x: t.clientX - r.left, y: t.clientY - r.top };
}

/** The crosshair under a finger. */
export function showCross(u: uPlot, t: Touch) {
  const p = local(u, t);
  u.setCursor({ left: p.x, top: p.y });
}

export const hideCross = (u: uPlot) => u.setCursor({ left: -10, top: -10 });
