/**
 * Main-thread time in long frames, from the Long Animation Frames API ('long-animation-frame': frames over 50 ms,
 * their rendering included) where the browser has it, else from 'longtask' (tasks over 50 ms). Shorter work is
 * not reported by either: the figure is the time the thread was blocked long enough to be felt.
 */
export interface BusyMeter {
  /** Milliseconds busy since the last call and the three longest entries, and resets them. */
  take(): { busyMs: number; longest: number[] };
  /** Which API feeds it ('long-animation-frame', 'longtask' or null: none). */
  readonly source: string | null;
  stop(): void;
}

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
      durations = [];
      return { busyMs, longest };
    },
    stop: () => obs?.disconnect(),
  };
}
