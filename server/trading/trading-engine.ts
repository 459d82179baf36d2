import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { credit, debit, type LedgerEntry } from '../ledger/ledger.js';
import { balanceOf } from '../ledger/balances.js';
import { readSettings } from '../content/settings-repository.js';
import type { MarketService } from '../market/market-service.js';
import type { PairRow } from '../market/pairs-repository.js';
import type { Tick } from '../market/price-feed.js';
import type { User } from '../accounts/users-repository.js';
import { formatMicro, toMicro } from '../../core/rules/money.js';
import { feeMicro, marginMicro, profitMicro } from '../../core/rules/trading-rules.js';
import { pipOf, trailingDistance, trailingProblem, trailingStop } from '../../core/rules/trailing-stop.js';
import { partialClose, partialLotsProblem } from '../../core/rules/partial-close.js';
import { LedgerType, MarketStatus, OrderStatus } from '../../core/codes.js';
import type { PendingPush } from '../../core/protocol/frames.js';
import type { DealPage, OrderWire, SubmitQuery } from '../../core/wire/trading.js';
import { Positions, type OrderRow } from './positions.js';
import type { Trigger } from './trigger-book.js';
import { checkLeverage, checkLots, checkStops, pendingTarget, sideOf } from './order-checks.js';
import { orderWire } from './order-wire.js';
import { StopOut } from './stop-out.js';
import { accountOf, floatingOf, rateOf, ruleOf } from './live-figures.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import {
  countPending, dealPage, deleteUserOrders, findByClientId, findByClientIdOrThrow, findOrder, findOrderOrThrow, findOwnOrder,
  insertOrder, markCancelled, markClosed, markFilled, markPartlyClosed, openOrders, saveMovedStops, setOrderStops, type FiredLevel,
} from './orders-repository.js';
import { lockedBalanceOf, lockUser } from '../db/row-locks.js';
import type { Executor } from '../db/database.js';
import { addOrderEvent } from './order-events-repository.js';
import { OrderFollower, ORDER_EVENTS_PRUNE_MS, ORDER_POLL_MS } from './order-follower.js';
import { Channels, type Bus, type OrderWake } from '../cluster/bus.js';

/** Pushes to one user's sockets (the hub). */
export interface UserPublisher { publishToUser(userId: number, topic: string, data: unknown): number }

/** A submit as the route validated it (core/wire/trading.ts), without the cache-buster. */
export type SubmitInput = Omit<SubmitQuery, 't'>;

const PAGE_SIZE = 10;

const notOpen = () => new AppError('server.errors.order_not_open');

/**
 * The order engine (docs/architecture.md, An order): submit, close, cancel, stop edits, triggers (pending fills,
 * stop-loss, take-profit) from price-ordered books, stop-out (stop-out.ts), negative balance protection,
 * and the FOREX_PENDING / FOREX_CLOSED pushes. It composes the order checks (order-checks.ts), the orders
 * table (orders-repository.ts), the money moves (server/ledger) and the wire shape (order-wire.ts). Every
 * balance change and its ledger records are one transaction; every state change of an order is a
 * conditional update, so a trigger and a manual close can't both win.
 */
export class TradingEngine {
  readonly positions: Positions;
  readonly #db: Db;
  readonly #market: MarketService;
  #pub: UserPublisher | null = null;
  #log: FastifyBaseLogger | null = null;
  #queue: Promise<void> = Promise.resolve();
  readonly #risk: StopOut;
  /** Stop-losses trailing stops moved in memory and not yet written (order id -> price); one queued job writes them. */
  readonly #moved = new Map<number, number>();
  #movedQueued = false;
  /** Many instances: the bus for order wake-ups; null with one instance (the books follow the calls directly). */
  readonly #bus: Bus | null;
  /** Holding the engine role: the books are loaded, ticks fire triggers, stop-out runs. Always, with one instance. */
  #active = false;
  /** Many instances: the books follow order_events (order-follower.ts). */
  readonly #follower: OrderFollower;
  #unfollow: (() => void) | null = null;
  #poll: ReturnType<typeof setInterval> | null = null;
  #prune: ReturnType<typeof setInterval> | null = null;

