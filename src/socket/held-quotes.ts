import { useEffect } from 'react';
import type { PairView } from '../state/market';
import { holdQuotes } from './quote-visibility';

/** Keeps the quotes of `views` coming while mounted, on screen or not (/trade's pair, the drawer, a rate). */
export function useHeldQuotes(views: readonly PairView[]): void {
  const key = views.map((v) => v.pair.Code).join();
  useEffect(() => {
    holdQuotes(views, 1);
    return () => holdQuotes(views, -1);
    // The codes, not the array: a new array of the same pairs each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is views, by their codes
  }, [key]);
}
