import { describe, expect, it } from 'vitest';
import { IndicatorSeries, type CandleColumns } from '../../../core/indicators/indicator-series';
import type { IndicatorSettings } from '../../../core/indicators/indicator-types';
import { randomCandles, randomInt, seededRandom, type Candles } from './random-candles';

const allOn = (p: { ma: number[]; n: number; mult: number }): IndicatorSettings => ({
  ma: { on: true, periods: p.ma },
  ema: { on: true, periods: p.ma },
  boll: { on: true, period: p.n, mult: p.mult },
  vol: { on: true, periods: p.ma },
  macd: { on: true, fast: p.n, slow: p.n + 7, signal: Math.max(1, p.n - 3) },
  rsi: { on: true, periods: p.ma },
  kdj: { on: true, n: p.n, k: 3, d: 3 },
});

/** The lines as plain arrays (NaN kept), to compare with toEqual, which tells NaN from a number and -0 from 0. */
const snapshot = (series: IndicatorSeries) => series.lines().map((line) => ({ ...line, values: [...line.values] }));

function fromScratch(settings: IndicatorSettings, cols: CandleColumns, length: number) {
  const series = new IndicatorSeries(settings);
  series.recompute(cols, length);
  return series;
}

/** Where `series` differs from a recompute from scratch, to the bit (Object.is), or null. */
function differenceFromScratch(series: IndicatorSeries, cols: CandleColumns, length: number): string | null {
  const expected = fromScratch(series.settings, cols, length).lines();
  const lines = series.lines();
  if (lines.length !== expected.length) return `${lines.length} lines, expected ${expected.length}`;
  for (const [l, line] of lines.entries()) {
    const want = expected[l]!;
    if (line.id !== want.id || line.values.length !== want.values.length) return `${line.id}: not ${want.id}`;
    const i = line.values.findIndex((v, j) => !Object.is(v, want.values[j]));
    if (i >= 0) return `${line.id} candle ${i}: ${line.values[i]}, expected ${want.values[i]}`;
  }
  return null;
}

/** A copy of the first `length` candles, to grow candle by candle. */
const prefix = (c: Candles, length: number): Candles => ({
  time: c.time.slice(0, length),
  open: c.open.slice(0, length),
  high: c.high.slice(0, length),
  low: c.low.slice(0, length),
  close: c.close.slice(0, length),
  volume: c.volume.slice(0, length),
});

/** Appends candle i of `all` as it opens (one trade at the open), as a live series first sees it. */
function open(live: Candles, all: Candles, i: number): void {
  const price = all.open[i]!;
  live.time.push(all.time[i]!);
  live.open.push(price);
  live.high.push(price);
  live.low.push(price);
  live.close.push(price);
  live.volume.push(0);
}

/** A trade on the last candle at `price`: its close moves, its high and low widen, its volume grows. */
function trade(live: Candles, price: number, volume: number): void {
  const last = live.close.length - 1;
  live.close[last] = price;
  live.high[last] = Math.max(live.high[last]!, price);
  live.low[last] = Math.min(live.low[last]!, price);
  live.volume[last]! += volume;
}

describe('IndicatorSeries.update', () => {
  it('gives exactly the lines of a recompute from scratch after ticks and appends', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 30; run++) {
      const all = randomCandles(random, randomInt(random, 40, 220));
      const settings = allOn({ ma: [randomInt(random, 1, 30), 5], n: randomInt(random, 1, 30), mult: 2 });
      const live = prefix(all, randomInt(random, 0, 20));
      const series = new IndicatorSeries(settings);
      series.recompute(live, live.close.length);
      for (let i = live.close.length; i < all.close.length; i++) {
        open(live, all, i);
        series.update(live, i, i + 1);
        expect(differenceFromScratch(series, live, i + 1)).toBeNull();
        const ticks = randomInt(random, 0, 4);
        for (let t = 0; t < ticks; t++) {
          trade(live, all.close[i]! * (1 + (random() - 0.5) * 0.01), random() * 10);
          series.update(live, i, i + 1);
          expect(differenceFromScratch(series, live, i + 1)).toBeNull();
        }
        // The candle's final values, as the history will hold them.
        trade(live, all.close[i]!, 0);
        live.high[i] = all.high[i]!;
        live.low[i] = all.low[i]!;
        live.volume[i] = all.volume[i]!;
        series.update(live, i, i + 1);
      }
      expect(snapshot(series)).toEqual(snapshot(fromScratch(settings, live, live.close.length)));
    }
  });

  it('recomputes when an older candle changes, candles are added in a batch, or the history is replaced', () => {
    const random = seededRandom(11);
    const settings = allOn({ ma: [3, 10], n: 9, mult: 1.5 });
    const all = randomCandles(random, 300);
    const live = prefix(all, 150);
    const series = new IndicatorSeries(settings);
    series.recompute(live, 150);
    live.close[100] = live.close[100]! * 1.05;
    series.update(live, 100, 150);
    expect(snapshot(series)).toEqual(snapshot(fromScratch(settings, live, 150)));
    for (let i = 150; i < 180; i++) open(live, all, i);
    series.update(live, 150, 180);
    expect(snapshot(series)).toEqual(snapshot(fromScratch(settings, live, 180)));
    const other = randomCandles(random, 60);
    series.update(other, 0, 60);
    expect(series.length).toBe(60);
    expect(snapshot(series)).toEqual(snapshot(fromScratch(settings, other, 60)));
    series.update(other, 0, 0);
    expect(series.lines().every((line) => line.values.length === 0)).toBe(true);
  });

  it('sends tails of the lines from a candle on', () => {
    const random = seededRandom(3);
    const candles = randomCandles(random, 50);
    const series = new IndicatorSeries(allOn({ ma: [5], n: 9, mult: 2 }));
    series.recompute(candles, 50);
    const tails = series.tail(47);
    expect(tails.map((t) => t.id)).toEqual(series.lines().map((l) => l.id));
    for (const [i, line] of series.lines().entries()) {
      expect(tails[i]).toEqual({ id: line.id, from: 47, values: [...line.values.subarray(47)] });
    }
    expect(series.tail(80).every((t) => t.from === 50 && t.values.length === 0)).toBe(true);
  });
});

