import { describe, expect, it } from 'vitest';
import {
  pipOf,
  trailingDistance,
  trailingMoveLevel,
  trailingProblem,
  trailingStep,
  trailingStop,
} from '../../core/rules/trailing-stop';
import { Side } from '../../core/codes';

describe('trailing stop: where the stop-loss goes for a best price', () => {
  // side, current SL (0 none), best price, distance, precision -> new SL (hand-computed)
  it.each([
    ['buy, no SL yet: bid - d', Side.Buy, 0, 1.1, 0.002, 5, 1.098],
    ['buy, price up: SL follows', Side.Buy, 1.098, 1.10125, 0.002, 5, 1.09925],
    ['buy, price down: SL stays', Side.Buy, 1.09925, 1.1, 0.002, 5, 1.09925],
    ['buy, bid - d equals SL: stays', Side.Buy, 1.09925, 1.10125, 0.002, 5, 1.09925],
    ['buy, one pip up moves it one pip', Side.Buy, 1.09925, 1.10126, 0.002, 5, 1.09926],
    ['buy, a set SL above bid - d is kept', Side.Buy, 1.0995, 1.1, 0.002, 5, 1.0995],
    ['buy, bid - d not above 0 keeps none', Side.Buy, 0, 0.5, 1, 2, 0],
    ['buy, 2 digits (BTC)', Side.Buy, 94_000, 95_123.45, 500, 2, 94_623.45],
    ['sell, no SL yet: ask + d', Side.Sell, 0, 151.42, 0.5, 3, 151.92],
    ['sell, price down: SL follows', Side.Sell, 151.92, 151.1, 0.5, 3, 151.6],
    ['sell, price up: SL stays', Side.Sell, 151.6, 151.3, 0.5, 3, 151.6],
    ['sell, a set SL under ask + d is kept', Side.Sell, 151.5, 151.1, 0.5, 3, 151.5],
    ['sell, float noise: 0.1 + 0.2 is 0.3 on ticks', Side.Sell, 0.31, 0.1, 0.2, 2, 0.3],
    ['buy, distance off the precision rounds to it', Side.Buy, 0, 1.1, 0.0020004, 5, 1.098],
  ] as const)('%s', (_n, side, sl, price, d, precision, expected) => {
    expect(trailingStop(side, sl, price, d, precision)).toBe(expected);
  });

  it('never moves a buy stop down nor a sell stop up over a price path', () => {
    const path = [1.1, 1.102, 1.101, 1.105, 1.099, 1.104, 1.106];
    let buy = 0;
    let sell = 0;
    const buys: number[] = [];
    const sells: number[] = [];
    for (const p of path) {
      buy = trailingStop(Side.Buy, buy, p, 0.003, 5);
      buys.push(buy);
      sell = trailingStop(Side.Sell, sell, p, 0.003, 5);
      sells.push(sell);
    }
    expect(buys).toEqual([1.097, 1.099, 1.099, 1.102, 1.102, 1.102, 1.103]);
    expect(sells).toEqual([1.103, 1.103, 1.103, 1.103, 1.102, 1.102, 1.102]);
  });
});

describe('trailing stop: the move level the engine indexes', () => {
  it.each([
    // step: a tenth of d, at least one pip
    ['buy: SL + d + step (0.0002)', Side.Buy, 1.098, 0.002, 5, 1.1002],
    ['buy, d of 5 pips: step of one pip', Side.Buy, 1.098, 0.00005, 5, 1.09806],
    ['buy, no SL: d + step', Side.Buy, 0, 0.002, 5, 0.0022],
    ['sell: SL - d - step (0.05)', Side.Sell, 151.92, 0.5, 3, 151.37],
    ['sell, d of 0.015 at 3 digits: step 0.001', Side.Sell, 151.92, 0.015, 3, 151.904],
    ['sell below 0: never', Side.Sell, 0.5, 0.5, 2, 0],
    ['sell, no SL: at any price', Side.Sell, 0, 0.5, 2, Number.POSITIVE_INFINITY],
  ] as const)('%s', (_n, side, sl, d, precision, expected) => {
    expect(trailingMoveLevel(side, sl, d, precision)).toBe(expected);
  });

  it('a price at the level moves the stop by a step, all the way to price - d', () => {
    const level = trailingMoveLevel(Side.Buy, 1.098, 0.002, 5);
    expect(trailingStop(Side.Buy, 1.098, level, 0.002, 5)).toBe(1.0982);
    expect(trailingStop(Side.Buy, 1.098, 1.1013, 0.002, 5)).toBe(1.0993);
    expect(trailingStep(0.002, 5)).toBe(0.0002);
    expect(trailingStep(0.00003, 5)).toBe(0.00001);
    expect(trailingStep(55.55, 2)).toBe(5.55);
  });
});

describe('trailing distance checks', () => {
  it.each([
    [0.00001, 5, 10_000, null],
    [0.1, 5, 10_000, null],
    [0.100001, 5, 10_000, null],
    [0.000004, 5, 10_000, 'min'],
    [0.10001, 5, 10_000, 'max'],
    [0.0003, 5, 20, 'max'],
    [0, 5, 10_000, 'invalid'],
    [-1, 5, 10_000, 'invalid'],
    [Number.NaN, 5, 10_000, 'invalid'],
    [Number.POSITIVE_INFINITY, 2, 10_000, 'invalid'],
    [1, 0, 10_000, null],
    [0.4, 0, 10_000, 'min'],
  ] as const)('%s at precision %s, max %s pips: %s', (d, precision, max, expected) => {
    expect(trailingProblem(d, precision, max)).toBe(expected);
  });

  it('a pip is 10^-precision and the distance is kept on it', () => {
    expect(pipOf(5)).toBe(0.00001);
    expect(pipOf(2)).toBe(0.01);
    expect(trailingDistance(0.0012345, 5)).toBe(0.00123);
  });
});
