import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchDeals, type Order } from '../../api/trading-api';
import { closedIds } from '../../state/orders';
import { pendingGoneIds } from '../../state/orders-pending';
import { syncHoldings } from '../../state/orders-actions';
import { refreshUser } from '../../state/session-actions';
import { refreshTradeList } from '../../state/market-actions';
import { forgetOrderChanges } from '../../state/account-sync';
import type { OrderTab } from './order-tabs';
import { OrderStatus } from '../../../core/codes';

/**
 * One tab's orders as read, page by page: `load(p)` reads page p (only the latest read lands), `refresh` reads the
 * first page again with the holdings and the user; a new tab starts empty and reads the pairs, then its first page.
 */
export function useOrderList(type: OrderTab) {
  const [list, setList] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);

  const load = useCallback(
    async (p: number) => {
      const mine = ++seq.current;
      setLoading(true);
      // A change pushed before this read began is in what it reads; one pushed after may not be: kept over it.
      const readAt = Date.now();
      try {
        const r = await fetchDeals(type, p);
        if (mine !== seq.current) return;
        setList((prev) => (p === 1 ? r.data : [...prev, ...r.data.filter((o) => !prev.some((x) => x.Id === o.Id))]));
        setTotal(r.total);
        setPage(p);
        if (p === 1) {
          closedIds.value = new Set();
          pendingGoneIds.value = new Set();
          forgetOrderChanges(readAt);
        }
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [type],
  );

  const refresh = useCallback(async () => {
    await Promise.all([load(1), type === OrderStatus.Holding ? syncHoldings() : null, refreshUser()]);
  }, [load, type]);

  useEffect(() => {
    setList([]);
    setTotal(0);
    void refreshTradeList()
      .catch(() => undefined)
      .then(refresh)
      .catch(() => undefined);
  }, [type, refresh]);

  return { list, total, page, loading, load, refresh };
}
