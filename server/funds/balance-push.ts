import type { Db } from '../db/database.js';
import type { UserPublisher } from '../trading/trading-engine.js';
import { formatMicro } from '../../core/rules/money.js';

/** The socket topic of a user's balance (an addition to the old API, docs/api/socket.md; per user, like FOREX_TRADE). */
export const BALANCE_TOPIC = 'BALANCE';

/** Tells a user's open sockets their balance changed; called after the change has committed. */
export type BalanceNotify = (userId: number) => Promise<void>;

/**
 * Reads the committed balance and pushes `{ balance, lock_balance }` (decimal USD strings, 6 places, as
 * getBalance answers) on BALANCE to that user's sockets. The figure is read after commit, not carried out of
 * the transaction, so a push always shows a committed state, including changes made meanwhile by trading.
 */
export const balancePusher =
  (db: Db, pub: UserPublisher): BalanceNotify =>
  async (userId) => {
    const u = await db
      .selectFrom('users')
      .select(['balance', 'lock_balance'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (u)
      pub.publishToUser(userId, BALANCE_TOPIC, {
        balance: formatMicro(u.balance),
        lock_balance: formatMicro(u.lock_balance),
      });
  };
