import { topicKind } from './socket-topics.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { PERIOD_CODES } from '../../core/rules/periods.js';
import type { MarketStatusItem, Quotation } from '../../core/rules/market-types.js';
import { quotationOf } from './quotation.js';
import { KEEP_CANDLES, lastCandles, pruneCandles, upsertCandles } from './candle-store.js';
import { CandleBuilder } from './candle-builder.js';
import { catchUpCandles } from './candle-catch-up.js';
import { feedPairOf } from './feed-pair.js';
import { isOpenAt, withHours, type MarketHoursMode } from './market-hours.js';
import { MarketStatusWatch, statusItem } from './market-status-watch.js';
import { every } from './every.js';
import { MarketCharts } from './market-charts.js';
import { publishMarket, type Publisher } from './market-pushes.js';
import { PublishPacer, PublishTiming } from './publish-timing.js';
import { listPairs, type PairRow } from './pairs-repository.js';
import { SimulatedFeed, simOptions } from './simulator.js';
import type { FeedPair, PriceFeed, Tick } from './price-feed.js';
import { MarketStatus } from '../../core/codes.js';

/** Pushes go out at most every 250 ms (PublishPacer): DAY_MARKET coalesced, KLINE at most 4 per second per period. */
const PUBLISH_MS = 250;
/** How often the market hours are checked for a pair opening or closing (MARKET_STATUS). */
const STATUS_MS = 1000;
const PERSIST_MS = 5000;

export interface MarketOptions {
  seed: number;
  /** The market's clock (ms): hours, candles and the day's change follow it. Date.now unless a test sets it. */
  now?: () => number;
  /** MARKET_HOURS: each pair's own hours ('calendar', the default) or every pair always open. */
  marketHours?: MarketHoursMode;
  tickMs?: number;
  ticksPerSecond?: number;
  /** Candles per period a first start makes (history.ts HISTORY_CANDLES by default). */
  historyCandles?: number;
}

/**
 * Owns the live market: first-start back-fill and restart continuation of candles, the feed, live
 * candles, day quotations, the mini-chart series and the pushes. Other services (the trading engine)
 * listen to its ticks.
 */
export class MarketService {
  readonly builder = new CandleBuilder();
  /** Candles and mini series as the charts read them (kline, the home list's mini series). */
  readonly charts: MarketCharts;
  /** Each publish pass's duration and tick-to-send (the metrics observe it). */
  readonly timing = new PublishTiming();
  /** How long init() took (back-fill or gap fill): reported by the benchmark. */
  initMs = 0;
  readonly #db: Db;
  #log: FastifyBaseLogger | null = null;
  readonly #now: () => number;
  readonly #opts: MarketOptions;
  #pairs: PairRow[] = [];
  #byId = new Map<number, PairRow>();
  #byCode = new Map<string, PairRow>();
  readonly #last = new Map<number, number>();
  /** Each pair's last feed settings that could drive a price, kept when an edit stores an unusable one. */
  readonly #goodFeed = new Map<number, FeedPair>();
  readonly #moved = new Set<number>();
  readonly #tickListeners = new Set<(t: Tick) => void>();
  #feed: PriceFeed | null = null;
  #publisher: Publisher | null = null;
  #statuses: MarketStatusWatch | null = null;
  #timers: ReturnType<typeof setInterval>[] = [];
  readonly #pacer = new PublishPacer(PUBLISH_MS, () => this.publish());
  #engineTimers: ReturnType<typeof setInterval>[] = [];
  /** Running the engine part: the feed, persistence, pruning (startEngine). */
  #engine = false;
  #sink: (t: Tick) => void = (t) => this.applyTick(t);
  #persisting: Promise<void> = Promise.resolve();
  #reloading: Promise<void> = Promise.resolve();
  /** Set once init() has prepared every pair: later reloads prepare only the new ones. */
  #ready = false;

