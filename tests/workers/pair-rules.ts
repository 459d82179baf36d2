import type { PairRule } from '../../core/rules/position-value';

/** BTC/USD as the money rules read it: one coin per lot, two decimals, margin by leverage, a 0.2 % fee. */
export const BTC_RULE: PairRule = {
  Code: 'BTCUSD',
  PricePrecision: 2,
  ForexContNum: 1,
  MarginMode: 2,
  ForexFeeRate: '0.002',
  QuoteCurrency: 'USD',
};
