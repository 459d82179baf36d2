import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { Order } from '../../api/trading-api';
import { closedIds } from '../../state/orders';
import { orderChanges } from '../../state/account-sync';
import { latest } from './order-view';
import type { OrderTab } from './order-tabs';
import { OrderStatus } from '../../../core/codes';

/**
 * The open order sheet, kept to its order as it is now: closed on a change of tab and when its holding closes,
 * opened by the `wanted` id (a notification's link) once that order is listed. Returns the order to show.
 */
export function useOrderSheet({
  detail,
  setDetail,
  type,
  visible,
  wanted,
}: {
  detail: Order | null;
  setDetail: Dispatch<SetStateAction<Order | null>>;
  type: OrderTab;
  visible: Order[];
  wanted: number;
}) {
  const closed = closedIds.value;
  useEffect(() => setDetail(null), [type, setDetail]);
  // The open sheet shows its order as it is now; one that no longer exists (a demo reset) has nothing to show.
  const shown = detail && latest(detail, orderChanges.value);
  // And keeps it: a list read forgets the pushes before it, which must not take the sheet back to an older state.
  // The update names the order it is for: effects run after paint, so a sheet closed in between (Save stops,
  // Cancel order) stays closed rather than coming back with the push that the action itself caused.
  useEffect(() => {
    if (shown === detail || !detail) return;
    const id = detail.Id;
    setDetail((d) => (d && d.Id === id ? shown : d));
  }, [shown, detail, setDetail]);
  useEffect(() => {
    if (detail && type === OrderStatus.Holding && closed.has(detail.Id)) setDetail(null);
  }, [closed, detail, type, setDetail]);

  // /order?type=3&id=42 (a notification's tap): that order's detail opens once it is on the first page read.
  const opened = useRef(0);
  useEffect(() => {
    const o = wanted && opened.current !== wanted ? visible.find((x) => x.Id === wanted) : undefined;
    if (o) {
      opened.current = wanted;
      setDetail(o);
    }
  }, [wanted, visible, setDetail]);
  return shown;
}
