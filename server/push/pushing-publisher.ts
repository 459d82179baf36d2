import type { Db } from '../db/database.js';
import type { MarketService } from '../market/market-service.js';
import type { UserPublisher } from '../trading/trading-engine.js';
import { asPush, type Topic, type TopicPayload } from '../../core/protocol/topics.js';
import type { PushKind } from '../../core/wire/push.js';
import type { PushSender } from './push-sender.js';

/** Close reasons the server decides on its own, which a notification names (a trader's own close is not told). */
const SERVER_CLOSES: ReadonlySet<string> = new Set<PushKind>(['sl', 'tp', 'trailing', 'stop_out']);

/**
 * The engine's publisher with Web Push beside it: every FOREX_CLOSED (stop-loss, take-profit, trailing stop,
 * stop-out) and every fill of FOREX_PENDING goes to the user's sockets as before, and to their browsers as a
 * notification. One door for both, so no path of the engine (triggers, stop-out) can close an order untold; it
 * wraps the engine's publisher on the instance that runs the engine, the only one that closes and fills on its own.
 */
export class PushingPublisher implements UserPublisher {
  constructor(
    readonly inner: UserPublisher,
    readonly db: Db,
    readonly market: MarketService,
    readonly push: PushSender,
  ) {}

  publishToUser<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): number {
    const n = this.inner.publishToUser(userId, topic, data);
    const push = asPush(topic, data);
    if (push.topic === 'FOREX_CLOSED') this.push.track(this.#tell(userId, push.data, null));
    if (push.topic === 'FOREX_PENDING' && push.data.filled.length)
      this.push.track(this.#tell(userId, push.data.filled, 'fill'));
    return n;
  }

  async #tell(userId: number, ids: number[], kind: 'fill' | null): Promise<void> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['id', 'pair_id', 'close_reason', 'price', 'update_price', 'fact_profits'])
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    for (const o of rows) {
      const k = kind ?? o.close_reason ?? '';
      if (k !== 'fill' && !SERVER_CLOSES.has(k)) continue;
      const pair = this.market.pair(o.pair_id);
      this.push.notify(userId, {
        kind: k as Exclude<PushKind, 'alert'>,
        orderId: o.id,
        pair: pair?.show_code ?? '',
        precision: pair?.price_precision ?? 5,
        price: k === 'fill' ? o.price : o.update_price,
        profitMicro: o.fact_profits,
      });
    }
  }
}