  constructor(db: Db, market: MarketService, bus: Bus | null = null) {
    this.#db = db;
    this.#market = market;
    this.positions = new Positions((pairId) => market.pair(pairId)?.price_precision ?? null);
    this.#bus = bus;
    this.#risk = new StopOut({
      db, market,
      account: (userId, balance) => accountOf(market, this.positions, userId, balance),
      closeQueued: (orderId, reason) => this.#enqueue(() => this.#close(orderId, reason)),
      publish: (userId, topic, data) => { this.#pub?.publishToUser(userId, topic, data); },
      log: () => this.#log,
      pushTrade: !bus,
    });
    this.#follower = new OrderFollower({
      db, positions: this.positions, active: () => this.#active,
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
    this.#prune = setInterval(() => { void this.pruneOrderEvents().catch((err) => this.#log?.error({ err }, 'order events pruning failed')); }, ORDER_EVENTS_PRUNE_MS);
    this.#prune.unref?.();
    this.#risk.start();
    for (const uid of new Set([...this.positions.held.values()].map((o) => o.user_id))) this.#risk.touch(uid);
    this.#follower.wake();
    this.#log?.info(`engine: books loaded (${this.positions.held.size} holding, ${this.positions.pending.size} pending)`);
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
  get active(): boolean { return this.#active; }

  /** Many instances, engine role: deletes applied order_events older than an hour (order-follower.ts); how many. */
  pruneOrderEvents(now = Date.now()): Promise<number> {
    return this.#active && this.#bus ? this.#follower.prune(now) : Promise.resolve(0);
  }

  /** The last order event applied (tests wait for it). */
  get cursor(): number { return this.#follower.cursor; }

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
  idle(): Promise<void> { return this.#queue; }

  /** Runs `job` after the queued trigger work; its failure is the caller's, the queue goes on. */
  #enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(job);
    this.#queue = run.then(() => undefined, () => undefined);
    return run;
  }

  #pairOf(id: number): PairRow {
    const p = this.#market.pair(id);
    if (!p) throw new AppError('server.errors.invalid_field', { field: 'forex_id' });
    return p;
  }

  #priceOf(p: PairRow): number {
    const price = this.#market.lastPrice(p.id);
    if (!price || !(price > 0)) throw new AppError('server.errors.price_unavailable');
    return price;
  }

  #openMarket(p: PairRow): void {
    if (this.#market.marketStatus(p) !== MarketStatus.Open) throw new AppError('server.errors.market_closed');
  }

