import { describe, expect, it } from 'vitest';
import {
  amountReceived,
  feeMicro,
  marginMicro,
  profitMicro,
  riskRate,
  stopOutPrice,
  USD_RATE,
  usdRate,
  withdrawFee,
  withdrawQuote,
  type PairRule,
} from '../../core/rules/trading-rules';
import { cmp, dec, isMultipleOf } from '../../core/rules/decimal';

const pair = (o: Partial<PairRule>): PairRule => ({
  Code: 'EURUSD',
  PricePrecision: 5,
  ForexContNum: 100_000,
  MarginMode: 2,
  ForexFeeRate: '0.001',
  QuoteCurrency: 'USD',
  ...o,
});
const prices: Record<string, { price: number; precision: number }> = {
  USDJPY: { price: 151.42, precision: 3 },
  EURUSD: { price: 1.0852, precision: 5 },
  USDJPY_152: { price: 152, precision: 3 },
};
const rateOf = (ccy: string, table = prices) => usdRate(ccy, (code) => table[code])!;

describe('margin', () => {
  it.each([
    ['EURUSD 0.01 lot at 1.08520, 1:100', pair({}), '0.01', 1.0852, 100, 'USD', 10_852_000],
    [
      'BTCUSD 0.01 lot at 95000.00, 1:10',
      pair({ Code: 'BTCUSD', PricePrecision: 2, ForexContNum: 1 }),
      '0.01',
      95_000,
      10,
      'USD',
      95_000_000,
    ],
    [
      'USDJPY 0.1 lot at 151.420, 1:50 (JPY -> USD through USDJPY)',
      pair({ Code: 'USDJPY', PricePrecision: 3, QuoteCurrency: 'JPY' }),
      '0.1',
      151.42,
      50,
      'JPY',
      200_000_000,
    ],
    [
      'EURJPY 1 lot at 164.310, 1:100',
      pair({ Code: 'EURJPY', PricePrecision: 3, QuoteCurrency: 'JPY' }),
      '1',
      164.31,
      100,
      'JPY',
      1_085_127_460,
    ],
    [
      'GER40 1 lot at 19512.3, 1:20 (EUR -> USD through EURUSD)',
      pair({ Code: 'GER40', PricePrecision: 1, ForexContNum: 1, QuoteCurrency: 'EUR' }),
      '1',
      19_512.3,
      20,
      'EUR',
      1_058_737_398,
    ],
  ])('%s', (_n, p, lots, price, lev, ccy, expected) => {
    expect(marginMicro(p, lots, price, lev, rateOf(ccy))).toBe(expected);
  });

  it('fixed margin mode is lots x units per lot, whatever the price or leverage', () => {
    expect(marginMicro(pair({ MarginMode: 1, ForexContNum: 1000 }), '0.5', 1.2345, 100, USD_RATE)).toBe(500_000_000);
  });

  it('has no rate for a currency no pair quotes', () => {
    expect(usdRate('XYZ', () => undefined)).toBeNull();
  });
});

describe('fee', () => {
  it('is margin x fee rate unless trade_fee_type is 1', () => {
    expect(feeMicro(pair({}), '0.01', 10_852_000, 2)).toBe(10_852);
    expect(feeMicro(pair({ ForexFeeRate: '0.0015' }), '1', 1_085_127_460, 0)).toBe(1_627_691);
  });
  it('is lots x fee rate (USD per lot) when trade_fee_type is 1', () => {
    expect(feeMicro(pair({ ForexFeeRate: '7' }), '0.25', 999, 1)).toBe(1_750_000);
  });
});

describe('profit', () => {
  const btc = pair({ Code: 'BTCUSD', PricePrecision: 2, ForexContNum: 1 });
  it('is (price - open) x lots x units for a buy and the opposite for a sell', () => {
    expect(profitMicro(btc, 1, '0.01', 95_000, 95_500.5, USD_RATE)).toBe(5_005_000);
    expect(profitMicro(btc, 2, '0.01', 95_000, 95_500.5, USD_RATE)).toBe(-5_005_000);
  });
  it('converts a JPY profit at the current USDJPY', () => {
    const jpy = pair({ Code: 'USDJPY', PricePrecision: 3, QuoteCurrency: 'JPY' });
    const rate = usdRate('JPY', (c) => (c === 'USDJPY' ? prices.USDJPY_152 : undefined))!;
    expect(profitMicro(jpy, 1, '1', 151.42, 152, rate)).toBe(381_578_947);
  });
  it('ignores float noise beyond the pair precision', () => {
    expect(profitMicro(pair({}), 1, '1', 1.1, 1.2000000000000002, USD_RATE)).toBe(10_000_000_000);
  });
});

