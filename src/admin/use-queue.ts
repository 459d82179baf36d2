import { useState } from 'react';
import { useAdminList } from './use-admin-list';

/**
 * A review queue at `path`, filtered by status, opening on `waiting` (the records still to act on): the status,
 * its setter, the paged list, and `open`, whether the shown records can still be acted on.
 */
export function useQueue<T>(path: string, waiting: number) {
  const [status, setStatus] = useState<number>(waiting);
  const list = useAdminList<T>(path, { status });
  return { status, setStatus, list, open: status === waiting };
}

export type Queue = ReturnType<typeof useQueue<unknown>>;
