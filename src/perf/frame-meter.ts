/**
 * Frames drawn and dropped, counted with requestAnimationFrame: a gap between two frames of k frame intervals
 * dropped k - 1. The interval is the shortest gap seen (the display's refresh: 16.7 ms at 60 Hz).
 *
 * A requestAnimationFrame loop makes the page draw at every vsync: a main-frame update and a commit each, a floor
 * of main-thread time even on an empty page (docs/performance-log.md, "The floors"), which is what the overlay would
 * then measure; even a 100 ms probe a second measured as several times the overlay's own cost. So the overlay's meter
 * (`whileInput`) asks for frames only while the user touches, scrolls or types (and a second after), when the page
 * draws anyway; at other times the overlay takes dropped frames from the long frames (busy-meter.ts), passively.
 * `perSecond` turns its counts into figures per second of the time it watched. Without `whileInput` (the device
 * benchmark's steps) it counts every frame until stopped.
 */
export interface FrameMeter {
  /** Frames drawn and dropped since the last call, over `watchedMs` of frames watched, and resets them. */
  take(): FrameCount;
  stop(): void;
}

export interface FrameCount {
  drawn: number;
  dropped: number;
  watchedMs: number;
}

/** Frames drawn and dropped per second of the time watched (null: no frame watched). */
export function perSecond(c: FrameCount): { drawn: number | null; dropped: number | null } {
  const rate = (n: number) => (c.watchedMs ? Math.round((n * 1000) / c.watchedMs) : null);
  return { drawn: rate(c.drawn), dropped: rate(c.dropped) };
}

/** Input that makes the page draw anyway: while it lasts, counting every frame costs the page nothing more. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'touchmove', 'wheel', 'scroll', 'keydown'] as const;

export function startFrameMeter(opts?: { whileInput: true }): FrameMeter {
  const probe = opts?.whileInput;
  let drawn = 0;
  let dropped = 0;
  let watchedMs = 0;
  let last = 0;
  let interval = 1000 / 60;
  let id = 0;
  let looping = false;
  /** The loop asks for frames until this instant (Infinity: always, without `whileInput`). */
  let until = probe ? 0 : Infinity;
  const tick = (now: number) => {
    if (last) {
      const gap = now - last;
      if (gap > 4 && gap < interval) interval = gap;
      // Rounded: up to half an interval late is jitter, not a dropped frame.
      dropped += Math.max(0, Math.round(gap / interval) - 1);
      watchedMs += gap;
      drawn++;
    }
    last = now;
    if (now < until) id = requestAnimationFrame(tick);
    else {
      looping = false;
      // The next watch starts afresh: the time between two watches is not a gap between frames.
      last = 0;
    }
  };
  const watch = (ms: number) => {
    until = Math.max(until, performance.now() + ms);
    if (!looping) {
      looping = true;
      id = requestAnimationFrame(tick);
    }
  };
  const onInput = () => watch(1000);
  if (probe) for (const e of INPUT_EVENTS) addEventListener(e, onInput, { capture: true, passive: true });
  if (!probe) watch(0);
  return {
    take() {
      const r = { drawn, dropped, watchedMs };
      drawn = dropped = watchedMs = 0;
      return r;
    },
    stop() {
      cancelAnimationFrame(id);
      looping = false;
      until = 0;
      if (probe) for (const e of INPUT_EVENTS) removeEventListener(e, onInput, { capture: true });
    },
  };
}
