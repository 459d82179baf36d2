/** The socket core's surface (socket-core.ts): what the UI calls, through Comlink from the worker or directly in main-thread mode, and what the core needs from its global scope. */
import type { SocketLike } from './connection';
import type { QuoteSeed } from './quote-rows';
import type { HeldPosition } from './risk';
import type { PaintCanvas, PaintLook } from './quote-paint';
import type { CandleLook } from './candle-paint';
import type { LegendLook } from './legend-paint';
import type { FiguresLook } from './figures-paint';
import type { FigureInputs } from '../core/rules/order-figures';
import type { Batch, CandleColumns, ConnState } from '../core/protocol/frames';
import type { KlinePoint } from '../core/rules/market-types';
import type { Period } from '../core/rules/periods';
import type { IndicatorSettings } from '../core/indicators/indicator-types';
import type { Topic } from '../core/protocol/topics';

/** What `stats()` returns: running totals; a reader takes differences per second. */
export interface SocketStats {
  frames: number;
  bytes: number;
  batches: number;
}

/** The socket logic's public surface: exposed through Comlink in the worker, called directly in main-thread mode. */
export interface SocketCoreApi {
  start(url: string, token: string): void;
  setToken(token: string): void;
  subscribe(topic: Topic): void;
  unsubscribe(topic: Topic): void;
  onBatch(cb: (batch: Batch) => void): void;
  /** Starts merging KLINE pushes and ticks into a chart's series, seeded with HTTP history; returns its columns. */
  watchKline(code: string, period: Period, history: KlinePoint[]): CandleColumns;
  unwatchKline(code: string, period: Period): void;
  /**
   * The device's chart indicators (null: none): the charts watched from now on carry their lines, in their columns
   * and in each candle tail (workers/kline-indicators.ts). Resolves once the module that computes them is loaded.
   */
  setIndicators(settings: IndicatorSettings | null): Promise<void>;
  setVisible(visible: boolean): void;
  state(): ConnState;
  /**
   * Counters since the start, read by the perf overlay (src/perf/): socket frames and their characters received,
   * and batches sent to the UI. Plain increments: nothing is computed unless read.
   */
  stats(): SocketStats;
  /** The user's holding orders and balance, for live profit and risk between FOREX_TRADE pushes. */
  setPositions(
    list: HeldPosition[],
    balance: string,
    prices: { code: string; price: number; precision: number }[],
  ): void;
  /**
   * The pairs the UI shows now (`shown`): only their quotes are sent, formatted; the others are kept until shown.
   * `seeds`: the pairs the UI has, with their precision and HTTP values (until a live quote comes); each one's
   * first seed is sent once, shown or not.
   */
  watchQuotes(seeds: QuoteSeed[], shown: string[]): void;
  /** The language prices are written in, as a BCP 47 tag (core/rules/languages.ts's htmlLang). */
  setLang(tag: string): void;
  /**
   * Draws `symbol`'s quote into canvas `id` from now on, as `look` says, whenever the pair is shown and its texts
   * change (quote-paint.ts). `canvas`: the canvas, the first time; null to bind a canvas already held again (a
   * component re-mounted on the same element, as Suspense does: a canvas can be handed over only once).
   */
  paintQuote(id: number, symbol: string, canvas: PaintCanvas | null, look: PaintLook): void;
  /** A painted quote's new look (its size, fonts, direction, staleness). */
  lookQuote(id: number, look: PaintLook): void;
  /** Stops drawing into canvas `id`; `drop`: and lets it go (the page's element is gone). */
  unpaintQuote(id: number, drop: boolean): void;
  /** Draws the live candle of `look.key`'s chart into canvas `id` from now on (candle-paint.ts). */
  paintCandle(id: number, canvas: PaintCanvas, look: CandleLook): void;
  /** The chart drew again: where its live candle goes now. */
  lookCandle(id: number, look: CandleLook): void;
  unpaintCandle(id: number): void;
  /** Draws the values of `look.key`'s chart legend into canvas `id` from now on (legend-paint.ts). */
  paintLegend(id: number, canvas: PaintCanvas, look: LegendLook): void;
  lookLegend(id: number, look: LegendLook): void;
  /** The legend shows the candle of series `key` opened at `time` (the crosshair's), or the live one (null). */
  legendAt(id: number, key: string, time: number | null): void;
  unpaintLegend(id: number): void;
  /**
   * Order form `id`'s figures are written from `inputs` and the prices and account the core holds, at each flush
   * where they change; their texts come back in a batch's `labels` (figures-paint.ts).
   */
  setFigures(id: number, inputs: FigureInputs): void;
  /** Draws form `id`'s figures into canvas `id` from now on, as `look` says. */
  paintFigures(id: number, canvas: PaintCanvas, look: FiguresLook): void;
  lookFigures(id: number, look: FiguresLook): void;
  unpaintFigures(id: number): void;
}

/** What the core needs from its global scope (the worker's `self`, or `window` in main-thread mode). */
export interface CoreScope {
  WebSocket: new (url: string) => SocketLike;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  requestAnimationFrame?: (fn: () => void) => unknown;
  addEventListener?: (type: string, fn: () => void) => void;
  navigator?: { onLine?: boolean };
}
