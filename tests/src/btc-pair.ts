import type { TradePair } from '../../core/rules/market-types';

/** BTC/USD as trade_list sends it (2 decimals, 0.01 lots, leverage 1:10), last traded at `price`. */
export const btcPair = (price: number): TradePair => ({
  Id: 7,
  Code: 'BTCUSD',
  ShowCode: 'BTC/USD',
  Logo: '/logos/BTCUSD.png',
  CategoryId: 2,
  MarketStatus: 1,
  OpensAt: 0,
  PricePrecision: 2,
  Pip: '0.01',
  ForexMinCont: '0.01',
  ForexContNum: 1,
  MarginMode: 2,
  ForexFeeRate: '0.001',
  HasForexMultiple: [{ Value: 10 }],
  QuoteCurrency: 'USD',
  ForexQuotations: { Open: price, Close: price, Change: 0, PrevClose: price, SessionChange: 0 },
});
