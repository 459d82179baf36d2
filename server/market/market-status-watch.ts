import type { MarketStatusItem } from '../../core/rules/market-types.js';
import { MarketStatus } from '../../core/codes.js';
import { nextOpenAt } from './market-hours.js';
import type { Publisher } from './market-pushes.js';
import type { PairRow } from './pairs-repository.js';

/**
 * A pair's status as trade_list (MarketStatus, OpensAt) and MARKET_STATUS say it: closed by its hours, it names when
 * they open it again (Unix s); open, or closed by the operator's switch (no time to give), 0.
 */
export function statusItem(p: PairRow, status: number, ms: number): MarketStatusItem {
  const next = status === MarketStatus.Open || p.tradable !== 1 ? null : nextOpenAt(p, ms);
  return { symbol: p.code, status, opensAt: next === null ? 0 : next / 1000 };
}

/**
 * Tells every socket when a pair's market opens or closes (MARKET_STATUS), whatever closed it: its hours passing a
 * weekend's edge, or the operator's tradable switch (checked at once after an edit). Each instance checks its own
 * pairs with the same calendar, so with many instances each edge tells its own sockets.
 */
export class MarketStatusWatch {
  readonly #last = new Map<number, number>();

  constructor(
    private readonly pairs: () => readonly PairRow[],
    private readonly item: (p: PairRow) => MarketStatusItem,
    private readonly publisher: Publisher | null,
  ) {
    for (const p of pairs()) this.#last.set(p.id, item(p).status);
  }

  /** Publishes the pairs whose status changed since the last check (one frame); returns them. */
  check(): MarketStatusItem[] {
    const flips: MarketStatusItem[] = [];
    for (const p of this.pairs()) {
      const it = this.item(p);
      if (this.#last.get(p.id) === it.status) continue;
      this.#last.set(p.id, it.status);
      flips.push(it);
    }
    if (flips.length && this.publisher && this.publisher.subscribers('MARKET_STATUS') > 0)
      this.publisher.publish('MARKET_STATUS', flips);
    return flips;
  }
}