/** Every indicator off. */
const onlyOff = (s: IndicatorSettings): IndicatorSettings => ({
  ma: { ...s.ma, on: false },
  ema: { ...s.ema, on: false },
  boll: { ...s.boll, on: false },
  vol: { ...s.vol, on: false },
  macd: { ...s.macd, on: false },
  rsi: { ...s.rsi, on: false },
  kdj: { ...s.kdj, on: false },
});

/** The candles behind a proxy that counts reads of their values (not of `length` or methods). */
function counted(c: Candles): { cols: CandleColumns; reads: () => number } {
  let reads = 0;
  const count = (column: number[]) =>
    new Proxy(column, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  const cols = {
    time: count(c.time),
    open: count(c.open),
    high: count(c.high),
    low: count(c.low),
    close: count(c.close),
    volume: count(c.volume),
  };
  return { cols, reads: () => reads };
}

describe('IndicatorSeries per-tick cost', () => {
  const off = new IndicatorSeries(allOn({ ma: [5], n: 9, mult: 2 })).settings;
  /** One indicator alone, with periods of 200: a step that scanned its window would read hundreds of candles. */
  const alone: Record<string, IndicatorSettings> = {
    ma: { ...onlyOff(off), ma: { on: true, periods: [200] } },
    ema: { ...onlyOff(off), ema: { on: true, periods: [200] } },
    boll: { ...onlyOff(off), boll: { on: true, period: 200, mult: 2 } },
    vol: { ...onlyOff(off), vol: { on: true, periods: [200] } },
    macd: { ...onlyOff(off), macd: { on: true, fast: 100, slow: 200, signal: 150 } },
    rsi: { ...onlyOff(off), rsi: { on: true, periods: [200] } },
    kdj: { ...onlyOff(off), kdj: { on: true, n: 200, k: 3, d: 3 } },
  };

  /** Candle reads of one tick on the last candle and of 100 appends, after a recompute over `length` candles. */
  function readsAfter(settings: IndicatorSettings, length: number) {
    const all = randomCandles(seededRandom(5), length + 100);
    const live = prefix(all, length);
    const { cols, reads } = counted(live);
    const series = new IndicatorSeries(settings);
    series.recompute(cols, length);
    const before = reads();
    trade(live, live.close[length - 1]! * 1.001, 1);
    series.update(cols, length - 1, length);
    const tick = reads() - before;
    const beforeAppends = reads();
    for (let i = length; i < length + 100; i++) {
      open(live, all, i);
      series.update(cols, i, i + 1);
    }
    return { tick, appends: reads() - beforeAppends };
  }

  it.each(Object.keys(alone))('%s reads at most 3 candle values a tick, however long the history', (key) => {
    const short = readsAfter(alone[key]!, 1_000);
    const long = readsAfter(alone[key]!, 20_000);
    expect(long).toEqual(short);
    // The new candle's values and the one leaving a window; an append steps the candle before it and itself.
    expect(short.tick).toBeGreaterThan(0);
    expect(short.tick).toBeLessThanOrEqual(3);
    expect(short.appends).toBeLessThanOrEqual(100 * 2 * 3);
  });
});
