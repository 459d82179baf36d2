import { batch, signal, type Signal } from '@preact/signals-react';
import type { Order } from '../api/trading-api';
import type { RiskSnapshot } from '../../core/protocol/frames';

/** Account figures of /order's header: from my_deal, then live from the worker. */
export const risk = signal<RiskSnapshot | null>(null);

/** Live price, profit and stop-loss (a trailing stop moves it) of one holding order, as signals so a push patches text nodes. */
export interface LiveOrder {
  price: Signal<number>;
  profit: Signal<string>;
  sl: Signal<number>;
}
const live = new Map<number, LiveOrder>();

export function liveOf(o: Order): LiveOrder {
  let l = live.get(o.Id);
  if (!l)
    live.set(
      o.Id,
      (l = { price: signal(o.UpdatePrice), profit: signal(o.FactProfits), sl: signal(o.TargetLossPrice) }),
    );
  return l;
}

/** Writes one batch's risk figures: the header and every holding row that has a live entry. */
export function applyRisk(r: RiskSnapshot): void {
  batch(() => {
    risk.value = r;
    for (const o of r.TransOrder) {
      const l = live.get(o.Id);
      if (!l) continue;
      l.price.value = o.UpdatePrice;
      l.profit.value = o.FactProfits;
      if (o.TargetLossPrice !== undefined) l.sl.value = o.TargetLossPrice;
    }
  });
}

/** Ids the server closed (FOREX_CLOSED) since the list was last read: the list drops them. */
export const closedIds = signal<ReadonlySet<number>>(new Set());
export function markClosed(ids: number[]): void {
  closedIds.value = new Set([...closedIds.value, ...ids]);
}
