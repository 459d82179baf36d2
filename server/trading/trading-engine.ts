import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/database.js';
import { counted, type OrderCounter } from './order-counts.js';
import { AppError } from '../errors/app-error.js';
import type { MarketService } from '../market/market-service.js';
import type { Tick } from '../market/price-feed.js';
import type { User } from '../accounts/users-repository.js';
import { Channels, type Bus, type OrderWake } from '../cluster/bus.js';
import { MarketStatus, OrderStatus } from '../../core/codes.js';
import type { DealPage, OrderWire } from '../../core/wire/trading.js';
import { Positions, type OrderRow } from './positions.js';
import { orderWire } from './order-wire.js';
import { StopOut } from './stop-out.js';
import { floatingOf, accountOf } from './live-figures.js';
import { openOrders } from './orders-repository.js';
import { myDeal } from './my-deal.js';
import { addOrderEvent } from './order-events-repository.js';
import { OrderFollower, ORDER_EVENTS_PRUNE_MS, ORDER_POLL_MS } from './order-follower.js';
import type { EngineContext } from './engine-context.js';
import { submitOrder, type SubmitInput } from './order-submit.js';
import { closeOrder, closeOrderPart } from './order-close.js';
import { cancelOrder } from './order-cancel.js';
import { editStops } from './order-stops.js';
import { TrailingMoves } from './trailing-moves.js';
import { fireTriggers } from './fire-triggers.js';
import { resetDemo } from './demo-reset.js';
import type { Topic, TopicPayload } from '../../core/protocol/topics.js';

/** Pushes to one user's sockets (the hub). */
export interface UserPublisher {
  publishToUser<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): number;
}

/**
 * The order engine (docs/architecture.md, An order): submit (order-submit.ts), close (order-close.ts), cancel
 * (order-cancel.ts), stop edits (order-stops.ts), triggers (pending fills, stop-loss, take-profit) from
 * price-ordered books (fire-triggers.ts, trailing-moves.ts), stop-out (stop-out.ts), negative balance
 * protection, and the FOREX_PENDING / FOREX_CLOSED pushes. It owns the books, the trigger queue and the engine
 * role, and hands its calls one context (engine-context.ts). Every balance change and its ledger records are one
 * transaction; every state change of an order is a conditional update, so a trigger and a manual close can't
 * both win.
 */
export class TradingEngine {
  readonly positions: Positions;
  readonly #db: Db;
  readonly #market: MarketService;
  #pub: UserPublisher | null = null;
  #log: FastifyBaseLogger | null = null;
  #queue: Promise<void> = Promise.resolve();
  readonly #risk: StopOut;
  /** Stop-losses trailing stops moved in memory and not yet written; one queued job writes them. */
  readonly #moves: TrailingMoves;
  /** Many instances: the bus for order wake-ups; null with one instance (the books follow the calls directly). */
  readonly #bus: Bus | null;
  /** Holding the engine role: the books are loaded, ticks fire triggers, stop-out runs. Always, with one instance. */
  #active = false;
  /** Many instances: the books follow order_events (order-follower.ts). */
  readonly #follower: OrderFollower;
  #unfollow: (() => void) | null = null;
  #poll: ReturnType<typeof setInterval> | null = null;
  #prune: ReturnType<typeof setInterval> | null = null;
  /** What the calls see of the engine. */
  readonly #ctx: EngineContext;
  /** Told of every submit, close and trigger fire, by result (the metrics). */
  countOrders: OrderCounter | null = null;

