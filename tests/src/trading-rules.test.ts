import { describe, expect, it } from 'vitest';
import {
  amountReceived, feeMicro, marginMicro, profitMicro, riskRate, stopOutPrice, USD_RATE, usdRate, withdrawFee, type PairRule,
} from '../../src/lib/trading-rules';
import { cmp, dec, isMultipleOf } from '../../src/lib/decimal';

const pair = (o: Partial<PairRule>): PairRule => ({ Code: 'EURUSD', PricePrecision: 5, ForexContNum: 100_000, MarginMode: 2, ForexFeeRate: '0.001', QuoteCurrency: 'USD', ...o });
const prices: Record<string, { price: number; precision: number }> = {
  USDJPY: { price: 151.42, precision: 3 }, EURUSD: { price: 1.0852, precision: 5 }, USDJPY_152: { price: 152, precision: 3 },
};
const rateOf = (ccy: string, table = prices) => usdRate(ccy, (code) => table[code])!;

describe('margin', () => {
  it.each([
    ['EURUSD 0.01 lot at 1.08520, 1:100', pair({}), '0.01', 1.0852, 100, 'USD', 10_852_000],
    ['BTCUSD 0.01 lot at 95000.00, 1:10', pair({ Code: 'BTCUSD', PricePrecision: 2, ForexContNum: 1 }), '0.01', 95_000, 10, 'USD', 95_000_000],
    ['USDJPY 0.1 lot at 151.420, 1:50 (JPY -> USD through USDJPY)', pair({ Code: 'USDJPY', PricePrecision: 3, QuoteCurrency: 'JPY' }), '0.1', 151.42, 50, 'JPY', 200_000_000],
    ['EURJPY 1 lot at 164.310, 1:100', pair({ Code: 'EURJPY', PricePrecision: 3, QuoteCurrency: 'JPY' }), '1', 164.31, 100, 'JPY', 1_085_127_460],
    ['GER40 1 lot at 19512.3, 1:20 (EUR -> USD through EURUSD)', pair({ Code: 'GER40', PricePrecision: 1, ForexContNum: 1, QuoteCurrency: 'EUR' }), '1', 19_512.3, 20, 'EUR', 1_058_737_398],
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
  it('uses a fixed fee when fee_type is 1 and a rate otherwise', () => {
    expect(withdrawFee(100, 1, 2)).toBe(2);
    expect(withdrawFee(100, 2, 0.01)).toBe(1);
    expect(withdrawFee(0, 1, 2)).toBe(0);
  });
  it('is (amount - fee) x usd_price to 2 decimals, never below 0, 0 for no amount', () => {
    expect(amountReceived(100, 2, 1)).toBe(98);
    expect(amountReceived(100, 1, 0.5)).toBe(49.5);
    expect(amountReceived(10, 1, 0.3333)).toBe(3);
    expect(amountReceived(1, 2, 1)).toBe(0);
    expect(amountReceived(0, 0, 1)).toBe(0);
    expect(amountReceived(-5, 0, 1)).toBe(0);
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
