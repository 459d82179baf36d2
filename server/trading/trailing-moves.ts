import type { FastifyBaseLogger } from 'fastify';
import { transact } from '../db/on-commit.js';
import type { Db } from '../db/database.js';
import type { MarketService } from '../market/market-service.js';
import type { Tick } from '../market/price-feed.js';
import { trailingStop } from '../../core/rules/trailing-stop.js';
import { sideOf } from './order-checks.js';
import { saveMovedStops } from './orders-repository.js';
import type { OrderRow, Positions } from './positions.js';
import type { Trigger } from './trigger-book.js';

export interface TrailingMovesDeps {
  db: Db;
  market: MarketService;
  positions: Positions;
  /** The engine's trigger queue: the write of moved stops runs there, ahead of the tick's closes. */
  enqueue(job: () => Promise<void>): Promise<void>;
  /** Many instances: tells the edges whose users' stops moved (their FOREX_TRADE figures, edge-risk.ts). */
  announce(userIds: number[]): void;
  log(): FastifyBaseLogger | null;
}

/**
 * Trailing stops (core/rules/trailing-stop.ts) as ticks move them: in memory at once, written by one queued job
 * for all the stops moved meanwhile (order id -> stop-loss price), so a fast pair costs one write, not one a tick.
 */
export class TrailingMoves {
  readonly #d: TrailingMovesDeps;
  /** Stop-losses moved in memory and not yet written. */
  readonly #moved = new Map<number, number>();
  #queued = false;

  constructor(deps: TrailingMovesDeps) {
    this.#d = deps;
  }

  /**
   * Moves the stop-loss of every trailing order the tick reached in memory at once, re-indexing its stop-loss and
   * next move level, and queues one write of the moved stops; the user's next FOREX_TRADE carries the new level.
   * An order that also reached a stop this tick is closing: left as it is. Returns the other triggers.
   */
  trail(fired: Trigger[], t: Tick): Trigger[] {
    const { positions } = this.#d;
    const closing = new Set(fired.filter((f) => f.kind !== 'trail').map((f) => f.orderId));
    const precision = this.#d.market.pair(t.pairId)?.price_precision;
    for (const f of fired) {
      const o = f.kind === 'trail' && !closing.has(f.orderId) ? positions.held.get(f.orderId) : undefined;
      if (!o || precision === undefined) continue;
      const sl = trailingStop(sideOf(o.order_type), o.target_loss_price, t.price, o.trailing_distance, precision);
      positions.moveStop(o.id, sl);
      if (sl !== o.target_loss_price) this.#moved.set(o.id, sl);
    }
    if (this.#moved.size && !this.#queued) {
      this.#queued = true;
      void this.#d
        .enqueue(async () => {
          this.#queued = false;
          const moved = new Map(this.#moved);
          this.#moved.clear();
          await transact(this.#d.db, (trx) => saveMovedStops(trx, moved));
          // Edges read the moved levels for their users' FOREX_TRADE (the engine's own book already has them).
          const { held } = this.#d.positions;
          this.#d.announce(
            [...new Set([...moved.keys()].map((id) => held.get(id)?.user_id ?? 0))].filter((u) => u > 0),
          );
        })
        .catch((err) => this.#d.log()?.error({ err }, 'saving trailing stops failed'));
    }
    return fired.filter((f) => f.kind !== 'trail');
  }

  /** `row` as read from the database, with the stop-loss a trailing stop has moved in memory but not yet written. */
  apply(row: OrderRow): OrderRow {
    const sl = this.#moved.get(row.id);
    return sl === undefined ? row : { ...row, target_loss_price: sl };
  }

  /** The trader set the order's stops: a move not yet written must not overwrite them. */
  drop(orderId: number): void {
    this.#moved.delete(orderId);
  }
}
