import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { PERIOD_CODES, type Period } from '../../core/rules/periods.js';
import { dayChange, type DayMarketItem, type KlinePoint, type Quotation } from '../../core/rules/market-types.js';
import { barsByPeriod, historyStart, simulateHistory, type Bar } from './history.js';
import { lastCandles, mergeCandles, pruneCandles, upsertCandles, type StoredBar } from './candle-store.js';
import { CandleBuilder } from './candle-builder.js';
import { isOpenAt, minutesPerYear } from './market-hours.js';
import { listPairs, type PairRow } from './pairs-repository.js';
import { mulberry32, pairSeed } from './prng.js';
import { SimulatedFeed } from './simulator.js';
import type { FeedPair, PriceFeed, Tick } from './price-feed.js';
import { MarketStatus } from '../../core/codes.js';

/** Where market pushes go (the socket hub): one call per topic and frame. */
export interface Publisher { publish(topic: string, data: unknown): void; subscribers(topic: string): number }

/** Typical traded lots per minute by category: the simulated volume of history and live ticks alike (see volume.ts). */
const VOLUME_PER_MINUTE: Record<string, number> = { forex: 60, metals: 25, crypto: 8, indices: 30, energy: 20 };
/** Candles kept per pair and period; kline answers the newest 300. */
const KEEP_CANDLES = 1000;
/** Pushes go out at most every 250 ms: DAY_MARKET coalesced, KLINE at most 4 per second per period. */
const PUBLISH_MS = 250;
const PERSIST_MS = 5000;
const MINI_POINTS = 48;

export interface MarketOptions {
  seed: number; now?: () => number; tickMs?: number; ticksPerSecond?: number;
  /** Candles per period a first start makes (history.ts HISTORY_CANDLES by default). */
  historyCandles?: number;
}

/** Which simulator setting of a pair cannot drive a price (not finite, not positive, out of range), or null. */
function badSimulatorSetting(p: PairRow): string | null {
  if (!(Number.isFinite(p.volatility) && p.volatility > 0 && p.volatility <= 5)) return 'volatility';
  if (!(Number.isFinite(p.start_price) && p.start_price > 0 && p.start_price <= 1e9)) return 'start_price';
  if (!(Number.isInteger(p.price_precision) && p.price_precision >= 0 && p.price_precision <= 8)) return 'price_precision';
  return null;
}

/**
 * Owns the live market: first-start back-fill and restart continuation of candles, the feed, live
 * candles, day quotations, the mini-chart series and the pushes. Other services (the trading engine)
 * listen to its ticks.
 */
