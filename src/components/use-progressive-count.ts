import { useEffect, useState } from 'react';

/** requestIdleCallback where the browser has it (Safari does not), else the next task. */
const later: (run: () => void) => () => void =
  typeof requestIdleCallback === 'function'
    ? (run) => {
        // The timeout: under a steady stream of ticks a phone may never be idle, and the rest must still come.
        const id = requestIdleCallback(run, { timeout: 250 });
        return () => cancelIdleCallback(id);
      }
    : (run) => {
        const id = setTimeout(run, 0);
        return () => clearTimeout(id);
      };

/**
 * How many items of a long list to render now (may exceed the list's length): `first` (what fills the first screen
 * of a phone) in two tasks, half and half, then `step` more per idle moment until `total`, so no render holds the
 * main thread long (all rows in one render, and even 4 rows a step, were long tasks on a slow phone:
 * docs/performance-log.md), and the first screen's 8 rows with their
 * logos' requests were the longest script task after `/`'s first paint.
 */
export function useProgressiveCount(total: number, first = 8, step = 1): number {
  const half = Math.ceil(first / 2);
  const [count, setCount] = useState(half);
  useEffect(() => {
    if (count >= total) return;
    // The rest of the first screen comes in the next task (after this one's paint), not at an idle moment: it is on
    // screen.
    if (count < first) {
      const id = setTimeout(() => setCount(first));
      return () => clearTimeout(id);
    }
    return later(() => setCount(count + step));
  }, [count, total, step, first]);
  return count;
}
