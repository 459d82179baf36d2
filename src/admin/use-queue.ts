import { useState } from 'react';
import { useAdminList, type Filters } from './use-admin-list';

/** The review queues' list calls: each filtered by status. */
export type QueueKey = 'GET /admin/api/deposits' | 'GET /admin/api/withdrawals' | 'GET /admin/api/verifications';

/**
 * A review queue (`key` its list call), filtered by status, opening on `waiting` (the records still to act on): the
 * status, its setter, the paged list, and `open`, whether the shown records can still be acted on.
 */
export function useQueue<K extends QueueKey>(key: K, waiting: number) {
  const [status, setStatus] = useState<number>(waiting);
  // Every queue's list takes `status` (QueueKey names only those calls).
  const list = useAdminList(key, { status } as Filters<K>);
  return { status, setStatus, list, open: status === waiting };
}

export type Queue = ReturnType<typeof useQueue<QueueKey>>;
