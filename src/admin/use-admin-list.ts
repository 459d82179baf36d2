import { useCallback, useEffect, useState } from 'react';
import { adminRequest, type AdminReply, type FieldsOf, type PagedKey } from './admin-client';

/** A list's filters: its query fields but the page, by their names in core/wire (values are sent as text). */
export type Filters<K extends PagedKey> = { [F in Exclude<keyof FieldsOf<K>, 'page'>]?: string | number };

/** A paged operator list (`key` a GET of core/wire answering a page) with its filters; `reload` after an action. */
export function useAdminList<K extends PagedKey>(key: K, filters: Filters<K>) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AdminReply<K> | null>(null);
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    setPage(1);
  }, [filterKey]);
  const reload = useCallback(async () => {
    try {
      // The filters' names are the call's query fields (Filters); their values go as text, as every query does.
      setData((await adminRequest(key, { query: { ...filters, page } })) as AdminReply<K>);
    } catch {
      /* toasted */
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey is filters, by value (a new object each render)
  }, [key, filterKey, page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { page, setPage, data, reload };
}
