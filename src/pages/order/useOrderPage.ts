import { useState } from 'react';
import type { Order } from '../../api/trading-api';
import { closedIds } from '../../state/orders';
import { pendingGoneIds } from '../../state/orders-pending';
import { orderChanges } from '../../state/account-sync';
import { orderView } from './order-view';
import type { OrderTab } from './order-tabs';
import { useOrderList } from './useOrderList';
import { useOrderPushes } from './useOrderPushes';
import { useOrderSheet } from './useOrderSheet';
import { OrderStatus } from '../../../core/codes';

/**
 * /order's state for tab `type`: its rows as they are now (every change of the account applied, holdings the server
 * closed and pending orders gone left out), paging, refresh, and the open sheet (`shown`, opened by `setDetail`).
 */
export function useOrderPage(type: OrderTab, wanted: number) {
  const { list, total, page, loading, load, refresh } = useOrderList(type);
  const [detail, setDetail] = useState<Order | null>(null);
  useOrderPushes({ type, list, detail, setDetail, load, refresh });

  const closed = closedIds.value;
  const gone = pendingGoneIds.value;
  const rows = orderView(list, orderChanges.value, type);
  const visible =
    type === OrderStatus.Holding
      ? rows.filter((o) => !closed.has(o.Id))
      : type === OrderStatus.Pending
        ? rows.filter((o) => !gone.has(o.Id))
        : rows;
  const shown = useOrderSheet({ detail, setDetail, type, visible, wanted });
  return { visible, loading, more: list.length < total, page, load, refresh, shown, setDetail };
}
