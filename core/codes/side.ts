/** An order's direction (orders.order_type; `type` / `OrderType` on the wire). */
export const Buy = 1;
export const Sell = 2;
