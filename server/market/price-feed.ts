/** What a feed needs to know of a pair: last price, anchor, annual volatility, hours, decimals, typical lots per minute. */
export interface FeedPair {
  id: number;
  price: number;
  anchor: number;
  vol: number;
  /** The weekly session table and holiday closures (core/rules/market-sessions.ts). */
  hours: string;
  holidays?: string;
  precision: number;
  volumePerMinute: number;
  /** Closed by the operator (not tradable): no trades until reopened, as outside market hours. */
  halted?: boolean;
}

/** A trade from a price feed: `price` already rounded to the pair's precision, `volume` in lots. */
export interface Tick {
  pairId: number;
  price: number;
  volume: number;
  timeMs: number;
}

/**
 * The one interface between the market and where prices come from: the built-in simulator, or a
 * vendor adapter with the same shape.
 */
export interface PriceFeed {
  onTick(listener: (tick: Tick) => void): () => void;
  start(): void;
  stop(): void;
  /** Whether the feed considers the pair's market open now. */
  isOpen(pairId: number, ms: number): boolean;
  /**
   * The catalogue changed (an operator edit): pairs to quote from now on. Known pairs keep their state and
   * take the new settings; new ones start at `price`. A vendor feed that quotes what it quotes may leave it out.
   */
  setPairs?(pairs: readonly FeedPair[]): void;
}
