import type { Db } from '../db/database.js';
import type { MarketService } from '../market/market-service.js';
import type { Tick } from '../market/price-feed.js';
import type { OrderRow } from './positions.js';
import type { UserPublisher } from './trading-engine.js';
import { balancesOf } from '../ledger/balances.js';
import { heldOrdersOf } from './orders-repository.js';
import { accountFrom, riskSnapshot } from './live-figures.js';
import { RISK_EVERY_MS, TRADE_PUSH_MS } from './stop-out.js';

/**
 * Every held position is re-read this often even when no change was announced: the bus delivers at most once
 * (server/cluster/bus.ts), so a lost announcement costs at most this long of stale figures.
 */
export const EDGE_REREAD_MS = 5000;

export interface EdgeRiskLog {
  error(obj: unknown, msg: string): void;
}

/** One user with a socket here: their holding orders and balance (micro-USD) as last read from the database. */
interface Account {
  held: OrderRow[];
  balance: number;
  pairs: Set<number>;
}

/**
 * FOREX_TRADE with many instances (docs/operations.md, Many instances), computed by the instance that holds the
 * user's socket, with the shared rules (core/rules via live-figures.ts) and this instance's own last prices, so a
 * socket gets it whichever instance holds it and the engine does not compute it for the whole deployment.
 *
 * It follows the users with a logged-in socket here (the hub's userOnline/userOffline), reads their holding orders
 * and balance from the database when they come online, when an order change names them (the orders channel) or a
 * push reaches them (a close, a fill, a balance change), and every EDGE_REREAD_MS as a backstop. Every 250 ms it
 * sends the figures of the users whose pairs ticked, at most every 500 ms per user, only while something is held.
 * Stop-out stays the engine's: it decides on the engine's prices, and its closes reach here as announcements.
 */
export class EdgeRisk {
  readonly #db: Db;
  readonly #market: MarketService;
  readonly #local: UserPublisher;
  readonly #log: EdgeRiskLog;
  readonly #accounts = new Map<number, Account>();
  /** Users to re-read before the next pass; an announcement during a read puts the user back for the one after. */
  readonly #stale = new Set<number>();
  readonly #touched = new Set<number>();
  readonly #lastPush = new Map<number, number>();
  /** Pair id -> users here holding it, so a tick finds its users without walking every account. */
  readonly #byPair = new Map<number, Set<number>>();
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  #running = false;

  constructor(db: Db, market: MarketService, local: UserPublisher, log: EdgeRiskLog) {
    this.#db = db;
    this.#market = market;
    this.#local = local;
    this.#log = log;
  }

  start(): void {
    this.#market.onTick((t) => this.onTick(t));
    const pass = setInterval(() => {
      void this.pass();
    }, RISK_EVERY_MS);
    const reread = setInterval(() => {
      for (const uid of this.#accounts.keys()) this.#stale.add(uid);
    }, EDGE_REREAD_MS);
    pass.unref?.();
    reread.unref?.();
    this.#timers.push(pass, reread);
  }

  stop(): void {
    for (const t of this.#timers) clearInterval(t);
    this.#timers.length = 0;
  }

  /** The user's first logged-in socket here. */
  userOnline(userId: number): void {
    if (!this.#accounts.has(userId)) this.#accounts.set(userId, { held: [], balance: 0, pairs: new Set() });
    this.#stale.add(userId);
  }

  /** Their last socket here closed. */
  userOffline(userId: number): void {
    this.#setPairs(userId, new Set());
    this.#accounts.delete(userId);
    this.#stale.delete(userId);
    this.#touched.delete(userId);
    this.#lastPush.delete(userId);
  }

  /** Something of the user's positions or balance changed (committed): re-read before the next pass. */
  changed(userId: number): void {
    if (this.#accounts.has(userId)) this.#stale.add(userId);
  }

  onTick(t: Tick): void {
    for (const uid of this.#byPair.get(t.pairId) ?? []) this.#touched.add(uid);
  }

  /** Re-reads the stale accounts, then pushes FOREX_TRADE to the touched users' sockets here. */
  async pass(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      if (this.#stale.size) await this.#reread();
      const now = Date.now();
      for (const uid of [...this.#touched]) {
        const account = this.#accounts.get(uid);
        this.#touched.delete(uid);
        if (!account?.held.length) continue;
        if (now - (this.#lastPush.get(uid) ?? 0) < TRADE_PUSH_MS) {
          this.#touched.add(uid);
          continue;
        }
        this.#lastPush.set(uid, now);
        this.#local.publishToUser(
          uid,
          'FOREX_TRADE',
          riskSnapshot(this.#market, accountFrom(this.#market, account.held, account.balance)),
        );
      }
    } catch (err) {
      this.#log.error({ err }, 'edge risk pass failed');
    } finally {
      this.#running = false;
    }
  }

  async #reread(): Promise<void> {
    const users = [...this.#stale];
    this.#stale.clear();
    try {
      const [orders, balances] = await Promise.all([heldOrdersOf(this.#db, users), balancesOf(this.#db, users)]);
      const heldBy = new Map<number, OrderRow[]>();
      for (const o of orders) heldBy.set(o.user_id, [...(heldBy.get(o.user_id) ?? []), o]);
      for (const uid of users) {
        const account = this.#accounts.get(uid);
        if (!account) continue; // went offline meanwhile
        const held = heldBy.get(uid) ?? [];
        const before = account.held.length;
        account.held = held;
        account.balance = balances.get(uid) ?? 0;
        this.#setPairs(uid, new Set(held.map((o) => o.pair_id)));
        // New figures go out at the next pass; a position that just closed gets none (FOREX_CLOSED says it).
        if (held.length || before) this.#touched.add(uid);
      }
    } catch (err) {
      for (const uid of users) this.changed(uid); // try again next pass
      throw err;
    }
  }

  #setPairs(userId: number, pairs: Set<number>): void {
    const account = this.#accounts.get(userId);
    if (!account) return;
    for (const id of account.pairs) if (!pairs.has(id)) this.#byPair.get(id)?.delete(userId);
    for (const id of pairs) {
      let users = this.#byPair.get(id);
      if (!users) this.#byPair.set(id, (users = new Set()));
      users.add(userId);
    }
    account.pairs = pairs;
  }
}