  /** A trailing distance as stored (0: none), or the trader's error: at least one pip, at most `trailing_max_pips` pips. */
  async #trailingOf(distance: number | undefined, p: PairRow): Promise<number> {
    if (!distance) return 0;
    const maxPips = Number((await readSettings(this.#db)).trailing_max_pips);
    const problem = trailingProblem(distance, p.price_precision, maxPips);
    if (problem === 'min') throw new AppError('server.errors.trailing_min', { min: pipOf(p.price_precision).toFixed(p.price_precision) });
    if (problem === 'max') throw new AppError('server.errors.trailing_max', { max: (maxPips * pipOf(p.price_precision)).toFixed(p.price_precision) });
    if (problem) throw new AppError('server.errors.invalid_field', { field: 'trailing_stop' });
    return trailingDistance(distance, p.price_precision);
  }

  // ---- calls ----

  /** Opens a market order or places a pending one; every check runs before the one transaction that writes. */
  async submit(user: User, input: SubmitInput): Promise<OrderRow> {
    if (input.client_id) {
      const again = await findByClientId(this.#db, user.id, input.client_id);
      if (again) return again;
    }
    const pair = this.#pairOf(input.forex_id);
    this.#openMarket(pair);
    checkLots(input.cont, pair);
    checkLeverage(pair, input.multiple);
    const price = this.#priceOf(pair);
    const pendingOrder = input.status === OrderStatus.Pending;
    const target = pendingOrder ? pendingTarget(input.target_price, pair) : 0;
    const ref = pendingOrder ? target : price;
    const side = sideOf(input.type);
    const tp = input.target_profit_price ?? 0;
    checkStops(side, ref, input.stop_loss_price ?? 0, tp);
    const trailing = await this.#trailingOf(input.trailing_stop, pair);
    // A market order's trailing stop starts at once; a pending one's at its first tick once filled.
    const sl = trailing && !pendingOrder ? trailingStop(side, input.stop_loss_price ?? 0, price, trailing, pair.price_precision) : input.stop_loss_price ?? 0;
    const rate = rateOf(this.#market, pair);
    if (!rate) throw new AppError('server.errors.price_unavailable');
    const settings = await readSettings(this.#db);
    const margin = marginMicro(ruleOf(pair), input.cont, ref, input.multiple, rate);
    const fee = feeMicro(ruleOf(pair), input.cont, margin, Number(settings.trade_fee_type));
    if (!(margin > 0)) throw new AppError('server.errors.invalid_field', { field: pendingOrder ? 'target_price' : 'cont' });
    const maxPending = Number(settings.max_pending_orders);
    const now = Date.now();
    let row: OrderRow;
    try {
      row = await this.#db.transaction().execute(async (trx) => {
        // The cap counts rows that concurrent submits are about to insert: count under the user's lock (PostgreSQL).
        if (pendingOrder) await lockUser(trx, user.id);
        if (pendingOrder && await countPending(trx, user.id) >= maxPending) throw new AppError('server.errors.pending_limit', { max: maxPending });
        const inserted = await insertOrder(trx, {
          user_id: user.id, pair_id: pair.id, order_type: side, quantity: input.cont, multiple: input.multiple,
          status: pendingOrder ? OrderStatus.Pending : OrderStatus.Holding, target_price: pendingOrder ? target : 0,
          trigger_dir: pendingOrder ? (target >= price ? 1 : -1) : 0, origin_price: ref, price: pendingOrder ? 0 : price,
          update_price: price, caution_money: margin, trade_fee: fee, fact_profits: 0, target_loss_price: sl, target_profit_price: tp,
          trailing_distance: trailing, client_id: input.client_id ?? null, close_reason: null, created_ms: now, completed_ms: null,
        });
        // The balance check and the debit are one conditional update (no read-then-write window), after the
        // insert for the records' memo; refused, the transaction takes the insert back too.
        const memo = `#${inserted.id}`;
        const paid = await debit(trx, user.id, pendingOrder
          ? [{ value: -(margin + fee), type: LedgerType.PendingReserved, memo }]
          : [{ value: -margin, type: LedgerType.MarginOpened, memo }, { value: -fee, type: LedgerType.TradingFee, memo }]);
        if (!paid) throw new AppError('server.errors.insufficient_balance');
        await this.#record(trx, user.id, inserted.id);
        return inserted;
      });
    } catch (err) {
      // Two taps with the same client_id at the same moment: the unique index lets one in; answer the other with it.
      if (input.client_id && isUniqueViolation(err)) return findByClientIdOrThrow(this.#db, user.id, input.client_id);
      throw err;
    }
    if (this.#bus) this.#announce([user.id]);
    else this.positions.track(row);
    this.#touch(user.id);
    return row;
  }

  /** The user closes a holding order at market: all of it, or `lots` of it (the rest keeps its stops and trailing). */
  async close(userId: number, orderId: number, lots?: string): Promise<OrderRow> {
    const closed = lots === undefined ? await this.#close(orderId, 'manual', userId) : await this.#enqueue(() => this.#closePart(userId, orderId, lots));
    if (!closed) throw notOpen();
    return closed;
  }

  /**
   * Closes `lots` of a holding order at the pair's last price (core/rules/partial-close.ts): the closed part's
   * released margin + realised profit in one ledger record (type 6), plus the protection record if the balance
   * would end below 0, as a full close does. All of it is a full close. Runs on the trigger queue, so it never
   * interleaves with a trigger or a stop move of the same order.
   */
  async #closePart(userId: number, orderId: number, lots: string): Promise<OrderRow | null> {
    const o = await findOwnOrder(this.#db, userId, orderId);
    if (!o) throw new AppError('server.errors.order_not_found');
    if (o.status !== OrderStatus.Holding) return null;
    const pair = this.#pairOf(o.pair_id);
    const problem = partialLotsProblem(o.quantity, lots, pair.min_cont, pair.pip);
    if (problem === 'step') throw new AppError('server.errors.lots_step', { step: pair.pip });
    if (problem === 'more') throw new AppError('server.errors.close_lots_more', { lots: o.quantity });
    if (problem === 'min') throw new AppError('server.errors.close_lots_min', { min: pair.min_cont });
    if (problem) throw new AppError('server.errors.invalid_field', { field: 'close_lots' });
    this.#openMarket(pair);
    const price = this.#priceOf(pair);
    const rate = rateOf(this.#market, pair);
    if (!rate) throw new AppError('server.errors.price_unavailable');
    const part = partialClose(ruleOf(pair), sideOf(o.order_type), o.quantity, lots, o.price, price, rate, o.caution_money);
    if (part.lotsLeft === '0') return this.#close(orderId, 'manual', userId);
    const done = await this.#db.transaction().execute(async (trx) => {
      if (!await markPartlyClosed(trx, orderId, { lots: o.quantity, lotsLeft: part.lotsLeft, marginLeft: part.marginLeft, profit: part.profit, price })) return null;
      await this.#record(trx, o.user_id, orderId);
      const balance = await lockedBalanceOf(trx, o.user_id);
      const back = part.marginReleased + part.profit;
      const entries: LedgerEntry[] = [{ value: back, type: LedgerType.PositionClosed, memo: `#${orderId}` }];
      if (balance + back < 0) entries.push({ value: -(balance + back), type: LedgerType.NegativeProtection, memo: `#${orderId}` });
      await credit(trx, o.user_id, entries);
      return findOrderOrThrow(trx, orderId);
    });
    if (done && this.#bus) this.#announce([o.user_id]);
    else if (done) { this.positions.track(this.#withMovedStop(done)); this.#touch(o.user_id); }
    return done;
  }

  /** `row` as read from the database, with the stop-loss a trailing stop has moved in memory but not yet written. */
  #withMovedStop(row: OrderRow): OrderRow {
    const sl = this.#moved.get(row.id);
    return sl === undefined ? row : { ...row, target_loss_price: sl };
  }

  /**
   * Closes a holding order at the pair's last price: balance += margin + profit (type 6); a balance that
   * would end below 0 is set to 0 with a type 11 record. Null when the order is not holding (any more).
   */
  async #close(orderId: number, reason: string, userId?: number, level?: FiredLevel): Promise<OrderRow | null> {
    const o = await findOrder(this.#db, orderId);
    if (!o || (userId !== undefined && o.user_id !== userId)) {
      if (userId !== undefined) throw new AppError('server.errors.order_not_found');
      return null;
    }
    if (o.status !== OrderStatus.Holding) return null;
    const pair = this.#pairOf(o.pair_id);
    // A trader's close waits for the market (MT5 does the same): a closed market's price is frozen.
    if (userId !== undefined) this.#openMarket(pair);
    const price = this.#priceOf(pair);
    const rate = rateOf(this.#market, pair);
    if (!rate) throw new AppError('server.errors.price_unavailable');
    const profit = profitMicro(ruleOf(pair), sideOf(o.order_type), o.quantity, o.price, price, rate);
    const now = Date.now();
    const done = await this.#db.transaction().execute(async (trx) => {
      if (!await markClosed(trx, orderId, { price, profit, at: now, reason, level })) return null;
      await this.#record(trx, o.user_id, orderId);
      // Locked: the protection record tops up to exactly 0, so the balance it reads must be the one credited.
      const balance = await lockedBalanceOf(trx, o.user_id);
      const back = o.caution_money + profit;
      const entries: LedgerEntry[] = [{ value: back, type: LedgerType.PositionClosed, memo: `#${orderId}` }];
      if (balance + back < 0) entries.push({ value: -(balance + back), type: LedgerType.NegativeProtection, memo: `#${orderId}` });
      await credit(trx, o.user_id, entries);
      return findOrderOrThrow(trx, orderId);
    });
    if (done) { this.positions.forget(orderId); this.#touch(o.user_id); this.#announce([o.user_id]); }
    return done;
  }

  /** Cancels a pending order and returns its reserve exactly (type 8). */
  async cancel(userId: number, orderId: number): Promise<OrderRow> {
    const o = await findOwnOrder(this.#db, userId, orderId);
    if (!o) throw new AppError('server.errors.order_not_found');
    if (o.status === OrderStatus.Pending) this.#openMarket(this.#pairOf(o.pair_id));
    const done = await this.#db.transaction().execute(async (trx) => {
      if (!await markCancelled(trx, orderId, Date.now())) return null;
      await credit(trx, userId, [{ value: o.caution_money + o.trade_fee, type: LedgerType.PendingCancelled, memo: `#${orderId}` }]);
      await this.#record(trx, userId, orderId);
      return findOrderOrThrow(trx, orderId);
    });
    if (!done) throw new AppError('server.errors.order_not_pending');
    this.positions.forget(orderId);
    this.#announce([userId]);
    // The user's other screens and devices drop it from their pending lists at once.
    this.#pub?.publishToUser(userId, 'FOREX_PENDING', { filled: [], cancelled: [orderId] } satisfies PendingPush);
    return done;
  }

  /**
   * Edits stop-loss, take-profit and the trailing distance (0 clears each) with the same side checks, against the
   * current price (or the target). A holding order's trailing stop applies at once (the stop-loss becomes the
   * trailing level when that is better). On the trigger queue, so a stop move written later cannot undo the edit.
   */
  async setStops(userId: number, orderId: number, sl: number, tp: number, trailingStopDistance = 0): Promise<OrderRow> {
    const o = await findOwnOrder(this.#db, userId, orderId);
    if (!o) throw new AppError('server.errors.order_not_found');
    if (o.status !== OrderStatus.Pending && o.status !== OrderStatus.Holding) throw notOpen();
    const pair = this.#pairOf(o.pair_id);
    this.#openMarket(pair);
    const holding = o.status === OrderStatus.Holding;
    const price = holding ? this.#priceOf(pair) : o.target_price;
    checkStops(sideOf(o.order_type), price, sl, tp);
    const trailing = await this.#trailingOf(trailingStopDistance, pair);
    const stop = trailing && holding ? trailingStop(sideOf(o.order_type), sl, price, trailing, pair.price_precision) : sl;
    return this.#enqueue(async () => {
      // Many instances: the edit and its order event in one transaction; the engine's book follows the event.
      const edited = this.#bus
        ? await this.#db.transaction().execute(async (trx) => {
          if (!await setOrderStops(trx, orderId, stop, tp, trailing)) return false;
          await this.#record(trx, userId, orderId);
          return true;
        })
        : await setOrderStops(this.#db, orderId, stop, tp, trailing);
      if (!edited) throw notOpen();
      this.#moved.delete(orderId);
      const row = await findOrderOrThrow(this.#db, orderId);
      if (this.#bus) this.#announce([userId]);
      else if (row.status === OrderStatus.Pending || row.status === OrderStatus.Holding) this.positions.track(row);
      if (row.status === OrderStatus.Holding) this.#touch(row.user_id);
      return row;
    });
  }

  /** my_deal: holding, pending, or history (closed and cancelled, newest first); 10 a page. */
  async myDeal(user: User, status: number, page: number): Promise<DealPage> {
    // The wire's 3 (history) is both closed and cancelled orders.
    const history = status === OrderStatus.Closed;
    const { rows, all } = await dealPage(this.#db, user.id, history ? [OrderStatus.Closed, OrderStatus.Cancelled] : [status], history, page, PAGE_SIZE);
    let sum = 0;
    for (const o of all) sum += o.status === OrderStatus.Holding ? floatingOf(this.#market, o as OrderRow) : o.fact_profits;
    const balance = await balanceOf(this.#db, user.id);
    return { data: rows.map((o) => this.wire(o)), total: all.length, all_fact_profits: formatMicro(sum), balance: formatMicro(balance) };
  }

  /** Closes and removes every order of a demo user and restores the starting balance (type 9). */
  async resetDemo(user: User): Promise<void> {
    if (user.is_demo !== 1) throw new AppError('server.errors.demo_only');
    const settings = await readSettings(this.#db);
    const start = toMicro(settings.demo_balance);
    await this.#db.transaction().execute(async (trx) => {
      await deleteUserOrders(trx, user.id);
      const balance = await lockedBalanceOf(trx, user.id);
      await credit(trx, user.id, [{ value: start - balance, type: LedgerType.DemoReset }]);
      await this.#record(trx, user.id, null);
    });
    this.positions.forgetUser(user.id);
    this.#announce([user.id]);
  }

  /** An order on the wire (order-wire.ts), with the live price and profit while it is held. */
  wire(o: OrderRow): OrderWire {
    const p = this.#market.pair(o.pair_id);
    const live = o.status === OrderStatus.Holding ? { price: p ? this.#market.lastPrice(p.id) : undefined, floating: floatingOf(this.#market, o) } : null;
    return orderWire(o, p, live);
  }

  // ---- ticks, triggers, risk ----

  onTick(t: Tick): void {
    if (!this.#active) return;
    let fired = this.positions.book(t.pairId).crossed(t.price);
    for (const uid of this.positions.usersOn(t.pairId)) this.#touch(uid);
    if (!fired.length) return;
    if (fired.some((f) => f.kind === 'trail')) fired = this.#trail(fired, t);
    if (!fired.length) return;
    this.#queue = this.#queue.then(() => this.#fire(fired, t)).catch((err) => this.#log?.error({ err }, 'trigger processing failed'));
  }

  /**
   * Moves the stop-loss of every trailing order the tick reached (core/rules/trailing-stop.ts) in memory at once,
   * re-indexing its stop-loss and next move level, and queues one write of the moved stops; the user's next
   * FOREX_TRADE carries the new level. An order that also reached a stop this tick is closing: left as it is.
   * Returns the other triggers.
   */
  #trail(fired: Trigger[], t: Tick): Trigger[] {
    const closing = new Set(fired.filter((f) => f.kind !== 'trail').map((f) => f.orderId));
    const precision = this.#market.pair(t.pairId)?.price_precision;
    for (const f of fired) {
      const o = f.kind === 'trail' && !closing.has(f.orderId) ? this.positions.held.get(f.orderId) : undefined;
      if (!o || precision === undefined) continue;
      const sl = trailingStop(sideOf(o.order_type), o.target_loss_price, t.price, o.trailing_distance, precision);
      this.positions.moveStop(o.id, sl);
      if (sl !== o.target_loss_price) this.#moved.set(o.id, sl);
    }
    if (this.#moved.size && !this.#movedQueued) {
      this.#movedQueued = true;
      void this.#enqueue(async () => {
        this.#movedQueued = false;
        const moved = new Map(this.#moved);
        this.#moved.clear();
        await this.#db.transaction().execute((trx) => saveMovedStops(trx, moved));
        // Edges read the moved levels for their users' FOREX_TRADE (the engine's own book already has them).
        this.#announce([...new Set([...moved.keys()].map((id) => this.positions.held.get(id)?.user_id ?? 0))].filter((u) => u > 0));
      }).catch((err) => this.#log?.error({ err }, 'saving trailing stops failed'));
    }
    return fired.filter((f) => f.kind !== 'trail');
  }

  async #fire(fired: Trigger[], t: Tick): Promise<void> {
    const closedBy = new Map<number, number[]>();
    const filledBy = new Map<number, number[]>();
    for (const f of fired) {
      if (f.kind === 'fill') {
        if (await markFilled(this.#db, f.orderId, t.price)) {
          const row = await findOrderOrThrow(this.#db, f.orderId);
          this.positions.track(row);
          this.#touch(row.user_id);
          filledBy.set(row.user_id, [...(filledBy.get(row.user_id) ?? []), row.id]);
        }
        continue;
      }
      // A stop-loss a trailing stop placed is named as such (the history says "trailing stop", not "stop-loss").
      const reason = f.kind === 'sl' && this.positions.held.get(f.orderId)?.trailing_distance ? 'trailing' : f.kind;
      // The level the book fired on: a trailing stop's moved level is written before this runs (#trail queues it
      // ahead of the tick's closes), so the database holds the same one.
      const level: FiredLevel = { column: f.kind === 'sl' ? 'target_loss_price' : 'target_profit_price', value: f.level };
      const closed = await this.#close(f.orderId, reason, undefined, level);
      if (closed) closedBy.set(closed.user_id, [...(closedBy.get(closed.user_id) ?? []), closed.id]);
    }
    // Edges re-read the filled positions (closes announced themselves in #close).
    this.#announce([...filledBy.keys()]);
    // Fills before closes: the order things happened in.
    for (const [uid, ids] of filledBy) this.#pub?.publishToUser(uid, 'FOREX_PENDING', { filled: ids, cancelled: [] } satisfies PendingPush);
    for (const [uid, ids] of closedBy) this.#pub?.publishToUser(uid, 'FOREX_CLOSED', ids);
  }

  /** One stop-out and FOREX_TRADE pass now (stop-out.ts; it also runs every 250 ms). */
  riskPass(): Promise<void> { return this.#risk.pass(); }
}
