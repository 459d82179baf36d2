import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseIndicatorSettings } from '../../core/indicators/indicator-settings';
import type { Batch } from '../../core/protocol/frames';
import type { KlinePoint } from '../../core/rules/market-types';
import { chartCore, fakeSocketClock } from './chart-core';

// 07:00:10 UTC: the live 1M candle opened at 07:00:00.
const NOW = Date.UTC(2026, 10, 26, 7, 0, 10);
const T = Math.floor(NOW / 60_000) * 60;
const bar = (time: number, close: number): KlinePoint => ({
  Time: time,
  Open: close,
  High: close,
  Low: close,
  Close: close,
  Volume: 1,
});
const HISTORY = [bar(T - 120, 1), bar(T - 60, 2), bar(T, 3)];

let batches: Batch[];
fakeSocketClock(NOW);
beforeEach(() => {
  batches = [];
});

/** A core on the scripted socket, no chart watched yet; `tick(price)`: a BTCUSD trade and the frame after it. */
function core() {
  const { core: c, tick } = chartCore(null, (b) => batches.push(b));
  return { c, tick };
}

describe('the chart indicators in the socket worker', () => {
  it("computes the lines with the chart's columns, and sends a tick's new values in the same tail as its candle", async () => {
    const { c, tick } = core();
    await c.setIndicators(parseIndicatorSettings({ ma: { on: true, periods: [2] }, rsi: { on: true, periods: [2] } }));
    const cols = c.watchKline('BTCUSD', '1M', HISTORY);
    const ma2 = cols.lines!.find((l) => l.id === 'ma2')!;
    expect(ma2.pane).toBe('price');
    expect(Array.from(ma2.values)).toEqual([NaN, 1.5, 2.5]);
    expect(cols.lines!.map((l) => l.id)).toEqual(['ma2', 'rsi2']);

    tick(5);
    const tail = batches.at(-1)!.candles[0]!;
    expect(tail.from).toBe(2);
    expect(tail.bars.map((b) => b.close)).toEqual([5]);
    // The live candle's close moved from 3 to 5: MA 2 of (2, 5), in the same tail, from the same index.
    expect(tail.lines!.find((l) => l.id === 'ma2')).toEqual({ id: 'ma2', from: 2, values: [3.5] });
    expect(tail.lines!.map((l) => l.id)).toEqual(['ma2', 'rsi2']);

    // A new minute's candle: the tail from it carries one point per line again.
    vi.setSystemTime(NOW + 60_000);
    tick(7);
    const next = batches.at(-1)!.candles[0]!;
    expect(next.from).toBe(3);
    expect(next.lines!.find((l) => l.id === 'ma2')).toEqual({ id: 'ma2', from: 3, values: [6] });
  });

  it('sends no lines when none is on, and drops them when the settings turn all off', async () => {
    const { c, tick } = core();
    const cols = c.watchKline('BTCUSD', '1M', HISTORY);
    expect(cols.lines).toBeUndefined();
    tick(4);
    expect(batches.at(-1)!.candles[0]!.lines).toBeUndefined();

    await c.setIndicators(parseIndicatorSettings({ macd: { on: true } }));
    c.unwatchKline('BTCUSD', '1M');
    expect(c.watchKline('BTCUSD', '1M', HISTORY).lines!.map((l) => l.id)).toEqual([
      'macd.dif',
      'macd.dea',
      'macd.hist',
    ]);
    await c.setIndicators(parseIndicatorSettings({ macd: { on: false } }));
    c.unwatchKline('BTCUSD', '1M');
    expect(c.watchKline('BTCUSD', '1M', HISTORY).lines).toBeUndefined();
  });
});
