import { useEffect } from 'react';
import { holdQuotes } from './quote-visibility';

/** Keeps the quotes of `codes` coming while mounted, shown or not (a rate a form computes with). */
export function useHeldQuotes(codes: readonly string[]): void {
  const key = codes.join(',');
  useEffect(() => {
    const list = key ? key.split(',') : [];
    holdQuotes(list, 1);
    return () => holdQuotes(list, -1);
  }, [key]);
}