describe('risk', () => {
  it('is equity over margin in use, in percent, and 0 when nothing is held', () => {
    expect(riskRate(1_000_000_000, 100_000_000, -50_000_000)).toBe(1050);
    expect(riskRate(5, 0, 0)).toBe(0);
  });
  it('finds the price at which a position would bring the account to the stop-out level', () => {
    const btc = pair({ Code: 'BTCUSD', PricePrecision: 2, ForexContNum: 1 });
    // balance 100, margin 95 (0.1 BTC at 95000, 1:100), flat: equity 195. 50 % of 95 = 47.5 -> loss of 147.5 = 1475 USD per BTC.
    const acct = { balanceMicro: 100_000_000, marginAllMicro: 95_000_000, floatingMicro: 0 };
    expect(stopOutPrice(btc, 1, '0.1', 95_000, USD_RATE, acct, 50)).toBe(93_525);
    expect(stopOutPrice(btc, 2, '0.1', 95_000, USD_RATE, acct, 50)).toBe(96_475);
  });
});

describe('withdraw fee and amount received', () => {
  it.each([
    ['fixed fee (fee_type 1) is draw_rate whatever the amount', '100', 1, '2', '2.000000'],
    ['fixed fee keeps its decimals', '100', 1, '0.5', '0.500000'],
    ['a rate fee is amount x draw_rate', '100', 2, '0.01', '1.000000'],
    ['a rate fee is exact, not binary float', '0.3', 2, '0.1', '0.030000'],
    ['a rate fee rounds half up to 6 decimals', '0.0001', 2, '0.005', '0.000001'],
    ['an empty amount has no fee', '', 1, '2', '0.000000'],
    ['a negative amount has no fee', '-5', 2, '0.01', '0.000000'],
    ['a non-numeric amount has no fee', 'abc', 1, '2', '0.000000'],
  ])('%s', (_n, amount, feeType, rate, fee) => {
    expect(withdrawFee(amount, feeType, rate)).toBe(fee);
  });

  it.each([
    ['USD at 1:1', '100', '2', '1', '98.00'],
    ['usd_price is currency units per USD', '100', '1', '0.5', '49.50'],
    ['2 decimals, half up', '10', '1', '0.3333', '3.00'],
    ['half up at the cent', '1.005', '0', '1', '1.01'],
    ['exact where floats are not (0.1 + 0.2)', '0.3', '0.1', '1', '0.20'],
    ['never below 0 when the fee exceeds the amount', '1', '2', '1', '0.00'],
    ['0 for an empty amount', '', '0', '1', '0'],
    ['0 for a zero amount', '0', '0', '1', '0'],
    ['0 for a negative amount', '-5', '0', '1', '0'],
    ['0 for text', '12a', '0', '1', '0'],
  ])('received: %s', (_n, amount, fee, price, received) => {
    expect(amountReceived(amount, fee, price)).toBe(received);
  });

  it('quotes fee and received for a symbol, and -- with no currency chosen', () => {
    const usdt = { code: 'USDT', fee_type: 1, draw_rate: '1', usd_price: '1' };
    const eur = { code: 'EUR', fee_type: 2, draw_rate: '0.01', usd_price: '0.92' };
    expect(withdrawQuote('100', usdt)).toEqual({ fee: '1.000000', received: '99.00' });
    // (250.5 - 2.505) x 0.92 = 228.1554
    expect(withdrawQuote('250.5', eur)).toEqual({ fee: '2.505000', received: '228.16' });
    expect(withdrawQuote('', eur)).toEqual({ fee: '0.000000', received: '0' });
    expect(withdrawQuote('100', null).received).toBe('--');
  });
});

describe('decimals', () => {
  it('checks lots against the lot step exactly', () => {
    expect(isMultipleOf(dec('0.03'), dec('0.01'))).toBe(true);
    expect(isMultipleOf(dec('0.035'), dec('0.01'))).toBe(false);
    expect(isMultipleOf(dec('1.2'), dec('0.1'))).toBe(true);
    expect(cmp(dec('0.10'), dec('0.1'))).toBe(0);
    expect(() => dec('1e5')).toThrow(RangeError);
  });
});
