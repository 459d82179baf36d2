import { Type, type Static } from 'typebox';
import { CacheBuster, Id, IntOf, Num, Page } from './fields';
import { AlertDirection, AlertMode } from '../codes';
import { callsOf, GET_POST, shape } from './contract';

/** The price alert calls (docs/api/trading.md#price-alerts): old-API style, GET with a query, POST accepted too. */

/** `alert/add`: a price on the pair's tick (core/rules/price-alert.ts onTick), which way, and how often. */
export const AlertAddQuery = Type.Object({
  forex_id: Id,
  price: Num({ exclusiveMinimum: 0, maximum: 1e9 }),
  direction: IntOf(AlertDirection.Above, AlertDirection.Below),
  mode: IntOf(AlertMode.Once, AlertMode.Every),
  ...CacheBuster,
});
export type AlertAddQuery = Static<typeof AlertAddQuery>;

/** `alert/list` takes only the cache-buster; `alert/delete` an alert id. */
export const AlertListQuery = Type.Object({ ...CacheBuster });
export const AlertIdQuery = Type.Object({ id: Id, ...CacheBuster });
export type AlertIdQuery = Static<typeof AlertIdQuery>;
/** `alert/fired`: a page (from 1) of the user's firings, newest first. */
export const AlertFiredQuery = Type.Object({ page: Page, ...CacheBuster });
export type AlertFiredQuery = Static<typeof AlertFiredQuery>;

/** A price alert on the wire, with its pair's codes and precision (as an order carries ForexTradeLists). */
export interface AlertWire {
  Id: number;
  ForexId: number;
  Code: string;
  ShowCode: string;
  PricePrecision: number;
  Price: number;
  /** AlertDirection. */
  Direction: number;
  /** AlertMode. */
  Mode: number;
  /** 1 switched on; 0 a once alert that fired. */
  Active: number;
  /** 1 waiting for its crossing; 0 an every-time alert waiting for the price to cross back. */
  Armed: number;
  FiredCount: number;
  LastFiredHandler: string;
  CreateTimeHandler: string;
}

/** One firing of a price alert: the alert's condition when it fired, the price that fired it and when. */
export interface AlertFireWire {
  Id: number;
  /** The alert that fired (it may have been deleted since). */
  AlertId: number;
  ForexId: number;
  Code: string;
  ShowCode: string;
  PricePrecision: number;
  /** The alert's level. */
  Price: number;
  /** AlertDirection. */
  Direction: number;
  /** AlertMode. */
  Mode: number;
  /** The trade price that reached the level. */
  FiredPrice: number;
  /** When, as every wire time ('YYYY-MM-DD HH:mm:ss' UTC). */
  FiredHandler: string;
}

/** `alert/fired`'s page: the firings and how many there are (the newest 200 per user are kept). */
export interface AlertFiresPage {
  data: AlertFireWire[];
  total: number;
}

/** PRICE_ALERT's data (docs/api/socket.md): the alert as it is after firing, and the price that fired it. */
export interface AlertPush {
  alert: AlertWire;
  price: number;
}

const call = callsOf('trading');

/** Price alerts: GET with a query like the other trading calls, POST accepted too. */
export const alertCalls = {
  add: call({
    path: '/v1/api/forex/alert/add',
    methods: GET_POST,
    access: 'user',
    input: AlertAddQuery,
    reply: shape<AlertWire>(),
  }),
  list: call({
    path: '/v1/api/forex/alert/list',
    methods: GET_POST,
    access: 'user',
    input: AlertListQuery,
    reply: shape<AlertWire[]>(),
  }),
  fired: call({
    path: '/v1/api/forex/alert/fired',
    methods: GET_POST,
    access: 'user',
    input: AlertFiredQuery,
    reply: shape<AlertFiresPage>(),
  }),
  remove: call({
    path: '/v1/api/forex/alert/delete',
    methods: GET_POST,
    access: 'user',
    input: AlertIdQuery,
    reply: shape<null>(),
  }),
};
