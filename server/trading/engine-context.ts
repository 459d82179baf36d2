import type { Db, Executor } from '../db/database.js';
import type { MarketService } from '../market/market-service.js';
import type { Positions } from './positions.js';
import type { TrailingMoves } from './trailing-moves.js';
import type { Topic, TopicPayload } from '../../core/protocol/topics.js';

/**
 * The engine's state as its calls see it (order-submit.ts, order-close.ts, order-cancel.ts, order-stops.ts,
 * fire-triggers.ts, demo-reset.ts): one object the engine builds once, so each call is a plain function of it.
 */
export interface EngineContext {
  readonly db: Db;
  readonly market: MarketService;
  /** The books: open orders in memory and their triggers. */
  readonly positions: Positions;
  /** Many instances: the books follow order_events (order-follower.ts) instead of these calls. */
  readonly clustered: boolean;
  /** Stop-losses trailing stops moved in memory and not yet written. */
  readonly moves: TrailingMoves;
  /** Many instances: records an order change in the caller's transaction for the engine to follow. */
  record(trx: Executor, userId: number, orderId: number | null): Promise<void>;
  /**
   * Many instances: after the commit, wakes the engine (wherever it runs) to read the new events, and tells every
   * edge whose users' positions changed (their FOREX_TRADE figures, edge-risk.ts).
   */
  announce(userIds: number[]): void;
  /** The user's figures changed: the engine's risk pass (stop-out.ts) looks at them. */
  touch(userId: number): void;
  /** Runs `job` after the queued trigger work; its failure is the caller's, the queue goes on. */
  enqueue<T>(job: () => Promise<T>): Promise<T>;
  /** Pushes to one user's sockets. */
  publish<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): void;
}
