import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { startSampler, type PerfSecond } from './perf-sampler';

/**
 * The overlay's figures of the last second (perf-sampler.ts), null before the first; each second's render and the
 * frame that shows it are timed and counted in the overlay's own cost.
 */
export function usePerfSecond() {
  const [s, setS] = useState<PerfSecond | null>(null);
  const sampler = useRef<ReturnType<typeof startSampler> | null>(null);
  const renderStart = useRef(0);
  useEffect(() => {
    const sm = startSampler((next) => {
      renderStart.current = performance.now();
      setS(next);
    });
    sampler.current = sm;
    return () => sm.stop();
  }, []);
  // The render of a new second, and the frame that shows it (its style, layout, paint and commit: from the frame's
  // start to the task after it): added to the overlay's cost shown with the next one. The new figures make that
  // frame anyway; timing it asks for no other.
  useLayoutEffect(() => {
    if (!renderStart.current) return;
    sampler.current?.rendered(performance.now() - renderStart.current);
    renderStart.current = 0;
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => sampler.current?.rendered(performance.now() - frameStart);
      ch.port2.postMessage(null);
    });
  }, [s]);
  return s;
}
