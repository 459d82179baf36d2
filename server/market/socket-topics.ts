import { isKlineTopic, KLINE_PREFIX, TOPICS, type FixedTopic, type TopicKind } from '../../core/protocol/topics.js';

/**
 * What a subscription may be (core/protocol/topics.ts): market data for anyone (DAY_MARKET, MARKET_STATUS,
 * KLINE.<pair> of a listed pair), trading data for logged-in sockets, anything else refused (null).
 */
export function topicKind(topic: string, isPairCode: (code: string) => boolean): TopicKind | null {
  if (isKlineTopic(topic)) return isPairCode(topic.slice(KLINE_PREFIX.length)) ? 'public' : null;
  return Object.hasOwn(TOPICS, topic) ? TOPICS[topic as FixedTopic] : null;
}
