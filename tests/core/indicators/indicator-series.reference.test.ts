import { describe, expect, it } from 'vitest';
import { BollingerBands, EMA, MACD, RSI, SMA } from 'trading-signals';
import { IndicatorSeries } from '../../../core/indicators/indicator-series';
import type { IndicatorSettings } from '../../../core/indicators/indicator-types';
import { randomCandles, randomInt, seededRandom, type Candles } from './random-candles';

/** 1 to 3 distinct periods, mostly short enough to be defined over `length` candles. */
function randomPeriods(random: () => number, length: number, min = 1): number[] {
  const periods = new Set<number>();
  const count = randomInt(random, 1, 3);
  while (periods.size < count) periods.add(randomInt(random, min, Math.min(250, Math.max(min, length + 3))));
  return [...periods];
}

function randomSettings(random: () => number, length: number): IndicatorSettings {
  const period = (min = 1) => randomInt(random, min, Math.min(250, Math.max(min, length + 3)));
  const fast = period();
  return {
    ma: { on: true, periods: randomPeriods(random, length) },
    ema: { on: true, periods: randomPeriods(random, length) },
    boll: { on: true, period: period(), mult: Math.round((0.1 + random() * 4.9) * 10) / 10 },
    vol: { on: true, periods: randomPeriods(random, length) },
    // trading-signals' MACD starts at the slow EMA's period: a fast one at least as long is not a MACD.
    macd: { on: true, fast, slow: randomInt(random, fast + 1, Math.min(250, fast + 60)), signal: period() },
    // trading-signals' RSI keeps `period` closes and needs two of them to see a change: RSI(1) never starts there.
    rsi: { on: true, periods: randomPeriods(random, length, 2) },
    kdj: { on: true, n: period(), k: randomInt(random, 1, 9), d: randomInt(random, 1, 9) },
  };
}

type Reference = Map<string, number[]>;

/** Every line as trading-signals computes it, candle by candle; NaN where it has no result yet. */
function tradingSignals(s: IndicatorSettings, c: Candles): Reference {
  const lines: Reference = new Map();
  const put = (id: string, value: number | null | undefined) => {
    if (!lines.has(id)) lines.set(id, []);
    lines.get(id)!.push(value ?? NaN);
  };
  const ma = s.ma.periods.map((p) => new SMA(p));
  const ema = s.ema.periods.map((p) => new EMA(p));
  const boll = new BollingerBands(s.boll.period, s.boll.mult);
  const vol = s.vol.periods.map((p) => new SMA(p));
  const macd = new MACD(new EMA(s.macd.fast), new EMA(s.macd.slow), new EMA(s.macd.signal));
  const rsi = s.rsi.periods.map((p) => new RSI(p));
  c.close.forEach((close, i) => {
    ma.forEach((sma, j) => put(`ma${s.ma.periods[j]}`, sma.add(close)));
    ema.forEach((e, j) => {
      e.add(close);
      put(`ema${s.ema.periods[j]}`, e.isStable ? e.getResult() : NaN);
    });
    const band = boll.add(close);
    put('boll.mid', band?.middle);
    put('boll.up', band?.upper);
    put('boll.dn', band?.lower);
    vol.forEach((sma, j) => put(`vol.ma${s.vol.periods[j]}`, sma.add(c.volume[i]!)));
    const m = macd.add(close);
    put('macd.dif', m?.macd);
    put('macd.dea', m?.signal);
    put('macd.hist', m?.histogram);
    rsi.forEach((r, j) => put(`rsi${s.rsi.periods[j]}`, r.add(close)));
  });
  return lines;
}

/** KDJ straight from its definition: each window's extremes scanned afresh. */
function plainKdj({ n, k, d }: IndicatorSettings['kdj'], c: Candles): Reference {
  const lines: Reference = new Map([
    ['kdj.k', []],
    ['kdj.d', []],
    ['kdj.j', []],
  ]);
  let kPrev = 50;
  let dPrev = 50;
  for (let i = 0; i < c.close.length; i++) {
    let kValue = NaN;
    let dValue = NaN;
    if (i >= n - 1) {
      const highest = Math.max(...c.high.slice(i - n + 1, i + 1));
      const lowest = Math.min(...c.low.slice(i - n + 1, i + 1));
      const rsv = highest === lowest ? 50 : ((c.close[i]! - lowest) / (highest - lowest)) * 100;
      kValue = kPrev = ((k - 1) * kPrev + rsv) / k;
      dValue = dPrev = ((d - 1) * dPrev + kValue) / d;
    }
    lines.get('kdj.k')!.push(kValue);
    lines.get('kdj.d')!.push(dValue);
    lines.get('kdj.j')!.push(3 * kValue - 2 * dValue);
  }
  return lines;
}

/**
 * The first candle where `ours` and `reference` differ by more than 1e-9 relative (NaN only against NaN); the floor of
 * the relative measure is a millionth of the input's scale, so a value that should be 0 must be within 1e-15 of it.
 */
function firstMismatch(ours: Float64Array, reference: number[], scale: number): string | null {
  if (ours.length !== reference.length) return `length ${ours.length}, expected ${reference.length}`;
  for (let i = 0; i < ours.length; i++) {
    const a = ours[i]!;
    const b = reference[i]!;
    if (Number.isNaN(a) || Number.isNaN(b)) {
      if (Number.isNaN(a) !== Number.isNaN(b)) return `candle ${i}: ${a}, expected ${b}`;
    } else if (Math.abs(a - b) > 1e-9 * Math.max(Math.abs(a), Math.abs(b), scale * 1e-6)) {
      return `candle ${i}: ${a}, expected ${b}`;
    }
  }
  return null;
}

describe('indicator lines against trading-signals and a plain KDJ', () => {
  it('match within 1e-9 relative on 240 random series with random parameters', () => {
    const random = seededRandom(20261128);
    for (let run = 0; run < 240; run++) {
      const length = randomInt(random, 1, run % 10 === 0 ? 1500 : 400);
      const candles = randomCandles(random, length);
      const settings = randomSettings(random, length);
      const series = new IndicatorSeries(settings);
      series.recompute(candles, length);
      const reference = tradingSignals(settings, candles);
      for (const [id, values] of plainKdj(settings.kdj, candles)) reference.set(id, values);
      const lines = series.lines();
      expect(lines.map((l) => l.id).sort()).toEqual([...reference.keys()].sort());
      const priceScale = Math.max(...candles.close);
      const volumeScale = Math.max(1, ...candles.volume);
      for (const line of lines) {
        const scale = { price: priceScale, macd: priceScale, vol: volumeScale, rsi: 100, kdj: 100 }[line.pane];
        const mismatch = firstMismatch(line.values, reference.get(line.id)!, scale);
        expect(mismatch, `run ${run} (${length} candles) ${line.id} ${JSON.stringify(settings)}`).toBeNull();
      }
    }
  });
});
