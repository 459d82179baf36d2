// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { latest, orderView } from '../../src/pages/order/order-view';
import type { OrderChange } from '../../src/state/account-sync';
import type { Order } from '../../src/api/trading-api';
import { OrderStatus } from '../../core/codes';

/** An order of my_deal with only what the view reads set. */
const order = (Id: number, Status: number, more: Partial<Order> = {}): Order =>
  ({ Id, Status, Quantity: '0.05', CompleteTimeHandler: '', ...more }) as Order;
const changes = (...list: (Order | [number, null])[]) =>
  new Map<number, OrderChange>(
    list.map((x) => (Array.isArray(x) ? [x[0], { o: null, at: 1 }] : [x.Id, { o: x, at: 1 }])),
  );
const ids = (rows: Order[]) => rows.map((o) => o.Id);
const { Holding, Pending, Closed, Cancelled } = OrderStatus;

describe("/order's rows: the list as read, followed by the account's pushes", () => {
  it('shows a row in its pushed state (a part closed elsewhere), and drops one that left the tab', () => {
    const list = [order(3, Holding), order(2, Holding), order(1, Holding)];
    const rows = orderView(list, changes(order(2, Holding, { Quantity: '0.02' }), order(1, Closed)), Holding);
    expect(ids(rows)).toEqual([3, 2]);
    expect(rows[1]!.Quantity).toBe('0.02');
  });

  it("adds an order that came to the tab, in the tab's order: newest first, history by completion", () => {
    expect(ids(orderView([order(5, Holding), order(2, Holding)], changes(order(4, Holding)), Holding))).toEqual([
      5, 4, 2,
    ]);
    expect(ids(orderView([order(8, Pending)], changes(order(9, Pending), order(7, Holding)), Pending))).toEqual([9, 8]);
    const history = [order(8, Closed, { CompleteTimeHandler: '2026-11-27 10:00:05' })];
    const closedNow = order(3, Closed, { CompleteTimeHandler: '2026-11-27 10:00:09' });
    const cancelledNow = order(9, Cancelled, { CompleteTimeHandler: '2026-11-27 10:00:07' });
    expect(ids(orderView(history, changes(closedNow, cancelledNow), Closed))).toEqual([3, 9, 8]);
  });

  it('drops an order that no longer exists, and never shows a closed one open again', () => {
    expect(ids(orderView([order(1, Pending), order(2, Pending)], changes([2, null]), Pending))).toEqual([1]);
    const closed = order(1, Closed);
    expect(latest(closed, changes(order(1, Holding)))).toBe(closed);
    expect(latest(order(1, Holding), changes([1, null]))).toBeNull();
  });
});
