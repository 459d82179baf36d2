import type { Order } from '../../api/trading-api';
import { isFinal, type OrderChange } from '../../state/account-sync';
import { OrderStatus } from '../../../core/codes';

type Changes = ReadonlyMap<number, OrderChange>;

/** Whether an order in `status` is listed on the tab of my_deal's status `tab` (history: closed and cancelled). */
const onTab = (status: number, tab: number) => (tab === OrderStatus.Closed ? isFinal(status) : status === tab);

/** my_deal's orders: history by completion (its 'YYYY-MM-DD HH:mm:ss' strings sort in time), the others by id. */
const newestFirst = (tab: number) => (a: Order, b: Order) =>
  (tab === OrderStatus.Closed ? b.CompleteTimeHandler.localeCompare(a.CompleteTimeHandler) : 0) || b.Id - a.Id;

/** `o` in its newest known state (null: it no longer exists); a push showing a closed order open again is older. */
export function latest(o: Order, changes: Changes): Order | null {
  const c = changes.get(o.Id);
  if (!c) return o;
  if (!c.o) return null;
  return isFinal(o.Status) && !isFinal(c.o.Status) ? o : c.o;
}

/**
 * A tab's rows: the list as read, each row in its newest state, those that left the tab dropped, and the orders that
 * came to it since (opened, placed, filled or closed elsewhere) added in the tab's order.
 */
export function orderView(list: readonly Order[], changes: Changes, tab: number): Order[] {
  const rows = list.map((o) => latest(o, changes)).filter((o): o is Order => !!o && onTab(o.Status, tab));
  const listed = new Set(list.map((o) => o.Id));
  const added = [...changes.values()]
    .map((c) => c.o)
    .filter((o): o is Order => !!o && !listed.has(o.Id) && onTab(o.Status, tab));
  return added.length ? [...rows, ...added].sort(newestFirst(tab)) : rows;
}
