/** An order's state (orders.status; `Status` on the wire, docs/architecture.md). 2 is never used. */
export const Pending = 0;
export const Holding = 1;
export const Closed = 3;
export const Cancelled = 4;
