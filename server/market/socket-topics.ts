/** The private topics: trading data a logged-in socket gets for its own user only (docs/api/socket.md). */
const PRIVATE_TOPICS = new Set(['FOREX_TRADE', 'FOREX_CLOSED', 'FOREX_PENDING', 'BALANCE', 'PRICE_ALERT', 'ACCOUNT']);

/**
 * What a subscription may be: market data for anyone (DAY_MARKET, MARKET_STATUS, KLINE.<pair> of a listed pair), trading data
 * for logged-in sockets, anything else refused (null).
 */
export function topicKind(topic: string, isPairCode: (code: string) => boolean): 'public' | 'private' | null {
  if (topic === 'DAY_MARKET' || topic === 'MARKET_STATUS') return 'public';
  if (topic.startsWith('KLINE.')) return isPairCode(topic.slice(6)) ? 'public' : null;
  return PRIVATE_TOPICS.has(topic) ? 'private' : null;
}
