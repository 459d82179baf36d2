import { signal } from '@preact/signals-react';

// Apart from orders.ts, which the socket door loads on every screen: only /order reads these.

/** Pending orders that left the pending list (FOREX_PENDING: filled or cancelled) since it was last read. */
export const pendingGoneIds = signal<ReadonlySet<number>>(new Set());
export function markPendingGone(ids: readonly number[]): void {
  if (ids.length) pendingGoneIds.value = new Set([...pendingGoneIds.value, ...ids]);
}
