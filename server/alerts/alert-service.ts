import type { Db } from '../db/database.js';
import { transact } from '../db/on-commit.js';
import type { MarketService } from '../market/market-service.js';
import { AppError } from '../errors/app-error.js';
import { readSettings } from '../content/settings-repository.js';
import { lockUser } from '../db/row-locks.js';
import { alertReached, onTick } from '../../core/rules/price-alert.js';
import { AlertDirection, type AlertMode, type CodeOf } from '../../core/codes.js';
import type { AlertAddQuery, AlertFiresPage, AlertWire } from '../../core/wire/alerts.js';
import { countActiveAlerts, deleteAlert, insertAlert, userAlerts } from './alerts-repository.js';
import { userAlertFires } from './alert-fires-repository.js';
import { alertFireWire, alertWire } from './alert-wire.js';
import type { AlertWatcher } from './alert-watcher.js';

/**
 * The price alert calls (docs/api/trading.md#price-alerts): add with its checks, list, the firings, delete. Every check runs
 * before the one transaction that writes; the engine's books learn of the change through the watcher.
 */
export class AlertService {
  constructor(
    readonly db: Db,
    readonly market: MarketService,
    readonly watcher: AlertWatcher,
  ) {}

  /**
   * Adds an alert. Refused: an unknown pair, a price off the pair's tick, a level the price already reached in that
   * direction (it would fire at once: the trader means the other way), or more switched-on alerts than
   * `max_price_alerts` (the engine holds them all in memory).
   */
  async add(userId: number, q: Omit<AlertAddQuery, 't'>): Promise<AlertWire> {
    const pair = this.market.pair(q.forex_id);
    if (!pair) throw new AppError('server.errors.invalid_field', { field: 'forex_id' });
    const precision = pair.price_precision;
    if (!onTick(q.price, precision))
      throw new AppError('server.errors.alert_price_tick', { step: (10 ** -precision).toFixed(precision) });
    const price = Math.round(q.price * 10 ** precision) / 10 ** precision;
    const now = this.market.lastPrice(pair.id);
    if (now !== undefined && alertReached(q.direction, price, now, precision)) {
      throw new AppError(
        q.direction === AlertDirection.Above
          ? 'server.errors.alert_already_above'
          : 'server.errors.alert_already_below',
        { price: now.toFixed(precision) },
      );
    }
    const max = Number((await readSettings(this.db)).max_price_alerts);
    const row = await transact(this.db, async (trx) => {
      // Parallel adds must not all pass the cap: counted under the user's lock (PostgreSQL; SQLite writes one at a time).
      await lockUser(trx, userId);
      if ((await countActiveAlerts(trx, userId)) >= max) throw new AppError('server.errors.alert_limit', { max });
      return insertAlert(trx, {
        user_id: userId,
        pair_id: pair.id,
        price,
        direction: q.direction,
        mode: q.mode as CodeOf<typeof AlertMode>,
        created_ms: Date.now(),
      });
    });
    this.watcher.changed(row.id, row);
    return alertWire(row, pair);
  }

  /** The user's alerts, newest first: the switched-on ones and the once alerts that fired (until deleted). */
  async list(userId: number): Promise<AlertWire[]> {
    const max = Number((await readSettings(this.db)).max_price_alerts);
    // Bounded: the switched-on ones are capped; fired once alerts beyond a few hundred are not worth a screen.
    return (await userAlerts(this.db, userId, max + 200)).map((a) => alertWire(a, this.market.pair(a.pair_id)));
  }

  /** A page of the user's firings, newest first (only the user's own: the query is by user). */
  async fired(userId: number, page = 1): Promise<AlertFiresPage> {
    const { rows, total } = await userAlertFires(this.db, userId, page);
    return { data: rows.map((f) => alertFireWire(f, this.market.pair(f.pair_id))), total };
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteAlert(this.db, userId, id))) throw new AppError('server.errors.alert_not_found');
    this.watcher.changed(id, null);
  }
}
