/**
 * The socket's topics (docs/api/socket.md): each one's name, what its pushes carry, and who may hold it, written once.
 * The hub, every publisher, the worker and the app name topics through `Topic`, so a topic renamed here, or a field of
 * a payload renamed, fails the typecheck wherever the old one is still sent or read
 * (tests/core/topics.types.test.ts shows it).
 */
import type { AccountPush, PendingPush, RiskSnapshot } from './frames';
import type { AlertPush } from '../wire/alerts';
import type { DayMarketItem, KlinePush, MarketStatusItem } from '../rules/market-types';

/** BALANCE's data: the balances now, USD strings with 6 places. */
export interface BalancePush {
  balance: string;
  lock_balance: string;
}

/** The data of one push, by topic. `KLINE.<pair code>` is one topic per pair. */
export interface TopicPayloads {
  DAY_MARKET: DayMarketItem[];
  MARKET_STATUS: MarketStatusItem[];
  [kline: `KLINE.${string}`]: KlinePush;
  FOREX_TRADE: RiskSnapshot;
  /** Ids of the orders the server just closed. */
  FOREX_CLOSED: number[];
  FOREX_PENDING: PendingPush;
  ACCOUNT: AccountPush;
  BALANCE: BalancePush;
  PRICE_ALERT: AlertPush;
}

/** A topic a socket can hold. */
export type Topic = keyof TopicPayloads;
/** What a push of `T` carries. */
export type TopicPayload<T extends Topic> = TopicPayloads[T];
/** The topics with a fixed name (all but KLINE.<pair>). */
export type FixedTopic = Exclude<Topic, `KLINE.${string}`>;
/** One push as sent: a topic with its own payload (a union over the topics, so a check of `topic` narrows `data`). */
export type TopicPush = { [T in FixedTopic]: { topic: T; data: TopicPayloads[T] } }[FixedTopic] | KlineTopicPush;
interface KlineTopicPush {
  topic: `KLINE.${string}`;
  data: KlinePush;
}

/** Who may hold a topic: anyone (market data), or a logged-in socket for its own user only. */
export type TopicKind = 'public' | 'private';

/** Every fixed topic and its kind; KLINE.<pair> is public for a listed pair (KLINE_PREFIX). */
export const TOPICS: { readonly [T in FixedTopic]: TopicKind } = {
  DAY_MARKET: 'public',
  MARKET_STATUS: 'public',
  FOREX_TRADE: 'private',
  FOREX_CLOSED: 'private',
  FOREX_PENDING: 'private',
  ACCOUNT: 'private',
  BALANCE: 'private',
  PRICE_ALERT: 'private',
};

/** The prefix of the candle topics: `KLINE.<pair code>`. */
export const KLINE_PREFIX = 'KLINE.';

/** The candle topic of one pair. */
export const klineTopic = (code: string): `KLINE.${string}` => `KLINE.${code}`;

/** Whether `topic` is a candle topic, and so the pair code after the prefix. */
export const isKlineTopic = (topic: string): topic is `KLINE.${string}` => topic.startsWith(KLINE_PREFIX);

/** One push as a `TopicPush`, whose `topic` narrows `data` (a generic `T` does not narrow). */
export const asPush = <T extends Topic>(topic: T, data: TopicPayload<T>): TopicPush => ({ topic, data }) as TopicPush;
