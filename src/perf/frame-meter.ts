/**
 * Frames drawn and dropped, counted with requestAnimationFrame: a gap between two frames of k frame intervals
 * dropped k - 1. The interval is the shortest gap seen (the display's refresh: 16.7 ms at 60 Hz).
 */
export interface FrameMeter {
  /** Frames drawn and dropped since the last call, and resets them. */
  take(): { drawn: number; dropped: number };
  stop(): void;
}

export function startFrameMeter(): FrameMeter {
  let drawn = 0;
  let dropped = 0;
  let last = 0;
  let interval = 1000 / 60;
  let id = 0;
  const tick = (now: number) => {
    if (last) {
      const gap = now - last;
      if (gap > 4 && gap < interval) interval = gap;
      // Rounded: up to half an interval late is jitter, not a dropped frame.
      dropped += Math.max(0, Math.round(gap / interval) - 1);
    }
    drawn++;
    last = now;
    id = requestAnimationFrame(tick);
  };
  id = requestAnimationFrame(tick);
  return {
    take() {
      const r = { drawn, dropped };
      drawn = dropped = 0;
      return r;
    },
    stop: () => cancelAnimationFrame(id),
  };
}
