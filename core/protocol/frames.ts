/** Socket frames (docs/api/socket.md). The server imports these with `import type`. */
import type { OrderWire } from '../wire/trading';
import type { TopicPush } from './topics';
import type { Bar } from '../rules/market-types';
import type { IndicatorLine, IndicatorTail } from '../indicators/indicator-types';

export type ClientFrame =
  | { type: 'login'; token: string }
  | { type: 'sub'; topic: string }
  | { type: 'unsub'; topic: string }
  | { type: 'ping' };

export type ServerFrame =
  | { type: 'login_result'; code: 0 | 1; msg?: string }
  | { type: 'pong' }
  /** The socket's session ended (logout, password change or reset, expiry, user disabled): private topics are gone. */
  | { type: 'session_end' }
  /** One push of a held topic (core/protocol/topics.ts): its data is the topic's payload. */
  | ({ type: 'push' } & TopicPush);

/**
 * FOREX_PENDING's data (an addition to the old API, docs/api/socket.md): pending orders that just
 * left the pending list, by how: `filled` by a tick reaching the target, `cancelled` from any of the
 * user's sessions. Per user, logged-in sockets only, like FOREX_CLOSED.
 */
export interface PendingPush {
  filled: number[];
  cancelled: number[];
}

/**
 * ACCOUNT's data (an addition, docs/api/socket.md): what just changed in the user's account, from any of their
 * sessions, the engine, or an operator, read after it committed. `orders`: each changed order as my_deal shows it
 * now (opened, filled, partly closed, stops moved, closed, cancelled); `removed`: ids that no longer exist (a demo
 * reset); `balance`: the balances now, when they changed; `alerts`: the price alerts changed (read them again).
 * Per user, logged-in sockets only, like FOREX_CLOSED.
 */
export interface AccountPush {
  orders: OrderWire[];
  removed: number[];
  balance?: { balance: string; lock_balance: string };
  alerts?: boolean;
}

/** Parses a client frame; anything malformed gives null (the hub ignores it, never throws). */
export function parseClientFrame(raw: string): ClientFrame | null {
  if (raw.length > 4096) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const f = v as Record<string, unknown>;
  switch (f.type) {
    case 'ping':
      return { type: 'ping' };
    case 'login':
      return typeof f.token === 'string' ? { type: 'login', token: f.token } : null;
    case 'sub':
    case 'unsub':
      return typeof f.topic === 'string' && f.topic.length > 0 && f.topic.length <= 64
        ? { type: f.type, topic: f.topic }
        : null;
    default:
      return null;
  }
}

/** FOREX_TRADE's data (docs/architecture.md): floating profit and risk of the held orders; money as decimal strings. */
export interface RiskSnapshot {
  ProfitsTotal: string;
  HazardRate: number;
  CautionMoneyAll: string;
  /** TargetLossPrice (server pushes only): the stop-loss now, which a trailing stop moves. */
  TransOrder: { Id: number; UpdatePrice: number; FactProfits: string; TargetLossPrice?: number }[];
}

/** The connection as the UI shows it. */
export type ConnState = 'connecting' | 'open' | 'reconnecting' | 'offline';

/** The latest quote of one pair (DAY_MARKET), with the worker's receive time in ms. */
export interface QuoteUpdate {
  symbol: string;
  close: number;
  change: number;
  at: number;
}

/**
 * A quote as a price row shows it, formatted by the socket layer in the row's language: `price` (to the pair's
 * precision; plain while the precision is unknown), `chg` (+1.25%) and `up` (change >= 0). `at` is 0 for a value
 * seeded from HTTP (no live quote yet).
 */
export interface RowUpdate extends QuoteUpdate {
  price: string;
  chg: string;
  up: boolean;
}

/** Candles as columns: what the chart draws (uPlot wants one array per series). */
export interface CandleColumns {
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** The chart indicators' lines, as long as the candles, when the device has some on (workers/kline-indicators.ts). */
  lines?: IndicatorLine[];
}

/** Changed candles of one watched series: write bars from index `from` on (replacing or appending). */
export interface CandleTail {
  key: string;
  from: number;
  bars: Bar[];
  /** The socket layer drew the live candle on the chart's own canvas (workers/candle-paint.ts): no redraw needed. */
  painted?: boolean;
  /** The indicators' values from the same `from` on, computed with these candles (absent: no indicator is on). */
  lines?: IndicatorTail[];
}

/** What the worker hands the UI, at most once per animation frame. */
export interface Batch {
  /** Only pairs a view shows (or every pair until a view reported what it shows), each at most once. */
  quotes: RowUpdate[];
  candles: CandleTail[];
  state?: ConnState;
  /** Sent after the socket came back or the page returned from a long hide: refetch lists and history. */
  resync?: boolean;
  /** Pushes of other topics (FOREX_CLOSED), passed through in arrival order. */
  pushes?: TopicPush[];
  /** The server ended this socket's session (logout elsewhere, password change, expiry, disabled): go to login. */
  sessionEnded?: boolean;
  /** Floating profit and risk of the held orders: from ticks, or the server's FOREX_TRADE when it came. */
  risk?: RiskSnapshot;
  /** The order forms' figures whose texts changed, by form id: the labels of what the core draws (figures-paint.ts). */
  labels?: [number, string[]][];
}
