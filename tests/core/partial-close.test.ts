import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { partialClose, partialLotsProblem } from '../../core/rules/partial-close';
import { profitMicro, USD_RATE, type PairRule } from '../../core/rules/trading-rules';
import { Side } from '../../core/codes';

const eurusd: PairRule = {
  Code: 'EURUSD',
  PricePrecision: 5,
  ForexContNum: 100_000,
  MarginMode: 2,
  ForexFeeRate: '0.001',
  QuoteCurrency: 'USD',
};
const usdjpy: PairRule = {
  Code: 'USDJPY',
  PricePrecision: 3,
  ForexContNum: 100_000,
  MarginMode: 2,
  ForexFeeRate: '0.001',
  QuoteCurrency: 'JPY',
};
/** JPY -> USD at USDJPY 151.423: a rate whose products do not end on a whole micro-USD. */
const JPY = { num: 1000n, den: 151_423n };

describe('partial close: the lots that may be closed', () => {
  it.each([
    ['0.5', '0.2', '0.01', '0.01', null],
    ['0.5', '0.5', '0.01', '0.01', null],
    ['0.5', '0.495', '0.01', '0.01', 'step'],
    ['0.5', '0.6', '0.01', '0.01', 'more'],
    ['0.5', '0.45', '0.1', '0.01', 'min'],
    ['0.5', '0', '0.01', '0.01', 'invalid'],
    ['0.5', 'x', '0.01', '0.01', 'invalid'],
    ['1', '0.4', '0.1', '0.1', null],
  ] as const)('%s held, close %s (min %s, step %s): %s', (lots, close, min, step, expected) => {
    expect(partialLotsProblem(lots, close, min, step)).toBe(expected);
  });
});

describe('partial close: what the closed part realises and releases', () => {
  it.each([
    // buy 0.5 EURUSD at 1.08520, now 1.08620 (+100 pips x 0.5 lot x 100,000 = +50 USD), margin 542.6 USD; close 0.2
    [
      'EURUSD buy 0.5, close 0.2',
      eurusd,
      Side.Buy,
      '0.5',
      '0.2',
      1.0852,
      1.0862,
      USD_RATE,
      542_600_000,
      { lotsLeft: '0.3', profit: 20_000_000, marginLeft: 325_560_000, marginReleased: 217_040_000 },
    ],
    // sell 1 at 1.08520, now 1.08620: -100 USD; close 0.25 of margin 1,085.200001 USD: left 0.75 x 1085200001 = 813900000.75 -> 813900001
    [
      'EURUSD sell 1, close 0.25, margin rounds',
      eurusd,
      Side.Sell,
      '1',
      '0.25',
      1.0852,
      1.0862,
      USD_RATE,
      1_085_200_001,
      { lotsLeft: '0.75', profit: -25_000_000, marginLeft: 813_900_001, marginReleased: 271_300_000 },
    ],
    [
      'a full close realises all',
      eurusd,
      Side.Buy,
      '0.3',
      '0.3',
      1.0852,
      1.0862,
      USD_RATE,
      100,
      { lotsLeft: '0', profit: 30_000_000, marginLeft: 0, marginReleased: 100 },
    ],
  ] as const)('%s', (_n, pair, side, lots, close, open, price, rate, margin, expected) => {
    expect(partialClose(pair, side, lots, close, open, price, rate, margin)).toEqual(expected);
  });

  it('on a rate that does not end on a micro-USD, the parts still add up to the whole', () => {
    // profit(1 lot, +0.1 JPY) = 10,000 JPY / 151.423 = 66.040166... USD; parts of 0.33 would each round on their own.
    const whole = profitMicro(usdjpy, Side.Buy, '1', 151.323, 151.423, JPY);
    let lots = '1';
    let sum = 0;
    for (const part of ['0.33', '0.33']) {
      const r = partialClose(usdjpy, Side.Buy, lots, part, 151.323, 151.423, JPY, 3_000_000);
      sum += r.profit;
      lots = r.lotsLeft;
    }
    sum += partialClose(usdjpy, Side.Buy, lots, lots, 151.323, 151.423, JPY, 3_000_000).profit;
    expect(whole).toBe(66_040_166);
    expect(sum).toBe(whole);
  });

  it('any sequence of partial closes at one price realises and releases what one full close does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 500 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 8 }),
        fc.integer({ min: 100_000, max: 200_000 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        fc.integer({ min: 1, max: 10 ** 10 }),
        fc.boolean(),
        (hundredths, parts, openTicks, moveTicks, margin, buy) => {
          const side = buy ? Side.Buy : Side.Sell;
          const open = openTicks / 1000;
          const price = (openTicks + moveTicks) / 1000;
          const lotsOf = (h: number) => (h / 100).toString();
          let held = hundredths;
          let profit = 0;
          let released = 0;
          let m = margin;
          for (const p of parts) {
            if (p >= held) break;
            const r = partialClose(usdjpy, side, lotsOf(held), lotsOf(p), open, price, JPY, m);
            expect(r.lotsLeft).toBe(lotsOf(held - p));
            profit += r.profit;
            released += r.marginReleased;
            m = r.marginLeft;
            held -= p;
            expect(m).toBeGreaterThanOrEqual(0);
          }
          const last = partialClose(usdjpy, side, lotsOf(held), lotsOf(held), open, price, JPY, m);
          profit += last.profit;
          released += last.marginReleased;
          expect(profit).toBe(profitMicro(usdjpy, side, lotsOf(hundredths), open, price, JPY));
          expect(released).toBe(margin);
        },
      ),
    );
  });
});
