import type { BenchStep } from '../../core/rules/field-data';
import { startBusyMeter } from './busy-meter';
import { startFrameMeter } from './frame-meter';

/** One benchmark step's figures (the wire names of POST /v1/api/perf/bench). */
export interface StepResult {
  name: BenchStep;
  latency_ms: number;
  frames_dropped: number;
  busy_ms: number;
}

/** Resolves after the next frame is painted: a rAF, then a task (the paint happens between the two). */
export const nextPaint = (): Promise<number> =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve(performance.now());
      ch.port2.postMessage(null);
    }),
  );

/** Waits, a frame at a time, until `ready()` holds; rejects after `ms`. */
export async function until(ready: () => boolean, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > end) throw new Error('timeout');
    await new Promise((r) => requestAnimationFrame(r));
  }
}

/**
 * Runs one step: `act` (the input), then waits for `done` (what the input shows is on screen) and the next paint.
 * Latency: from the input to that paint (for a scroll, `act` returns its own figure: its worst input-to-paint).
 * Frames dropped and busy time are counted from the input to the end.
 */
export async function measureStep(
  name: BenchStep,
  act: () => Promise<number | void> | number | void,
  done: () => boolean,
): Promise<StepResult> {
  const frames = startFrameMeter();
  const busy = startBusyMeter();
  try {
    const t0 = performance.now();
    const own = await act();
    await until(done);
    const painted = await nextPaint();
    // Long frames are reported once they end: one more frame lets the last one in.
    await nextPaint();
    return {
      name,
      latency_ms: Math.round(typeof own === 'number' ? own : painted - t0),
      frames_dropped: frames.take().dropped,
      busy_ms: Math.round(busy.take().busyMs),
    };
  } finally {
    frames.stop();
    busy.stop();
  }
}
