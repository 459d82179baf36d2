/** Whether a pair trades now (`MarketStatus` on the wire): its market hours, in UTC. */
export const Closed = 0;
export const Open = 1;
