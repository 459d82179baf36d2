import { onCLS, onINP, onLCP } from 'web-vitals';
import { socketStats, type SocketStats } from '../socket/socket-stats';
import { startBusyMeter } from './busy-meter';
import { perSecond, startFrameMeter } from './frame-meter';
import { heapUsed, pageBytes, type PageBytes } from './page-bytes';

/** One second of figures, as the overlay shows them. */
export interface PerfSecond {
  /**
   * Frames drawn and dropped per second while the user touched or scrolled (frame-meter.ts); at other times drawn is
   * null (nothing was asked to draw) and dropped counts the frames the second's long frames dropped.
   */
  drawn: number | null;
  dropped: number | null;
  /** Milliseconds of the second in long frames (busy-meter.ts), and the three longest. */
  busyMs: number;
  longest: number[];
  /** Socket frames and bytes received, batches the worker sent, in the second (null: the socket is not up). */
  socket: SocketStats | null;
  heap: number | null;
  /** Web vitals so far: LCP and INP in ms, CLS unitless (null: none yet). */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  bytes: PageBytes;
  /** The overlay's own main-thread time in the previous second: this sampling plus its render, in ms. */
  costMs: number;
}

const vitals: { lcp: number | null; inp: number | null; cls: number | null } = { lcp: null, inp: null, cls: null };
let watching = false;

/** web-vitals' observers, once per page (they cannot be removed; the overlay may be turned on again). */
function watchVitals(): void {
  if (watching) return;
  watching = true;
  onLCP((m) => (vitals.lcp = m.value), { reportAllChanges: true });
  onINP((m) => (vitals.inp = m.value), { reportAllChanges: true });
  onCLS((m) => (vitals.cls = m.value), { reportAllChanges: true });
}

/**
 * Samples once a second and hands `onSecond` the figures. `cost` is told, by the caller, how long its render of the
 * last figures took; it is added to the sampling's own time and shown with the next second.
 */
export function startSampler(onSecond: (s: PerfSecond) => void): { rendered(ms: number): void; stop(): void } {
  // Every frame while the user touches the screen; no frame is asked for otherwise.
  const frames = startFrameMeter({ whileInput: true });
  const busy = startBusyMeter();
  watchVitals();
  let last: SocketStats | null = null;
  let renderMs = 0;
  let stopped = false;
  const tick = async () => {
    const now = await socketStats();
    if (stopped) return;
    const t0 = performance.now();
    const socket = last && {
      frames: now.frames - last.frames,
      bytes: now.bytes - last.bytes,
      batches: now.batches - last.batches,
    };
    last = now;
    const counted = frames.take();
    const { droppedByLong, ...b } = busy.take();
    const f = counted.watchedMs ? perSecond(counted) : { drawn: null, dropped: droppedByLong };
    const s: PerfSecond = {
      ...f,
      ...b,
      socket,
      heap: heapUsed(),
      ...vitals,
      bytes: pageBytes(),
      costMs: renderMs,
    };
    // The stats call's round trip to the worker is a wait, not work: only this task's own time counts.
    renderMs = performance.now() - t0;
    onSecond(s);
  };
  const id = setInterval(() => void tick(), 1000);
  return {
    rendered(ms) {
      renderMs += ms;
    },
    stop() {
      stopped = true;
      clearInterval(id);
      frames.stop();
      busy.stop();
    },
  };
}
