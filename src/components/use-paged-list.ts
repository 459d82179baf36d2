import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<T> {
  items: T[];
  total: number;
  loading: boolean;
  /** Whether another page exists (loaded count below total). */
  more: boolean;
  /** Page 1 again (pull to refresh, tab switch, after a submit). */
  reload: () => Promise<void>;
  /** The next page, appended. */
  next: () => void;
}

/**
 * An infinite list as docs/product.md ("Lists") describes it: pages from 1, appended until the loaded count
 * reaches total, reset to page 1 on refresh. `key` changes (a tab) reset it too; stale answers are dropped.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number }>,
  key: unknown,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);
  const generation = useRef(0);
  const busy = useRef(false);

  const load = useCallback(
    async (p: number) => {
      const gen = p === 1 ? ++generation.current : generation.current;
      busy.current = true;
      setLoading(true);
      try {
        const r = await fetchPage(p);
        if (gen !== generation.current) return;
        page.current = p;
        setTotal(r.total);
        setItems((old) => (p === 1 ? r.items : [...old, ...r.items]));
      } catch {
        // The failure was toasted by the api client; the list keeps what it had.
      } finally {
        if (gen === generation.current) {
          busy.current = false;
          setLoading(false);
        }
      }
    },
    // Keyed by what the list shows: the caller's fetchPage is a new function each render, the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the query fetchPage asks
    [key],
  );

  useEffect(() => {
    setItems([]);
    setTotal(0);
    void load(1);
  }, [load]);

  const more = items.length < total;
  return {
    items,
    total,
    loading,
    more,
    reload: () => load(1),
    next: () => {
      if (!busy.current && more) void load(page.current + 1);
    },
  };
}
