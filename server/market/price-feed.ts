/** A trade from a price feed: `price` already rounded to the pair's precision, `volume` in lots. */
export interface Tick { pairId: number; price: number; volume: number; timeMs: number }

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
}
