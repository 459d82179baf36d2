import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { readSettings, SETTING_DEFAULTS } from '../content/settings-repository.js';
import type { MarketService } from '../market/market-service.js';
import { balanceOf, balancesOf } from '../ledger/balances.js';
import type { OrderRow } from './positions.js';
import { riskSnapshot, type AccountFigures } from './live-figures.js';
import { MarketStatus } from '../../core/codes.js';
import type { Topic, TopicPayload } from '../../core/protocol/topics.js';

/** FOREX_TRADE at most twice a second per user (docs/architecture.md). */
export const TRADE_PUSH_MS = 500;
export const RISK_EVERY_MS = 250;

export interface StopOutDeps {
  db: Db;
  market: MarketService;
  /** The account of `userId` from memory and the given balance. */
  account(userId: number, balance: number): AccountFigures;
  /** Closes a holding order at market through the engine's trigger queue; null when it was not holding any more. */
  closeQueued(orderId: number, reason: string): Promise<OrderRow | null>;
  publish<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): void;
  log(): FastifyBaseLogger | null;
  /**
   * Whether this pass sends FOREX_TRADE: with one instance it does; with many, the edge that holds the user's
   * socket computes it from its own prices (server/trading/edge-risk.ts) and this pass only stops out.
   */
  pushTrade: boolean;
}

/**
 * Every 250 ms, for the users whose positions moved ("touched"): stop-out (close the worst loser while
 * HazardRate is at or below the stop-out level) and the FOREX_TRADE push (at most every 500 ms, only while
 * something is held).
 */
export class StopOut {
  readonly #d: StopOutDeps;
  readonly #touched = new Set<number>();
  readonly #lastPush = new Map<number, number>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #level = Number(SETTING_DEFAULTS.stop_out_level);
  /** The pass running now, if any. */
  #running: Promise<void> | null = null;

  constructor(deps: StopOutDeps) {
    this.#d = deps;
  }

  start(): void {
    this.#timer = setInterval(() => {
      void this.pass();
    }, RISK_EVERY_MS);
    this.#timer.unref?.();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
  }

  /** The user's figures changed (a tick on a pair they hold, an order opened, filled or closed). */
  touch(userId: number): void {
    this.#touched.add(userId);
  }

  /** A pass, unless one is running (the timer's: the next tick of the timer takes what this one missed). */
  pass(): Promise<void> {
    if (this.#running || this.#touched.size === 0) return Promise.resolve();
    this.#running = this.#pass().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /**
   * A pass that sees every change made before the call: after the one running, which may have read its users before
   * them (the engine's riskPass; a caller that then reads the orders sees the stop-out of the price it just sent).
   */
  async passNow(): Promise<void> {
    await this.#running;
    await this.pass();
  }

  async #pass(): Promise<void> {
    const { db, market } = this.#d;
    try {
      const users = [...this.#touched];
      this.#touched.clear();
      const settings = await readSettings(db);
      this.#level = Number(settings.stop_out_level);
      const balances = await balancesOf(db, users);
      const now = Date.now();
      for (const uid of users) {
        let a = this.#d.account(uid, balances.get(uid) ?? 0);
        const closed: number[] = [];
        while (a.marginAll > 0 && a.hazard <= this.#level) {
          // Only where the market is open: a closed market's frozen price is not a price to close at; the
          // first tick after the reopening touches the user again and stop-out acts at that price.
          const open = a.rows.filter((r) => {
            const p = market.pair(r.o.pair_id);
            return !!p && market.marketStatus(p) === MarketStatus.Open;
          });
          if (!open.length) break;
          const worst = open.reduce((w, r) => (r.f < w.f ? r : w));
          // Through the trigger queue: a stop-out and a trigger on the same order are never in flight together.
          const done = await this.#d.closeQueued(worst.o.id, 'stop_out');
          if (!done) break;
          closed.push(done.id);
          a = this.#d.account(uid, await balanceOf(db, uid));
        }
        if (closed.length) this.#d.publish(uid, 'FOREX_CLOSED', closed);
        if (!this.#d.pushTrade) continue;
        if (a.rows.length && now - (this.#lastPush.get(uid) ?? 0) >= TRADE_PUSH_MS) {
          this.#lastPush.set(uid, now);
          this.#d.publish(uid, 'FOREX_TRADE', riskSnapshot(market, a));
        } else if (a.rows.length) {
          this.#touched.add(uid); // pushed too recently: try again next pass
        }
      }
    } catch (err) {
      this.#d.log()?.error({ err }, 'risk pass failed');
    }
  }
}
