import { Type, type Static } from 'typebox';
import { CacheBuster, Id, Int, IntOf, Num, OptText } from './fields';
import { OrderKind, OrderStatus, Side } from '../codes';
import { callsOf, GET, GET_POST, shape } from './contract';

/** The trading calls of docs/product.md (GET with a query, POST accepted too). */

const Price = () => Num({ minimum: 0, maximum: 1e9 });
/** Lots as plain decimal text, checked exactly against the pair's minimum and step (core/rules/lots.ts). */
const Lots = Type.String({ minLength: 1, maxLength: 16, pattern: '^(0|[1-9]\\d{0,5})(\\.\\d{1,8})?$' });

/** A trailing stop distance in price units (0 or absent: none); at least the pair's pip, at most `trailing_max_pips` pips. */
const Trailing = () => Num({ minimum: 0, maximum: 1e9 });

/**
 * `submit`: `type` the side, `cont` lots, `status` the order kind, `multiple` the leverage; 0 stop prices = none;
 * `trailing_stop` a trailing distance (core/rules/trailing-stop.ts).
 */
export const SubmitQuery = Type.Object({
  type: IntOf(Side.Buy, Side.Sell),
  cont: Lots,
  forex_id: Id,
  status: IntOf(OrderKind.Pending, OrderKind.Market),
  target_price: Type.Optional(Price()),
  stop_loss_price: Type.Optional(Price()),
  target_profit_price: Type.Optional(Price()),
  trailing_stop: Type.Optional(Trailing()),
  multiple: Int(1, 10_000),
  client_id: OptText(64),
  ...CacheBuster,
});
export type SubmitQuery = Static<typeof SubmitQuery>;

/** `my_deal`: holding, pending, or history (Closed stands for closed and cancelled orders). */
export const DealQuery = Type.Object({
  status: IntOf(OrderStatus.Pending, OrderStatus.Holding, OrderStatus.Closed),
  page: Type.Optional(Int(1, 100_000)),
  ...CacheBuster,
});
export type DealQuery = Static<typeof DealQuery>;

/** `cancel_trade`. */
export const OrderIdQuery = Type.Object({ id: Id, ...CacheBuster });
export type OrderIdQuery = Static<typeof OrderIdQuery>;

/** `close`: all of the order, or `close_lots` of it (on the pair's lot step, the rest at least its minimum). */
export const CloseQuery = Type.Object({ id: Id, close_lots: Type.Optional(Lots), ...CacheBuster });
export type CloseQuery = Static<typeof CloseQuery>;

/** `set_stop_price`: both prices and the trailing distance, 0 or absent clears. */
export const StopQuery = Type.Object({
  id: Id,
  stop_loss_price: Type.Optional(Price()),
  target_profit_price: Type.Optional(Price()),
  trailing_stop: Type.Optional(Trailing()),
  ...CacheBuster,
});
export type StopQuery = Static<typeof StopQuery>;

/** An order as docs/product.md names its fields; money fields are decimal strings of USD. */
export interface OrderWire {
  Id: number;
  ForexTradeLists: { Id: number; Code: string; ShowCode: string; PricePrecision: number };
  /** Side. */
  OrderType: number;
  Quantity: string;
  Multiple: number;
  OriginPrice: number;
  Price: number;
  UpdatePrice: number;
  FactProfits: string;
  CautionMoney: string;
  TradeFee: string;
  TargetLossPrice: number;
  TargetProfitPrice: number;
  /** Beyond product.md: the trailing stop distance in price units (0: none); TargetLossPrice is where it has moved the stop. */
  TrailingStop: number;
  /** OrderStatus. */
  Status: number;
  CreateTimeHandler: string;
  CompleteTimeHandler: string;
  /** Beyond product.md: '' while open; 'manual', 'cancelled', or a server close: 'sl', 'tp', 'trailing', 'stop_out'. */
  CloseReason: string;
}

/**
 * Beyond product.md, `close_parts` (owner only): one close of an order, partial or final, as the server realised it;
 * the order's parts sum to its FactProfits once closed. Quantity: the lots closed; Price: the close price.
 */
export interface ClosePartWire {
  Quantity: string;
  Price: number;
  FactProfits: string;
  /** 'manual', 'sl', 'tp', 'trailing' or 'stop_out'. */
  CloseReason: string;
  CompleteTimeHandler: string;
}

/** `my_deal`'s page: the orders, how many there are, the sum of their FactProfits, and the balance. */
export interface DealPage {
  data: OrderWire[];
  total: number;
  all_fact_profits: string;
  balance: string;
}

const call = callsOf('trading');

/** The trader's order calls: GET with a query, POST accepted too; the demo reset is GET only. */
export const tradingCalls = {
  submit: call({
    path: '/v1/api/forex/submit',
    methods: GET_POST,
    access: 'user',
    input: SubmitQuery,
    reply: shape<OrderWire>(),
  }),
  myDeal: call({
    path: '/v1/api/forex/my_deal',
    methods: GET_POST,
    access: 'user',
    input: DealQuery,
    reply: shape<DealPage>(),
  }),
  close: call({
    path: '/v1/api/forex/close',
    methods: GET_POST,
    access: 'user',
    input: CloseQuery,
    reply: shape<OrderWire>(),
  }),
  /** Beyond product.md: the closes of one order (each partial close and the final one), for its history detail. */
  closeParts: call({
    path: '/v1/api/forex/close_parts',
    methods: GET_POST,
    access: 'user',
    input: OrderIdQuery,
    reply: shape<ClosePartWire[]>(),
  }),
  cancel: call({
    path: '/v1/api/forex/cancel_trade',
    methods: GET_POST,
    access: 'user',
    input: OrderIdQuery,
    reply: shape<OrderWire>(),
  }),
  setStops: call({
    path: '/v1/api/forex/set_stop_price',
    methods: GET_POST,
    access: 'user',
    input: StopQuery,
    reply: shape<OrderWire>(),
  }),
  resetDemo: call({
    path: '/v1/api/main/user/resetForexDemoAccount',
    methods: GET,
    access: 'user',
    reply: shape<null>(),
  }),
};
