/** Wire shapes of the market calls (docs/api/market.md, docs/api/socket.md), shared by app, worker and server. */
import type { CandleBar } from '../chart/candle-shape';

export interface Quotation {
  /** The price at 00:00 UTC today (server.md). */
  Open: number;
  Close: number;
  /** Percent from Open. */
  Change: number;
  /**
   * The close of the pair's previous session (an addition, docs/api/market.md): Open while the pair trades; while its
   * market is shut and nothing traded today, the open of its last trading day, so a weekend shows Friday's move.
   */
  PrevClose: number;
  /** Percent from PrevClose, as MT5 shows a day's change: what the app shows. */
  SessionChange: number;
}

export interface TradePair {
  Id: number;
  Code: string;
  ShowCode: string;
  Logo: string;
  CategoryId: number;
  /** 1 open, 0 closed. */
  MarketStatus: number;
  /** Closed: when its market hours open it again (Unix seconds); 0 when open, or closed by the operator (no time). */
  OpensAt: number;
  PricePrecision: number;
  /** Lot step, as a decimal string (e.g. "0.01"). */
  Pip: string;
  ForexMinCont: string;
  ForexContNum: number;
  /** 1 fixed margin per lot, 2 by leverage. */
  MarginMode: number;
  ForexFeeRate: string;
  HasForexMultiple: { Value: number }[];
  /** Currency the price is quoted in; profit converts to USD through it. */
  QuoteCurrency: string;
  ForexQuotations: Quotation;
}

export interface Category {
  Id: number;
  NameShowTrans: string;
}

/**
 * A candle in the stores' units (the server's candle store, the worker's series): open time in Unix seconds, prices
 * rounded to the pair's precision. KlinePoint is the same candle as the kline call and KLINE carry it.
 */
export interface Bar extends CandleBar {
  time: number;
}

export interface KlinePoint {
  Time: number;
  Open: number;
  High: number;
  Low: number;
  Close: number;
  Volume: number;
}

/** DAY_MARKET item. */
export interface DayMarketItem {
  symbol: string;
  quotation: { close: number; change: number };
}

/**
 * MARKET_STATUS item (an addition to the old API, docs/api/socket.md): a pair whose market opened or closed, by its
 * hours or by the operator; `opensAt` as TradePair's OpensAt.
 */
export interface MarketStatusItem {
  symbol: string;
  status: number;
  opensAt: number;
}

/** KLINE.{code} push. */
export interface KlinePush {
  kline: KlinePoint & { Period: string };
}

/** Percent change from the day's open, 2 decimals. */
export const dayChange = (open: number, close: number): number =>
  open > 0 ? Math.round(((close - open) / open) * 10_000) / 100 : 0;

/** Rounds a price to a pair's precision (prices are not money: binary floats are fine for display and charts). */
export const roundPrice = (price: number, precision: number): number => {
  const f = 10 ** precision;
  return Math.round(price * f) / f;
};
