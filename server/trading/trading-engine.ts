import type { FastifyBaseLogger } from 'fastify';
import { hot, type Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { LedgerType, postEntries, recordEntries } from '../accounts/ledger-repository.js';
import { readSettings, SETTING_DEFAULTS } from '../content/settings-repository.js';
import type { MarketService } from '../market/market-service.js';
import type { PairRow } from '../market/pairs-repository.js';
import type { Tick } from '../market/price-feed.js';
import type { User } from '../accounts/users-repository.js';
import { formatUtc } from '../../src/lib/datetime.js';
import { formatMicro, toMicro } from '../../src/lib/money.js';
import { roundPrice } from '../../src/lib/market-types.js';
import { cmp, dec, decStrict, isMultipleOf } from '../../src/lib/decimal.js';
import { feeMicro, marginMicro, profitMicro, riskRate, usdRate, type PairRule, type UsdRate } from '../../src/lib/trading-rules.js';
import { Positions, type OrderRow } from './positions.js';
import type { PendingPush } from '../../workers/protocol.js';
import type { Trigger } from './trigger-book.js';


/** Column order of the hand-written order insert on the submit path (see `hot` in db/database.ts). */
const ORDER_COLUMNS = ['user_id', 'pair_id', 'order_type', 'quantity', 'multiple', 'status', 'target_price', 'trigger_dir',
  'origin_price', 'price', 'update_price', 'caution_money', 'trade_fee', 'fact_profits', 'target_loss_price', 'target_profit_price',
  'client_id', 'close_reason', 'created_ms', 'completed_ms'] as const;
/** Pushes to one user's sockets (the hub). */
export interface UserPublisher { publishToUser(userId: number, topic: string, data: unknown): number }

export interface SubmitInput {
  type: number; cont: string; forex_id: number; status: number; target_price?: number;
  stop_loss_price?: number; target_profit_price?: number; multiple: number; client_id?: string;
}

/** FOREX_TRADE at most twice a second per user (server.md section 6). */
const TRADE_PUSH_MS = 500;
const RISK_EVERY_MS = 250;
/** No price in this app reaches this: anything above is a typo or an attack. */
const MAX_PRICE = 1e9;
const PAGE_SIZE = 10;

const notOpen = () => new AppError('server.errors.order_not_open');

/**
 * The order engine of server.md section 4: submit, close, cancel, stop edits, triggers (pending fills,
 * stop-loss, take-profit) from price-ordered books, stop-out, negative balance protection, and the
 * FOREX_TRADE / FOREX_CLOSED pushes. Every balance change and its ledger records are one transaction;
 * every state change of an order is a conditional update, so a trigger and a manual close can't both win.
 */
export class TradingEngine {
  readonly positions = new Positions();
  readonly #db: Db;
  readonly #market: MarketService;
  #pub: UserPublisher | null = null;
  #log: FastifyBaseLogger | null = null;
  #queue: Promise<void> = Promise.resolve();
  readonly #dirtyUsers = new Set<number>();
  readonly #lastPush = new Map<number, number>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #stopOutLevel = Number(SETTING_DEFAULTS.stop_out_level);
  #riskRunning = false;

  constructor(db: Db, market: MarketService) {
    this.#db = db;
    this.#market = market;
  }

  /** Loads open orders into the books and starts listening to ticks. */
  async start(pub: UserPublisher | null, log: FastifyBaseLogger): Promise<void> {
    this.#pub = pub;
    this.#log = log;
    const open = await this.#db.selectFrom('orders').selectAll().where('status', 'in', [0, 1]).execute();
    for (const o of open) this.positions.track(o);
    this.#market.onTick((t) => this.onTick(t));
    this.#timer = setInterval(() => { void this.riskPass(); }, RISK_EVERY_MS);
    this.#timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#queue;
  }

  /** Waits for queued trigger work (tests and shutdown). */
  idle(): Promise<void> { return this.#queue; }

  // ---- rules in context ----

  rule(p: PairRow): PairRule {
    return { Code: p.code, PricePrecision: p.price_precision, ForexContNum: p.cont_num, MarginMode: p.margin_mode, ForexFeeRate: p.fee_rate, QuoteCurrency: p.quote_currency };
  }

  rate(p: PairRow): UsdRate | null {
    return usdRate(p.quote_currency, (code) => {
      const q = this.#market.pairByCode(code);
      const price = q && this.#market.lastPrice(q.id);
      return q && price ? { price, precision: q.price_precision } : undefined;
    });
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

  /** Floating profit of a holding order at the pair's last price (micro-USD). */
  floating(o: OrderRow): number {
    const p = this.#market.pair(o.pair_id);
    const price = p && this.#market.lastPrice(p.id);
    const rate = p && this.rate(p);
    if (!p || !price || !rate) return 0;
    return profitMicro(this.rule(p), o.order_type === 1 ? 1 : 2, o.quantity, o.price, price, rate);
  }

  // ---- calls ----

  /** Opens a market order or places a pending one; every check runs before the one transaction that writes. */
  async submit(user: User, input: SubmitInput): Promise<OrderRow> {
    if (input.client_id) {
      const again = await this.#db.selectFrom('orders').selectAll().where('user_id', '=', user.id).where('client_id', '=', input.client_id).executeTakeFirst();
      if (again) return again;
    }
    const pair = this.#pairOf(input.forex_id);
    if (this.#market.marketStatus(pair) !== 1) throw new AppError('server.errors.market_closed');
    let lots;
    try { lots = decStrict(input.cont); } catch { throw new AppError('server.errors.invalid_field', { field: 'cont' }); }
    if (cmp(lots, dec(pair.min_cont)) < 0) throw new AppError('server.errors.lots_min', { min: pair.min_cont });
    if (!isMultipleOf(lots, dec(pair.pip))) throw new AppError('server.errors.lots_step', { step: pair.pip });
    if (cmp(lots, dec('10000')) > 0) throw new AppError('server.errors.invalid_field', { field: 'cont' });
    const multiples = JSON.parse(pair.multiples) as number[];
    if (!multiples.length) throw new AppError('server.errors.leverage_missing');
    if (!multiples.includes(input.multiple)) throw new AppError('server.errors.leverage_invalid');
    const price = this.#priceOf(pair);
    const pendingOrder = input.status === 0;
    // The target as it will be stored (the pair's precision): one that rounds to 0 would make a free order.
    const target = pendingOrder ? roundPrice(input.target_price ?? 0, pair.price_precision) : 0;
    if (pendingOrder && !(target > 0)) throw new AppError('server.errors.target_price_required');
    const ref = pendingOrder ? target : price;
    const side = input.type === 1 ? 1 : 2;
    const sl = input.stop_loss_price ?? 0;
    const tp = input.target_profit_price ?? 0;
    this.#checkStops(side, ref, sl, tp);
    const rate = this.rate(pair);
    if (!rate) throw new AppError('server.errors.price_unavailable');
    const settings = await readSettings(this.#db);
    const margin = marginMicro(this.rule(pair), input.cont, ref, input.multiple, rate);
    const fee = feeMicro(this.rule(pair), input.cont, margin, Number(settings.trade_fee_type));
    if (!(margin > 0)) throw new AppError('server.errors.invalid_field', { field: pendingOrder ? 'target_price' : 'cont' });
    const maxPending = Number(settings.max_pending_orders);
    const now = Date.now();
    let row: OrderRow;
    try {
      row = await this.#db.transaction().execute(async (trx) => {
        if (pendingOrder) {
          // Counted inside the write transaction, so parallel submits cannot all pass the cap.
          const open = await trx.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).where('status', '=', 0).executeTakeFirstOrThrow();
          if (Number(open.n) >= maxPending) throw new AppError('server.errors.pending_limit', { max: maxPending });
        }
        // The balance check and the debit are one conditional update: no read-then-write window.
        const debit = await hot(trx, 'update users set balance = balance - ? where id = ? and balance >= ?', [margin + fee, user.id, margin + fee]);
        if (debit.changes !== 1) throw new AppError('server.errors.insufficient_balance');
        const inserted = (await hot<OrderRow>(trx, `insert into orders (${ORDER_COLUMNS.join(', ')}) values (${ORDER_COLUMNS.map(() => '?').join(', ')}) returning *`, [
          user.id, pair.id, side, input.cont, input.multiple, pendingOrder ? 0 : 1, pendingOrder ? target : 0, pendingOrder ? (target >= price ? 1 : -1) : 0,
          ref, pendingOrder ? 0 : price, price, margin, fee, 0, sl, tp, input.client_id ?? null, null, now, null,
        ])).rows[0]!;
        await recordEntries(trx, user.id, pendingOrder
          ? [{ value: -(margin + fee), type: LedgerType.PendingReserved, memo: `#${inserted.id}` }]
          : [{ value: -margin, type: LedgerType.MarginOpened, memo: `#${inserted.id}` }, { value: -fee, type: LedgerType.TradingFee, memo: `#${inserted.id}` }]);
        return inserted;
      });
    } catch (err) {
      // Two taps with the same client_id at the same moment: the unique index lets one in; answer the other with it.
      if (input.client_id && String(err).includes('UNIQUE')) {
        return this.#db.selectFrom('orders').selectAll().where('user_id', '=', user.id).where('client_id', '=', input.client_id).executeTakeFirstOrThrow();
      }
      throw err;
    }
    this.positions.track(row);
    this.#dirtyUsers.add(user.id);
    return row;
  }

  /** A non-zero stop-loss must be on the losing side and a non-zero take-profit on the winning side of `ref`. */
  #checkStops(side: 1 | 2, ref: number, sl: number, tp: number): void {
    for (const [v, field] of [[sl, 'stop_loss_price'], [tp, 'target_profit_price']] as const) {
      if (!Number.isFinite(v) || v < 0 || v > MAX_PRICE) throw new AppError('server.errors.invalid_field', { field });
    }
    if (sl > 0 && (side === 1 ? sl >= ref : sl <= ref)) throw new AppError('server.errors.stop_loss_side');
    if (tp > 0 && (side === 1 ? tp <= ref : tp >= ref)) throw new AppError('server.errors.take_profit_side');
  }

  /** The user closes a holding order at market. */
  async close(userId: number, orderId: number): Promise<OrderRow> {
    const closed = await this.#close(orderId, 'manual', userId);
    if (!closed) throw notOpen();
    return closed;
  }

  /**
   * Closes a holding order at the pair's last price: balance += margin + profit (type 6); a balance that
   * would end below 0 is set to 0 with a type 11 record. Null when the order is not holding (any more).
   */
  async #close(orderId: number, reason: string, userId?: number): Promise<OrderRow | null> {
    const o = await this.#db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!o || (userId !== undefined && o.user_id !== userId)) {
      if (userId !== undefined) throw new AppError('server.errors.order_not_found');
      return null;
    }
    if (o.status !== 1) return null;
    const pair = this.#pairOf(o.pair_id);
    // A trader's close waits for the market (MT5 does the same): a closed market's price is frozen.
    if (userId !== undefined && this.#market.marketStatus(pair) !== 1) throw new AppError('server.errors.market_closed');
    const price = this.#priceOf(pair);
    const rate = this.rate(pair);
    if (!rate) throw new AppError('server.errors.price_unavailable');
    const profit = profitMicro(this.rule(pair), o.order_type === 1 ? 1 : 2, o.quantity, o.price, price, rate);
    const now = Date.now();
    const done = await this.#db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('orders').set({ status: 3, update_price: price, fact_profits: profit, completed_ms: now, close_reason: reason })
        .where('id', '=', orderId).where('status', '=', 1).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return null;
      const u = await trx.selectFrom('users').select(['balance']).where('id', '=', o.user_id).executeTakeFirstOrThrow();
      const credit = o.caution_money + profit;
      const entries: { value: number; type: number; memo: string }[] = [{ value: credit, type: LedgerType.PositionClosed, memo: `#${orderId}` }];
      if (u.balance + credit < 0) entries.push({ value: -(u.balance + credit), type: LedgerType.NegativeProtection, memo: `#${orderId}` });
      await postEntries(trx, o.user_id, entries);
      return trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    });
    if (done) { this.positions.forget(orderId); this.#dirtyUsers.add(o.user_id); }
    return done;
  }

  /** Cancels a pending order and returns its reserve exactly (type 8). */
  async cancel(userId: number, orderId: number): Promise<OrderRow> {
    const o = await this.#db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
    if (!o) throw new AppError('server.errors.order_not_found');
    if (o.status === 0 && this.#market.marketStatus(this.#pairOf(o.pair_id)) !== 1) throw new AppError('server.errors.market_closed');
    const done = await this.#db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('orders').set({ status: 4, completed_ms: Date.now(), close_reason: 'cancelled' })
        .where('id', '=', orderId).where('status', '=', 0).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return null;
      await postEntries(trx, userId, [{ value: o.caution_money + o.trade_fee, type: LedgerType.PendingCancelled, memo: `#${orderId}` }]);
      return trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    });
    if (!done) throw new AppError('server.errors.order_not_pending');
    this.positions.forget(orderId);
    // The user's other screens and devices drop it from their pending lists at once.
    this.#pub?.publishToUser(userId, 'FOREX_PENDING', { filled: [], cancelled: [orderId] } satisfies PendingPush);
    return done;
  }

  /** Edits stop-loss and take-profit (0 clears) with the same side checks, against the current price (or the target). */
  async setStops(userId: number, orderId: number, sl: number, tp: number): Promise<OrderRow> {
    const o = await this.#db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
    if (!o) throw new AppError('server.errors.order_not_found');
    if (o.status !== 0 && o.status !== 1) throw notOpen();
    const pair = this.#pairOf(o.pair_id);
    if (this.#market.marketStatus(pair) !== 1) throw new AppError('server.errors.market_closed');
    const ref = o.status === 0 ? o.target_price : this.#priceOf(pair);
    this.#checkStops(o.order_type === 1 ? 1 : 2, ref, sl, tp);
    const r = await this.#db.updateTable('orders').set({ target_loss_price: sl, target_profit_price: tp })
      .where('id', '=', orderId).where('status', 'in', [0, 1]).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw notOpen();
    const row = await this.#db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    if (row.status === 0 || row.status === 1) this.positions.track(row);
    return row;
  }

  /** my_deal: status 1 holding, 0 pending, 3 history (closed and cancelled, newest first); 10 a page. */
  async myDeal(user: User, status: number, page: number) {
    const statuses = status === 3 ? [3, 4] : [status];
    const base = this.#db.selectFrom('orders').where('user_id', '=', user.id).where('status', 'in', statuses);
    const rows = await base.selectAll().orderBy(status === 3 ? 'completed_ms' : 'id', 'desc').orderBy('id', 'desc')
      .limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute();
    const all = await base.select(['id', 'status', 'fact_profits', 'pair_id', 'order_type', 'quantity', 'price']).execute();
    let sum = 0;
    for (const o of all) sum += o.status === 1 ? this.floating(o as OrderRow) : o.fact_profits;
    const u = await this.#db.selectFrom('users').select(['balance']).where('id', '=', user.id).executeTakeFirstOrThrow();
    return { data: rows.map((o) => this.wire(o)), total: all.length, all_fact_profits: formatMicro(sum), balance: formatMicro(u.balance) };
  }

  /** Closes and removes every order of a demo user and restores the starting balance (type 9). */
  async resetDemo(user: User): Promise<void> {
    if (user.is_demo !== 1) throw new AppError('server.errors.demo_only');
    const settings = await readSettings(this.#db);
    const start = toMicro(settings.demo_balance);
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('orders').where('user_id', '=', user.id).execute();
      const u = await trx.selectFrom('users').select(['balance']).where('id', '=', user.id).executeTakeFirstOrThrow();
      await postEntries(trx, user.id, [{ value: start - u.balance, type: LedgerType.DemoReset }]);
    });
    this.positions.forgetUser(user.id);
  }

  /** An order as product.md section 3 names its fields; money as decimal strings of USD. */
  wire(o: OrderRow) {
    const p = this.#market.pair(o.pair_id);
    const live = o.status === 1 ? { UpdatePrice: p ? this.#market.lastPrice(p.id) ?? o.update_price : o.update_price, FactProfits: formatMicro(this.floating(o)) }
      : { UpdatePrice: o.update_price, FactProfits: formatMicro(o.fact_profits) };
    return {
      Id: o.id, ForexTradeLists: { Id: o.pair_id, Code: p?.code ?? '', ShowCode: p?.show_code ?? '', PricePrecision: p?.price_precision ?? 5 },
      OrderType: o.order_type, Quantity: o.quantity, Multiple: o.multiple, OriginPrice: o.origin_price, Price: o.price,
      ...live, CautionMoney: formatMicro(o.caution_money), TradeFee: formatMicro(o.trade_fee),
      TargetLossPrice: o.target_loss_price, TargetProfitPrice: o.target_profit_price, Status: o.status,
      CreateTimeHandler: formatUtc(o.created_ms), CompleteTimeHandler: o.completed_ms ? formatUtc(o.completed_ms) : '',
      // Beyond product.md: who ended it ('manual', 'sl', 'tp', 'stop_out', 'cancelled'), so the app can name server closes.
      CloseReason: o.close_reason ?? '',
    };
  }

  // ---- ticks, triggers, risk ----

  onTick(t: Tick): void {
    const fired = this.positions.book(t.pairId).crossed(t.price);
    for (const uid of this.positions.usersOn(t.pairId)) this.#dirtyUsers.add(uid);
    if (!fired.length) return;
    this.#queue = this.#queue.then(() => this.#fire(fired, t)).catch((err) => this.#log?.error({ err }, 'trigger processing failed'));
  }

  async #fire(fired: Trigger[], t: Tick): Promise<void> {
    const closedBy = new Map<number, number[]>();
    const filledBy = new Map<number, number[]>();
    for (const f of fired) {
      if (f.kind === 'fill') {
        const r = await this.#db.updateTable('orders').set({ status: 1, price: t.price, update_price: t.price })
          .where('id', '=', f.orderId).where('status', '=', 0).executeTakeFirst();
        if (Number(r.numUpdatedRows) === 1) {
          const row = await this.#db.selectFrom('orders').selectAll().where('id', '=', f.orderId).executeTakeFirstOrThrow();
          this.positions.track(row);
          this.#dirtyUsers.add(row.user_id);
          filledBy.set(row.user_id, [...(filledBy.get(row.user_id) ?? []), row.id]);
        }
        continue;
      }
      const closed = await this.#close(f.orderId, f.kind);
      if (closed) closedBy.set(closed.user_id, [...(closedBy.get(closed.user_id) ?? []), closed.id]);
    }
    // Fills before closes: the order things happened in.
    for (const [uid, ids] of filledBy) this.#pub?.publishToUser(uid, 'FOREX_PENDING', { filled: ids, cancelled: [] } satisfies PendingPush);
    for (const [uid, ids] of closedBy) this.#pub?.publishToUser(uid, 'FOREX_CLOSED', ids);
  }

  /** Account figures of one user from memory and the given balance (micro-USD). */
  account(userId: number, balance: number) {
    const held = this.positions.heldOf(userId);
    let marginAll = 0; let floating = 0;
    const rows = held.map((o) => {
      const f = this.floating(o);
      marginAll += o.caution_money; floating += f;
      return { o, f };
    });
    return { rows, marginAll, floating, hazard: riskRate(balance, marginAll, floating) };
  }

  /**
   * Every 250 ms, for users whose positions moved: stop-out (close the worst loser while HazardRate is at
   * or below the level) and the FOREX_TRADE push (at most every 500 ms, only while something is held).
   */
  async riskPass(): Promise<void> {
    if (this.#riskRunning || this.#dirtyUsers.size === 0) return;
    this.#riskRunning = true;
    try {
      const users = [...this.#dirtyUsers];
      this.#dirtyUsers.clear();
      const settings = await readSettings(this.#db);
      this.#stopOutLevel = Number(settings.stop_out_level);
      const balances = new Map((await this.#db.selectFrom('users').select(['id', 'balance']).where('id', 'in', users).execute()).map((u) => [u.id, u.balance]));
      const now = Date.now();
      for (const uid of users) {
        let a = this.account(uid, balances.get(uid) ?? 0);
        const closed: number[] = [];
        while (a.marginAll > 0 && a.hazard <= this.#stopOutLevel) {
          // Only where the market is open: a closed market's frozen price is not a price to close at; the
          // first tick after the reopening marks the user dirty again and stop-out acts at that price.
          const open = a.rows.filter((r) => { const p = this.#market.pair(r.o.pair_id); return !!p && this.#market.marketStatus(p) === 1; });
          if (!open.length) break;
          const worst = open.reduce((w, r) => (r.f < w.f ? r : w));
          // Through the trigger queue: a stop-out and a trigger on the same order are never in flight together.
          const job = this.#queue.then(() => this.#close(worst.o.id, 'stop_out'));
          this.#queue = job.then(() => undefined, () => undefined);
          const done = await job;
          if (!done) break;
          closed.push(done.id);
          const bal = (await this.#db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow()).balance;
          a = this.account(uid, bal);
        }
        if (closed.length) this.#pub?.publishToUser(uid, 'FOREX_CLOSED', closed);
        if (a.rows.length && now - (this.#lastPush.get(uid) ?? 0) >= TRADE_PUSH_MS) {
          this.#lastPush.set(uid, now);
          this.#pub?.publishToUser(uid, 'FOREX_TRADE', {
            ProfitsTotal: formatMicro(a.floating), HazardRate: a.hazard, CautionMoneyAll: formatMicro(a.marginAll),
            TransOrder: a.rows.map(({ o, f }) => ({ Id: o.id, UpdatePrice: this.#market.lastPrice(o.pair_id) ?? o.update_price, FactProfits: formatMicro(f) })),
          });
        } else if (a.rows.length) {
          this.#dirtyUsers.add(uid); // pushed too recently: try again next pass
        }
      }
    } catch (err) {
      this.#log?.error({ err }, 'risk pass failed');
    } finally {
      this.#riskRunning = false;
    }
  }
}
