/**
 * Main-thread time in long frames, from the Long Animation Frames API ('long-animation-frame': frames over 50 ms,
 * their rendering included) where the browser has it, else from 'longtask' (tasks over 50 ms). Shorter work is
 * not reported by either: the figure is the time the thread was blocked long enough to be felt.
 */
export interface BusyMeter {
  /**
   * Milliseconds busy since the last call, the three longest entries, and the 60 Hz frames they dropped (one that
   * spans k intervals drops k - 1: a floor, since shorter frames are not reported), and resets them.
   */
  take(): { busyMs: number; longest: number[]; droppedByLong: number };
  /** Which API feeds it ('long-animation-frame', 'longtask' or null: none). */
  readonly source: string | null;
  stop(): void;
}

/** The 60 Hz frame interval, ms. */
const FRAME_MS = 1000 / 60;

export function startBusyMeter(): BusyMeter {
  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  const source = types.includes('long-animation-frame')
    ? 'long-animation-frame'
    : types.includes('longtask')
      ? 'longtask'
      : null;
  let durations: number[] = [];
  const obs = source
    ? new PerformanceObserver((list) => {
        for (const e of list.getEntries()) durations.push(e.duration);
      })
    : null;
  obs?.observe({ type: source!, buffered: false });
  return {
    source,
    take() {
      const busyMs = durations.reduce((a, b) => a + b, 0);
      const longest = durations.sort((a, b) => b - a).slice(0, 3);
      const droppedByLong = durations.reduce((n, d) => n + Math.max(0, Math.round(d / FRAME_MS) - 1), 0);
      durations = [];
      return { busyMs, longest, droppedByLong };
    },
    stop: () => obs?.disconnect(),
  };
}
