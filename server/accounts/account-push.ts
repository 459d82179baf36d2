import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { UserPublisher } from '../trading/trading-engine.js';
import type { OrderRow } from '../trading/positions.js';
import type { AccountPush } from '../../core/protocol/frames.js';
import type { OrderWire } from '../../core/wire/trading.js';
import { formatMicro } from '../../core/rules/money.js';
import type { AccountChange } from './account-changes.js';

/**
 * How long changes gather before one read and one push per user (ms): a burst (a stop-out closing several orders, a
 * trailing stop moving on every tick of a fast pair, the orders of a busy minute) costs one push each, not one a row.
 */
export const ACCOUNT_GATHER_MS = 25;
/** Ids read per query (SQLite's and PostgreSQL's limits on bound parameters are far above it). */
const READ_CHUNK = 500;

interface Gathered {
  orders: Set<number>;
  balance: boolean;
  alerts: boolean;
}

/**
 * Sends each user's committed account changes (accounts/account-changes.ts) to all of their sessions: gathers them for
 * ACCOUNT_GATHER_MS, reads the changed orders and balances as they are now (after the commit, so a push always shows a
 * committed state, and a later one a later state: flushes run one at a time), and pushes one ACCOUNT per user through
 * `pub` (the hub with one instance, the bus with many: whichever instance holds the user's sockets delivers).
 */
export class AccountPusher {
  readonly #db: Db;
  readonly #pub: UserPublisher;
  readonly #wire: (o: OrderRow) => OrderWire;
  readonly #log: () => FastifyBaseLogger | null;
  readonly #online: ((userId: number) => boolean) | null;
  #gathered = new Map<number, Gathered>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #flushing: Promise<void> = Promise.resolve();

  /**
   * `online`, where the publisher is this instance's hub: whether a user has a socket to tell, so the changes of users
   * with none (most of what the engine closes at scale) cost no read. With many instances a user's sockets may be on
   * any of them: every change is read and sent on the bus.
   */
  constructor(
    db: Db,
    pub: UserPublisher,
    wire: (o: OrderRow) => OrderWire,
    log: () => FastifyBaseLogger | null,
    online: ((userId: number) => boolean) | null = null,
  ) {
    this.#db = db;
    this.#pub = pub;
    this.#wire = wire;
    this.#log = log;
    this.#online = online;
  }

  /** A committed change of `userId`'s account (the listener of account-changes.ts). */
  readonly changed = (userId: number, change: AccountChange): void => {
    if (this.#online && !this.#online(userId)) return;
    let g = this.#gathered.get(userId);
    if (!g) this.#gathered.set(userId, (g = { orders: new Set(), balance: false, alerts: false }));
    for (const id of change.orders ?? []) g.orders.add(id);
    g.balance ||= !!change.balance;
    g.alerts ||= !!change.alerts;
    this.#timer ??= setTimeout(() => void this.#flush(), ACCOUNT_GATHER_MS);
  };

  /** Sends what is gathered now and waits until every push so far is out (tests, shutdown, the operator CLI). */
  async settle(): Promise<void> {
    await this.#flush();
  }

  #flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = this.#gathered;
    this.#gathered = new Map();
    this.#flushing = this.#flushing
      .then(() => (batch.size ? this.#send(batch) : undefined))
      .catch((err) => this.#log()?.error({ err }, 'account push failed'));
    return this.#flushing;
  }

  async #send(batch: Map<number, Gathered>): Promise<void> {
    const ids = [...batch.values()].flatMap((g) => [...g.orders]);
    const rows = new Map<number, OrderRow>();
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const part = ids.slice(i, i + READ_CHUNK);
      for (const o of await this.#db.selectFrom('orders').selectAll().where('id', 'in', part).execute())
        rows.set(o.id, o);
    }
    const payers = [...batch].filter(([, g]) => g.balance).map(([userId]) => userId);
    const balances = new Map<number, { balance: number; lock_balance: number }>();
    for (let i = 0; i < payers.length; i += READ_CHUNK) {
      const part = payers.slice(i, i + READ_CHUNK);
      const users = await this.#db
        .selectFrom('users')
        .select(['id', 'balance', 'lock_balance'])
        .where('id', 'in', part)
        .execute();
      for (const u of users) balances.set(u.id, u);
    }
    for (const [userId, g] of batch) {
      const push: AccountPush = { orders: [], removed: [] };
      for (const id of g.orders) {
        const o = rows.get(id);
        if (!o) push.removed.push(id);
        else if (o.user_id === userId) push.orders.push(this.#wire(o));
      }
      const b = balances.get(userId);
      if (b) push.balance = { balance: formatMicro(b.balance), lock_balance: formatMicro(b.lock_balance) };
      if (g.alerts) push.alerts = true;
      this.#pub.publishToUser(userId, 'ACCOUNT', push);
      // The balances alone, an earlier addition kept for clients that hold BALANCE.
      if (push.balance) this.#pub.publishToUser(userId, 'BALANCE', push.balance);
    }
  }
}
