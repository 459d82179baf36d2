import { describe, expect, it } from 'vitest';
import {
  defaultIndicatorSettings,
  parseIndicatorSettings,
  validMult,
  validPeriod,
} from '../../../core/indicators/indicator-settings';
import type { IndicatorSettings } from '../../../core/indicators/indicator-types';

describe('defaultIndicatorSettings', () => {
  it('shows nothing and has the usual parameters', () => {
    expect(defaultIndicatorSettings).toEqual({
      ma: { on: false, periods: [5, 10, 30] },
      ema: { on: false, periods: [12, 26] },
      boll: { on: false, period: 20, mult: 2 },
      vol: { on: false, periods: [5, 10] },
      macd: { on: false, fast: 12, slow: 26, signal: 9 },
      rsi: { on: false, periods: [14] },
      kdj: { on: false, n: 9, k: 3, d: 3 },
    });
  });
});

describe('validPeriod', () => {
  it.each([
    [1, 1],
    [250, 250],
    ['14', 14],
    [' 7 ', 7],
    [0, null],
    [251, null],
    [-3, null],
    [2.5, null],
    ['2.5', null],
    ['', null],
    ['abc', null],
    ['1e2', null],
    [NaN, null],
    [Infinity, null],
    [null, null],
    [undefined, null],
    [true, null],
    [[5], null],
  ])('%j -> %j', (input, expected) => {
    expect(validPeriod(input)).toBe(expected);
  });
});

describe('validMult', () => {
  it.each([
    [2, 2],
    [0.1, 0.1],
    [5, 5],
    ['2.5', 2.5],
    ['1,5', 1.5],
    [0.05, null],
    [5.5, null],
    [0, null],
    [-1, null],
    ['x', null],
    [NaN, null],
    [null, null],
  ])('%j -> %j', (input, expected) => {
    expect(validMult(input)).toBe(expected);
  });
});

describe('parseIndicatorSettings', () => {
  const stored: IndicatorSettings = {
    ma: { on: true, periods: [7, 25, 99] },
    ema: { on: false, periods: [9] },
    boll: { on: true, period: 21, mult: 2.5 },
    vol: { on: true, periods: [20] },
    macd: { on: true, fast: 5, slow: 35, signal: 5 },
    rsi: { on: true, periods: [6, 12, 24] },
    kdj: { on: true, n: 14, k: 1, d: 5 },
  };

  it('keeps valid stored settings, as an object or as its JSON text', () => {
    expect(parseIndicatorSettings(stored)).toEqual(stored);
    expect(parseIndicatorSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([null, undefined, 42, 'not json', '{"ma":', [], true, {}])('gives the defaults for %j', (raw) => {
    expect(parseIndicatorSettings(raw)).toEqual(defaultIndicatorSettings);
  });

  it('replaces each bad field by its default and keeps the good ones beside it', () => {
    const parsed = parseIndicatorSettings({
      ma: { on: 'yes', periods: [0, 5, 5, 300, 8.5, 20, 40, 60] },
      ema: { on: true, periods: 'twelve' },
      boll: { on: true, period: 0, mult: 9 },
      vol: { on: true, periods: [] },
      macd: { on: true, fast: 3, slow: null, signal: '7' },
      rsi: null,
      kdj: { on: false, n: 1000, k: -1, d: 2 },
    });
    expect(parsed).toEqual({
      // Bad and repeated periods dropped, at most three kept.
      ma: { on: false, periods: [5, 20, 40] },
      ema: { on: true, periods: [12, 26] },
      boll: { on: true, period: 20, mult: 2 },
      vol: { on: true, periods: [5, 10] },
      macd: { on: true, fast: 3, slow: 26, signal: 7 },
      rsi: { on: false, periods: [14] },
      kdj: { on: false, n: 9, k: 3, d: 2 },
    });
  });

  it('hands out copies: changing one leaves the defaults alone', () => {
    const parsed = parseIndicatorSettings(null);
    parsed.ma.periods.push(60);
    parsed.macd.fast = 1;
    expect(defaultIndicatorSettings.ma.periods).toEqual([5, 10, 30]);
    expect(defaultIndicatorSettings.macd.fast).toBe(12);
  });
});