  constructor(db: Db, opts: MarketOptions) {
    this.#db = db;
    this.#opts = opts;
    this.#now = opts.now ?? Date.now;
    this.charts = new MarketCharts(db, this.builder, () => this.#pairs);
  }

  get pairs(): readonly PairRow[] {
    return this.#pairs;
  }
  pair(id: number): PairRow | undefined {
    return this.#byId.get(id);
  }
  pairByCode(code: string): PairRow | undefined {
    return this.#byCode.get(code);
  }
  lastPrice(id: number): number | undefined {
    return this.#last.get(id);
  }

  /** Loads pairs, makes first-start history or fills the gap since the last run, and seeds live candles. */
  async init(log: FastifyBaseLogger): Promise<void> {
    this.#log = log;
    await this.#readPairs();
    const now = this.#now();
    const started = Date.now();
    for (const p of this.#pairs) await this.#prepare(p, now);
    this.#ready = true;
    this.initMs = Date.now() - started;
    this.#log?.info(`market: ${this.#pairs.length} pairs ready in ${this.initMs} ms`);
    if (this.#opts.marketHours === 'always')
      this.#log?.info('market: MARKET_HOURS=always, every pair open around the clock');
  }

  /** One pair's candles (first-start history or the gap since the last run), live candles and last price. */
  async #prepare(p: PairRow, now: number): Promise<void> {
    await catchUpCandles(this.#db, p, now, { seed: this.#opts.seed, historyCandles: this.#opts.historyCandles });
    for (const period of PERIOD_CODES) {
      const [bar] = await lastCandles(this.#db, p.id, period, 1);
      this.builder.seed(p.id, period, bar);
    }
    const close = this.builder.current(p.id, '1M')?.close ?? p.start_price;
    this.#last.set(p.id, close);
  }

  async #readPairs(): Promise<void> {
    // Every reader (status, the engine's checks, the feed, the back-fill) sees the hours MARKET_HOURS gives.
    this.#pairs = withHours(this.#opts.marketHours ?? 'calendar', await listPairs(this.#db));
    this.#byId = new Map(this.#pairs.map((p) => [p.id, p]));
    this.#byCode = new Map(this.#pairs.map((p) => [p.code, p]));
  }

  /**
   * Re-reads the catalogue after an operator edit, so the change holds from the next call on without a restart:
   * status (tradable, hours), lots, fee and leverage options are read from these rows by the engine and the
   * market calls. A new pair gets its history and last price and joins the feed. Reloads run one at a time.
   */
  reloadPairs(): Promise<void> {
    const done = this.reloadPairsHere();
    this.#announceEdit?.();
    return done;
  }

  /** With many instances: how an edit made here reaches the others (they call reloadPairsHere). */
  set announceEdit(fn: (() => void) | null) {
    this.#announceEdit = fn;
  }
  #announceEdit: (() => void) | null = null;

  /** reloadPairs without telling other instances: for an edit another instance announced. */
  reloadPairsHere(): Promise<void> {
    this.#reloading = this.#reloading.then(async () => {
      await this.#readPairs();
      if (!this.#ready) return;
      const now = this.#now();
      for (const p of this.#pairs) if (!this.#last.has(p.id)) await this.#prepare(p, now);
      this.#feed?.setPairs?.(this.#pairs.map((p) => this.feedPair(p)));
      this.charts.forget();
      this.#statuses?.check();
    });
    return this.#reloading;
  }

  /** What the simulated feed needs of a pair, starting at its last price (tests drive their own feed from it). */
  feedPair(p: PairRow): FeedPair {
    const { fp, usable } = feedPairOf(p, this.#last.get(p.id), this.#goodFeed.get(p.id), (msg) => this.#log?.warn(msg));
    if (usable) this.#goodFeed.set(p.id, fp);
    return fp;
  }

  /** One instance: the edge's pushes and the engine's feed, persistence and pruning, all here. */
  start(publisher: Publisher | null, feed?: PriceFeed): void {
    this.startEdge(publisher);
    this.startEngine(feed);
  }

  /** What every instance runs: the coalesced DAY_MARKET / KLINE pushes of the ticks it applies, and MARKET_STATUS. */
  startEdge(publisher: Publisher | null): void {
    this.#publisher = publisher;
    this.#statuses = new MarketStatusWatch(
      () => this.#pairs,
      (p) => this.statusItem(p),
      publisher,
    );
    every(this.#timers, STATUS_MS, () => this.#statuses?.check());
  }

  /**
   * What only the engine-role holder runs: the simulated feed (or `feed`), whose ticks go to the sink (applyTick
   * here; the bus with many instances), candle persistence and pruning. Many instances apply the same ticks, so
   * each has the same live candles; only this one writes them.
   */
  startEngine(feed?: PriceFeed): void {
    if (this.#engine) return;
    this.#engine = true;
    this.#feed =
      feed ??
      new SimulatedFeed(
        this.#pairs.map((p) => this.feedPair(p)),
        simOptions(this.#opts, this.#now),
      );
    this.#feed.onTick((t) => this.emitTick(t));
    this.#feed.start();
    every(this.#engineTimers, PERSIST_MS, () => void this.persist());
    every(this.#engineTimers, 3600_000, () => {
      void pruneCandles(this.#db, KEEP_CANDLES).catch((err) => this.#log?.error({ err }, 'prune failed'));
    });
  }

  /** Gives the engine part up (the lease was lost, or shutdown): the feed stops and the live candles are written. */
  async stopEngine(): Promise<void> {
    if (!this.#engine) return;
    this.#engine = false;
    this.#feed?.stop();
    this.#feed = null;
    for (const id of this.#engineTimers) clearInterval(id);
    this.#engineTimers = [];
    await this.persist();
  }

  /** Stops the feed and timers and writes the live candles (if this instance holds the engine part). */
  async stop(): Promise<void> {
    this.#pacer.stop();
    for (const id of this.#timers) clearInterval(id);
    this.#timers = [];
    await this.stopEngine();
  }

  /**
   * Where the engine's ticks go: applyTick by default; with many instances the bus, whose every instance (this
   * one included) then calls applyTick. Tests drive a feed by calling emitTick on the engine-role holder.
   */
  routeTicks(sink: (t: Tick) => void): void {
    this.#sink = sink;
  }

  /** A tick from the feed, sent where routeTicks says. */
  emitTick(t: Tick): void {
    this.#sink(t);
  }

  onTick(listener: (t: Tick) => void): () => void {
    this.#tickListeners.add(listener);
    return () => this.#tickListeners.delete(listener);
  }

  /** One trade: last price, live candles, and on to tick listeners. */
  applyTick(t: Tick): void {
    if (!this.#byId.has(t.pairId)) return;
    this.#last.set(t.pairId, t.price);
    this.builder.applyTick(t.pairId, t.price, t.volume, t.timeMs);
    this.#moved.add(t.pairId);
    this.timing.saw(t.timeMs);
    this.#pacer.poke();
    for (const l of this.#tickListeners) l(t);
  }

  /** Socket topics: market data for anyone, trading data for logged-in sockets, anything else refused. */
  readonly topicKind = (topic: string): 'public' | 'private' | null =>
    topicKind(topic, (code) => this.#byCode.has(code));

  /** MarketStatus: Open when the operator allows trading and the pair's market hours are open. */
  marketStatus(p: PairRow, ms = this.#now()): number {
    return p.tradable === 1 && isOpenAt(p, ms) ? MarketStatus.Open : MarketStatus.Closed;
  }

  /** Status and reopening as trade_list and MARKET_STATUS say them (market-status-watch.ts). */
  readonly statusItem = (p: PairRow, ms = this.#now()): MarketStatusItem => statusItem(p, this.marketStatus(p, ms), ms);

  /** The day's quotation of a pair (quotation.ts), its market open or shut at `ms`. */
  quotation(p: PairRow, ms = this.#now()): Quotation {
    const close = this.#last.get(p.id) ?? p.start_price;
    const shut = this.marketStatus(p, ms) !== MarketStatus.Open;
    return quotationOf(close, this.builder.current(p.id, '1D'), ms, shut);
  }

  /** Sends what moved since the last call: one DAY_MARKET frame, one KLINE frame per changed period (market-pushes.ts). */
  publish(): void {
    const pub = this.#publisher;
    const changed = this.builder.takeChanged();
    if (!pub) {
      this.#moved.clear();
      return;
    }
    const now = this.#now();
    const byId = (id: number) => this.#byId.get(id);
    const quote = (p: PairRow) => this.quotation(p, now);
    this.timing.pass(now, () => publishMarket(pub, this.#moved, changed, byId, quote));
    this.#moved.clear();
  }

  /** Writes live and just-closed candles in one transaction; runs one at a time. */
  persist(): Promise<void> {
    this.#persisting = this.#persisting
      .then(async () => {
        const rows = this.builder.takeUnsaved();
        if (rows.length) await this.#db.transaction().execute((trx) => upsertCandles(trx, rows));
      })
      .catch((err) => this.#log?.error({ err }, 'candle persist failed'));
    return this.#persisting;
  }
}
