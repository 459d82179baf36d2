import { useLayoutEffect, useState } from 'react';

/**
 * False on a component's first render, true from a render in the next task: what can wait that long renders in a
 * task of its own instead of lengthening the first one. The timer is set as the first render commits, so on a
 * phone the next task usually runs before the next frame is painted (no frame without it), yet the two renders are
 * two tasks, each under the 50 ms a long task starts at.
 */
export function useNextTask(): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (ready) return undefined;
    const id = setTimeout(() => setReady(true));
    return () => clearTimeout(id);
  }, [ready]);
  return ready;
}