  constructor(db: Db, market: MarketService, bus: Bus | null = null) {
    this.#db = db;
    this.#market = market;
    this.positions = new Positions((pairId) => market.pair(pairId)?.price_precision ?? null);
    this.#bus = bus;
    this.#moves = new TrailingMoves({
      db,
      market,
      positions: this.positions,
      enqueue: (job) => this.#enqueue(job),
      announce: (userIds) => this.#announce(userIds),
      log: () => this.#log,
    });
    this.#ctx = {
      db,
      market,
      positions: this.positions,
      clustered: bus !== null,
      moves: this.#moves,
      record: (trx, userId, orderId) => this.#record(trx, userId, orderId),
      announce: (userIds) => this.#announce(userIds),
      touch: (userId) => this.#touch(userId),
      enqueue: (job) => this.#enqueue(job),
      publish: (userId, topic, data) => {
        this.#pub?.publishToUser(userId, topic, data);
      },
    };
    this.#risk = new StopOut({
      db,
      market,
      account: (userId, balance) => accountOf(market, this.positions, userId, balance),
      closeQueued: (orderId, reason) => this.#enqueue(() => closeOrder(this.#ctx, orderId, reason)),
      publish: (userId, topic, data) => {
        this.#pub?.publishToUser(userId, topic, data);
      },
      log: () => this.#log,
      pushTrade: !bus,
    });
    this.#follower = new OrderFollower({
      db,
      positions: this.positions,
      active: () => this.#active,
      touch: (userId) => this.#touch(userId),
      enqueue: (job) => this.#enqueue(job),
      log: () => this.#log,
    });
  }

  /**
   * Starts listening to ticks. With one instance it loads open orders into the books and runs at once; with many,
   * the books wait for activate() (the engine role).
   */
  async start(pub: UserPublisher | null, log: FastifyBaseLogger): Promise<void> {
    this.#pub = pub;
    this.#log = log;
    if (!this.#bus) for (const o of await openOrders(this.#db)) this.positions.track(o);
    this.#market.onTick((t) => this.onTick(t));
    if (!this.#bus) {
      this.#active = true;
      this.#risk.start();
    }
  }

  async stop(): Promise<void> {
    if (this.#bus) await this.deactivate();
    this.#risk.stop();
    await this.#queue;
  }

  /**
   * Many instances: this instance took the engine role: the books are loaded (order-follower.ts says in which
   * order, so no change is missed), then order_events are followed, woken by the bus and polled as a backstop.
   */
  async activate(): Promise<void> {
    const bus = this.#bus;
    if (!bus || this.#active) return;
    await this.#enqueue(async () => {
      await this.#follower.load();
      this.#active = true;
    });
    this.#unfollow = bus.subscribe(Channels.orders, () => this.#follower.wake());
    this.#poll = setInterval(() => this.#follower.wake(), ORDER_POLL_MS);
    this.#poll.unref?.();
    this.#prune = setInterval(() => {
      void this.pruneOrderEvents().catch((err) => this.#log?.error({ err }, 'order events pruning failed'));
    }, ORDER_EVENTS_PRUNE_MS);
    this.#prune.unref?.();
    this.#risk.start();
    for (const uid of new Set([...this.positions.held.values()].map((o) => o.user_id))) this.#risk.touch(uid);
    this.#follower.wake();
    this.#log?.info(
      `engine: books loaded (${this.positions.held.size} holding, ${this.positions.pending.size} pending)`,
    );
  }

  /** Many instances: the engine role was lost (or shutdown). Triggers stop here; the next holder loads its own books. */
  async deactivate(): Promise<void> {
    if (!this.#bus || !this.#active) return;
    this.#active = false;
    this.#unfollow?.();
    this.#unfollow = null;
    if (this.#poll) clearInterval(this.#poll);
    if (this.#prune) clearInterval(this.#prune);
    this.#poll = null;
    this.#prune = null;
    this.#risk.stop();
    await this.#queue;
    this.positions.clear();
  }

  /** Whether this instance's books are live (the engine role, or one instance). */
  get active(): boolean {
    return this.#active;
  }

  /** Many instances, engine role: deletes applied order_events older than an hour (order-follower.ts); how many. */
  pruneOrderEvents(now = Date.now()): Promise<number> {
    return this.#active && this.#bus ? this.#follower.prune(now) : Promise.resolve(0);
  }

  /** The last order event applied (tests wait for it). */
  get cursor(): number {
    return this.#follower.cursor;
  }

  /** Many instances: records an order change in the caller's transaction for the engine to follow. */
  async #record(trx: Executor, userId: number, orderId: number | null): Promise<void> {
    if (this.#bus) await addOrderEvent(trx, userId, orderId);
  }

  /**
   * Many instances: after the commit, wakes the engine (wherever it runs) to read the new events, and tells every
   * edge whose users' positions changed (their FOREX_TRADE figures, edge-risk.ts).
   */
  #announce(userIds: number[]): void {
    if (userIds.length) this.#bus?.publish(Channels.orders, userIds satisfies OrderWake);
  }

  /** The user's figures changed: only the engine's risk pass cares. */
  #touch(userId: number): void {
    if (this.#active) this.#risk.touch(userId);
  }

  /** Waits for queued trigger work (tests and shutdown). */
  idle(): Promise<void> {
    return this.#queue;
  }

  /** Runs `job` after the queued trigger work; its failure is the caller's, the queue goes on. */
  #enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(job);
    this.#queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  // ---- calls ----

  /** Opens a market order or places a pending one (order-submit.ts). */
  submit(user: User, input: SubmitInput): Promise<OrderRow> {
    return counted(this.countOrders, 'submit', submitOrder(this.#ctx, user, input));
  }

  /** The user closes a holding order at market: all of it, or `lots` of it (the rest keeps its stops and trailing). */
  async close(userId: number, orderId: number, lots?: string): Promise<OrderRow> {
    const closing = (async () => {
      const closed =
        lots === undefined
          ? await closeOrder(this.#ctx, orderId, 'manual', userId)
          : await this.#enqueue(() => closeOrderPart(this.#ctx, userId, orderId, lots));
      if (!closed) throw new AppError('server.errors.order_not_open');
      return closed;
    })();
    return counted(this.countOrders, 'close', closing);
  }

  /** Cancels a pending order and returns its reserve exactly (order-cancel.ts). */
  cancel(userId: number, orderId: number): Promise<OrderRow> {
    return cancelOrder(this.#ctx, userId, orderId);
  }

  /** Edits stop-loss, take-profit and the trailing distance (order-stops.ts). */
  setStops(userId: number, orderId: number, sl: number, tp: number, trailingStopDistance = 0): Promise<OrderRow> {
    return editStops(this.#ctx, userId, orderId, sl, tp, trailingStopDistance);
  }

  /** my_deal: holding, pending, or history (my-deal.ts). */
  myDeal(user: User, status: number, page: number): Promise<DealPage> {
    return myDeal(this.#db, this.#market, user.id, status, page, (o) => this.wire(o));
  }

  /** Closes and removes every order of a demo user and restores the starting balance (demo-reset.ts). */
  resetDemo(user: User): Promise<void> {
    return resetDemo(this.#ctx, user);
  }

  /** An order on the wire (order-wire.ts), with the live price and profit while it is held. */
  wire(o: OrderRow): OrderWire {
    const p = this.#market.pair(o.pair_id);
    const live =
      o.status === OrderStatus.Holding
        ? { price: p ? this.#market.lastPrice(p.id) : undefined, floating: floatingOf(this.#market, o) }
        : null;
    return orderWire(o, p, live);
  }

  // ---- ticks, triggers, risk ----

  onTick(t: Tick): void {
    if (!this.#active) return;
    // A price stamped while the pair's market is closed (a feed that sends one) is not a price to fill or close
    // at: triggers wait for the first price after the open, as stop-out does (stop-out.ts).
    const p = this.#market.pair(t.pairId);
    if (!p || this.#market.marketStatus(p, t.timeMs) !== MarketStatus.Open) return;
    let fired = this.positions.book(t.pairId).crossed(t.price);
    for (const uid of this.positions.usersOn(t.pairId)) this.#touch(uid);
    if (!fired.length) return;
    if (fired.some((f) => f.kind === 'trail')) fired = this.#moves.trail(fired, t);
    if (!fired.length) return;
    this.#queue = this.#queue
      .then(() => counted(this.countOrders, 'trigger', fireTriggers(this.#ctx, fired, t), fired.length))
      .catch((err) => this.#log?.error({ err }, 'trigger processing failed'));
  }

  /** One stop-out and FOREX_TRADE pass now (stop-out.ts; it also runs every 250 ms). */
  riskPass(): Promise<void> {
    return this.#risk.passNow();
  }
}
