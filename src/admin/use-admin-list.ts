import { useCallback, useEffect, useState } from 'react';
import { adminCall, type Page } from './admin-client';

/** A paged operator list at `path` with its filters; `reload` after an action. Stale answers are dropped. */
export function useAdminList<T>(path: string, filters: Record<string, string | number | undefined>) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<T> | null>(null);
  const key = JSON.stringify(filters);
  useEffect(() => {
    setPage(1);
  }, [key]);
  const reload = useCallback(async () => {
    try {
      setData(await adminCall<Page<T>>(path, { query: { ...filters, page } }));
    } catch {
      /* toasted */
    }
  }, [path, key, page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { page, setPage, data, reload };
}
