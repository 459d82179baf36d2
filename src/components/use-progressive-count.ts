import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render now (may exceed the list's length): `first` at once (what fills the first screen of a phone), then `step` more
 * per task until `total`, so one render never holds the main thread for the whole list (33 rows with their
 * charts were one 200 ms task at 4x CPU). A timeout of 0, not requestIdleCallback: the rest must still come
 * while the page keeps busy with ticks.
 */
export function useProgressiveCount(total: number, first = 8, step = 4): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(setCount, 0, count + step);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return count;
}
