import { describe, expect, expectTypeOf, it } from 'vitest';
import { KLINE_PREFIX, TOPICS, klineTopic, type TopicPayload } from '../../core/protocol/topics';
import type { AccountPush, PendingPush, RiskSnapshot } from '../../core/protocol/frames';
import type { KlinePush } from '../../core/rules/market-types';
import type { UserPublisher } from '../../server/trading/trading-engine';
import type { Publisher } from '../../server/market/market-pushes';

/**
 * The socket's topics are a contract of core/protocol/topics.ts, checked by tsc, not at run time: each
 * `@ts-expect-error` below is a topic renamed, or a payload field renamed, on one side (a publisher of the server, or a
 * holder of the app), and tsc (which checks this file) fails if any of them stops being an error.
 */
type HoldTopic = typeof import('../../src/socket/socket-client').holdTopic;
// Stand-ins with the real signatures: tsc checks the calls below against them, and running them does nothing.
const holdTopic: HoldTopic = () => () => undefined;
const users: UserPublisher = { publishToUser: () => 0 };
const market: Publisher = { publish: () => undefined, subscribers: () => 0 };

const pending: PendingPush = { filled: [1], cancelled: [] };

// The server sends a topic the contract does not name: nobody could hold it.
// @ts-expect-error FOREX_CLOSED, not FOREX_CLOSE
users.publishToUser(1, 'FOREX_CLOSE', [1]);

// The server sends a payload of another topic.
// @ts-expect-error FOREX_CLOSED carries order ids, not a PendingPush
users.publishToUser(1, 'FOREX_CLOSED', pending);

// The server sends a payload with a renamed field.
// @ts-expect-error PendingPush has filled, not done
users.publishToUser(1, 'FOREX_PENDING', { done: [1], cancelled: [] });

// A market push under a misspelt topic, or with a field the item does not have.
// @ts-expect-error MARKET_STATUS, not MARKET_STATE
market.publish('MARKET_STATE', []);
// @ts-expect-error a DAY_MARKET item has quotation, not quote
market.publish('DAY_MARKET', [{ symbol: 'EURUSD', quote: { close: 1, change: 0 } }]);

// The app holds a topic the server never sends.
// @ts-expect-error ACCOUNT, not ACCOUNTS
holdTopic('ACCOUNTS', () => undefined);

// The app reads a field the payload does not have.
// @ts-expect-error ACCOUNT's data has removed, not deleted
holdTopic('ACCOUNT', (d) => d.deleted);
// @ts-expect-error PRICE_ALERT's data has price, not at
holdTopic('PRICE_ALERT', (d) => d.at);

describe('the socket topics', () => {
  it('gives each topic its own payload, on the server and in the app', () => {
    expectTypeOf<TopicPayload<'ACCOUNT'>>().toEqualTypeOf<AccountPush>();
    expectTypeOf<TopicPayload<'FOREX_TRADE'>>().toEqualTypeOf<RiskSnapshot>();
    expectTypeOf<TopicPayload<'FOREX_CLOSED'>>().toEqualTypeOf<number[]>();
    expectTypeOf<TopicPayload<`KLINE.EURUSD`>>().toEqualTypeOf<KlinePush>();
    expectTypeOf<Parameters<typeof holdTopic<'FOREX_PENDING'>>[1]>().toEqualTypeOf<
      ((data: PendingPush) => void) | undefined
    >();
  });

  it('lets anyone hold market data and only a logged-in socket hold trading data', () => {
    expect(TOPICS.DAY_MARKET).toBe('public');
    expect(TOPICS.MARKET_STATUS).toBe('public');
    for (const t of ['FOREX_TRADE', 'FOREX_CLOSED', 'FOREX_PENDING', 'ACCOUNT', 'BALANCE', 'PRICE_ALERT'] as const)
      expect(TOPICS[t]).toBe('private');
  });

  it('names one candle topic per pair', () => {
    expect(klineTopic('EURUSD')).toBe('KLINE.EURUSD');
    expect(klineTopic('EURUSD').startsWith(KLINE_PREFIX)).toBe(true);
  });
});