export class MarketService {
  readonly builder = new CandleBuilder();
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
  #timers: ReturnType<typeof setInterval>[] = [];
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
  }

  get pairs(): readonly PairRow[] { return this.#pairs; }
  pair(id: number): PairRow | undefined { return this.#byId.get(id); }
  pairByCode(code: string): PairRow | undefined { return this.#byCode.get(code); }
  lastPrice(id: number): number | undefined { return this.#last.get(id); }

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
  }

  /** One pair's candles (first-start history or the gap since the last run), live candles and last price. */
  async #prepare(p: PairRow, now: number): Promise<void> {
    const params = {
      vol: p.volatility, anchor: p.start_price, minutesPerYear: minutesPerYear(p.hours), hours: p.hours,
      precision: p.price_precision, volumePerMinute: VOLUME_PER_MINUTE[p.category_key] ?? 10,
    };
    // History is seeded per pair and per start time, so a seeded run is reproducible.
    const rand = mulberry32(pairSeed(this.#opts.seed ^ Math.floor(now / 60_000), p.id));
    const [last1m] = await lastCandles(this.#db, p.id, '1M', 1);
    const rows: StoredBar[] = [];
    if (!last1m) {
      const { fromMs, minutesFromMs } = historyStart(p.hours, now, this.#opts.historyCandles);
      const h = simulateHistory(params, rand, fromMs, minutesFromMs, now, p.start_price);
      for (const [period, bars] of barsByPeriod(h)) for (const b of bars.slice(-KEEP_CANDLES)) rows.push({ pair_id: p.id, period, ...b });
      await this.#db.transaction().execute((trx) => upsertCandles(trx, rows));
    } else if ((last1m.time + 60) * 1000 <= now) {
      // The server was down: the market went on. The newest 1M close is the last live price (every tick
      // sets it and stop() persists it), so the downtime continues from there, minute by minute, without
      // a gap, a duplicate or a step. A downtime longer than the minute window keeps whole days as day bars.
      const fromMs = (last1m.time + 60) * 1000;
      const minutesFromMs = Math.max(fromMs, historyStart(p.hours, now, this.#opts.historyCandles).minutesFromMs);
      const h = simulateHistory(params, rand, fromMs, minutesFromMs, now, last1m.close);
      for (const [period, bars] of barsByPeriod(h)) for (const b of bars.slice(-KEEP_CANDLES)) rows.push({ pair_id: p.id, period, ...b });
      await this.#db.transaction().execute((trx) => mergeCandles(trx, rows));
    }
    for (const period of PERIOD_CODES) {
      const [bar] = await lastCandles(this.#db, p.id, period, 1);
      this.builder.seed(p.id, period, bar);
    }
    const close = this.builder.current(p.id, '1M')?.close ?? p.start_price;
    this.#last.set(p.id, close);
  }

  async #readPairs(): Promise<void> {
    this.#pairs = await listPairs(this.#db);
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
  set announceEdit(fn: (() => void) | null) { this.#announceEdit = fn; }
  #announceEdit: (() => void) | null = null;

  /** reloadPairs without telling other instances: for an edit another instance announced. */
  reloadPairsHere(): Promise<void> {
    this.#reloading = this.#reloading.then(async () => {
      await this.#readPairs();
      if (!this.#ready) return;
      const now = this.#now();
      for (const p of this.#pairs) if (!this.#last.has(p.id)) await this.#prepare(p, now);
      this.#feed?.setPairs?.(this.#pairs.map((p) => this.feedPair(p)));
      this.#miniCache = null;
    });
    return this.#reloading;
  }

  /** What the simulated feed needs of a pair, starting at its last price (tests drive their own feed from it). */
  feedPair(p: PairRow): FeedPair {
    const good = this.#goodFeed.get(p.id);
    const problem = badSimulatorSetting(p);
    if (problem) {
      // A bad catalogue value must never take the market down: keep the last good settings and say why.
      this.#log?.warn(`market: pair ${p.code} has an unusable ${problem}; keeping its last good settings`);
      const price = this.#last.get(p.id) ?? good?.price ?? 1;
      return { ...(good ?? { id: p.id, price, anchor: price, vol: 0.2, hours: 'always', precision: 2, volumePerMinute: 10 }), price, halted: p.tradable !== 1 };
    }
    const fp: FeedPair = {
      id: p.id, price: this.#last.get(p.id) ?? p.start_price, anchor: p.start_price, vol: p.volatility, hours: p.hours,
      precision: p.price_precision, volumePerMinute: VOLUME_PER_MINUTE[p.category_key] ?? 10, halted: p.tradable !== 1,
    };
    this.#goodFeed.set(p.id, fp);
    return fp;
  }

  /** One instance: the edge's pushes and the engine's feed, persistence and pruning, all here. */
  start(publisher: Publisher | null, feed?: PriceFeed): void {
    this.startEdge(publisher);
    this.startEngine(feed);
  }

  /** What every instance runs: the coalesced DAY_MARKET / KLINE pushes of the ticks it applies. */
  startEdge(publisher: Publisher | null): void {
    this.#publisher = publisher;
    const id = setInterval(() => this.publish(), PUBLISH_MS);
    id.unref?.();
    this.#timers.push(id);
  }

  /**
   * What only the engine-role holder runs: the simulated feed (or `feed`), whose ticks go to the sink (applyTick
   * here; the bus with many instances), candle persistence and pruning. Many instances apply the same ticks, so
   * each has the same live candles; only this one writes them.
   */
  startEngine(feed?: PriceFeed): void {
    if (this.#engine) return;
    this.#engine = true;
    this.#feed = feed ?? new SimulatedFeed(this.#pairs.map((p) => this.feedPair(p)), {
      seed: this.#opts.seed, now: this.#now, tickMs: this.#opts.tickMs,
      tickChance: ((this.#opts.ticksPerSecond ?? 3.5) * (this.#opts.tickMs ?? 100)) / 1000,
    });
    this.#feed.onTick((t) => this.emitTick(t));
    this.#feed.start();
    const every = (ms: number, fn: () => void) => { const id = setInterval(fn, ms); id.unref?.(); this.#engineTimers.push(id); };
    every(PERSIST_MS, () => { void this.persist(); });
    every(3600_000, () => { void pruneCandles(this.#db, KEEP_CANDLES).catch((err) => this.#log?.error({ err }, 'prune failed')); });
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
    for (const id of this.#timers) clearInterval(id);
    this.#timers = [];
    await this.stopEngine();
  }

  /**
   * Where the engine's ticks go: applyTick by default; with many instances the bus, whose every instance (this
   * one included) then calls applyTick. Tests drive a feed by calling emitTick on the engine-role holder.
   */
  routeTicks(sink: (t: Tick) => void): void { this.#sink = sink; }

  /** A tick from the feed, sent where routeTicks says. */
  emitTick(t: Tick): void { this.#sink(t); }

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
    for (const l of this.#tickListeners) l(t);
  }

  /** Socket topics: market data for anyone, trading data for logged-in sockets, anything else refused. */
  readonly topicKind = (topic: string): 'public' | 'private' | null => {
    if (topic === 'DAY_MARKET') return 'public';
    if (topic.startsWith('KLINE.')) return this.#byCode.has(topic.slice(6)) ? 'public' : null;
    if (topic === 'FOREX_TRADE' || topic === 'FOREX_CLOSED' || topic === 'FOREX_PENDING' || topic === 'BALANCE' || topic === 'PRICE_ALERT') return 'private';
    return null;
  };

  /** MarketStatus: Open when the operator allows trading and the pair's market hours are open. */
  marketStatus(p: PairRow, ms = this.#now()): number {
    return p.tradable === 1 && isOpenAt(p.hours, ms) ? MarketStatus.Open : MarketStatus.Closed;
  }

  /** Open = price at 00:00 UTC today (today's 1D open, or the last price if nothing traded today). */
  quotation(p: PairRow, ms = this.#now()): Quotation {
    const close = this.#last.get(p.id) ?? p.start_price;
    const day = this.builder.current(p.id, '1D');
    const todayStart = Math.floor(ms / 86_400_000) * 86_400;
    const open = day && day.time === todayStart ? day.open : close;
    return { Open: open, Close: close, Change: dayChange(open, close) };
  }

  /** The last 300 (or `limit`) candles, oldest first, the live one last. */
  async kline(pairId: number, period: Period, limit = 300): Promise<KlinePoint[]> {
    const bars = await lastCandles(this.#db, pairId, period, limit);
    const live = this.builder.current(pairId, period);
    if (live) {
      const last = bars[bars.length - 1];
      if (last && last.time === live.time) bars[bars.length - 1] = { ...live };
      else if (!last || live.time > last.time) { bars.push({ ...live }); if (bars.length > limit) bars.shift(); }
    }
    return bars.map(toPoint);
  }

  /** A short close series for the home mini-chart: the last 48 quarter-hours (12 h). */
  async miniSeries(pairId: number): Promise<number[]> {
    return (await this.kline(pairId, '15M', MINI_POINTS)).map((k) => k.Close);
  }

  #miniCache: { at: number; data: Record<number, number[]> } | null = null;

  /** Every pair's mini series, keyed by pair id; cached 15 s since every home visit asks for it. */
  async miniSeriesAll(): Promise<Record<number, number[]>> {
    const now = Date.now();
    if (this.#miniCache && now - this.#miniCache.at < 15_000) return this.#miniCache.data;
    const data: Record<number, number[]> = {};
    for (const p of this.#pairs) data[p.id] = await this.miniSeries(p.id);
    this.#miniCache = { at: now, data };
    return data;
  }

  /** Sends what moved since the last call: one DAY_MARKET frame, one KLINE frame per changed period. */
  publish(): void {
    const pub = this.#publisher;
    const changed = this.builder.takeChanged();
    if (!pub) { this.#moved.clear(); return; }
    if (this.#moved.size) {
      const now = this.#now();
      const items: DayMarketItem[] = [];
      for (const id of this.#moved) {
        const p = this.#byId.get(id);
        if (!p) continue;
        const q = this.quotation(p, now);
        items.push({ symbol: p.code, quotation: { close: q.Close, change: q.Change } });
      }
      this.#moved.clear();
      if (pub.subscribers('DAY_MARKET') > 0) pub.publish('DAY_MARKET', items);
    }
    for (const c of changed) {
      const p = this.#byId.get(c.pairId);
      const topic = p && `KLINE.${p.code}`;
      // Most pairs have no chart open anywhere: build a frame only for topics someone holds.
      if (topic && pub.subscribers(topic) > 0) pub.publish(topic, { kline: { Period: c.period, ...toPoint(c.bar) } });
    }
  }

  /** Writes live and just-closed candles in one transaction; runs one at a time. */
  persist(): Promise<void> {
    this.#persisting = this.#persisting.then(async () => {
      const rows = this.builder.takeUnsaved();
      if (rows.length) await this.#db.transaction().execute((trx) => upsertCandles(trx, rows));
    }).catch((err) => this.#log?.error({ err }, 'candle persist failed'));
    return this.#persisting;
  }
}

const toPoint = (b: Bar): KlinePoint =>
  ({ Time: b.time, Open: b.open, High: b.high, Low: b.low, Close: b.close, Volume: b.volume });
