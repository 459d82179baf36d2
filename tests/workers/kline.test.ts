import { describe, expect, it } from 'vitest';
import { KlineSeries } from '../../workers/kline';
import { candleStart } from '../../core/rules/periods';

const bar = (time: number, close: number) => ({ time, open: close, high: close, low: close, close, volume: 1 });

describe('KlineSeries', () => {
  it('keeps candles as columns and reports only the changed tail', () => {
    const s = new KlineSeries('1M');
    s.setHistory([bar(60, 1), bar(120, 2), bar(180, 3)]);
    expect(s.takeTail('k')).toBeNull();
    s.mergeBar({ time: 180, open: 3, high: 4, low: 2.5, close: 3.5, volume: 9 });
    expect(s.takeTail('k')).toEqual({
      key: 'k',
      from: 2,
      bars: [{ time: 180, open: 3, high: 4, low: 2.5, close: 3.5, volume: 9 }],
    });
    s.mergeBar(bar(240, 5));
    expect(s.length).toBe(4);
    expect(s.takeTail('k')!.from).toBe(3);
  });

  it('merges a tick into the live candle: close and extremes', () => {
    const s = new KlineSeries('5M');
    s.setHistory([{ time: 300, open: 10, high: 11, low: 9, close: 10, volume: 5 }]);
    s.mergeTick(12, 420);
    s.mergeTick(8, 500);
    s.mergeTick(10.5, 599);
    expect(s.bar(0)).toEqual({ time: 300, open: 10, high: 12, low: 8, close: 10.5, volume: 5 });
    expect(s.length).toBe(1);
  });

  it('rolls over at the period boundary', () => {
    const s = new KlineSeries('15M');
    s.setHistory([bar(0, 1)]);
    s.mergeTick(2, 899);
    s.mergeTick(3, 900);
    expect(s.length).toBe(2);
    expect(s.bar(1)).toEqual({ time: 900, open: 3, high: 3, low: 3, close: 3, volume: 0 });
  });

  it('rolls a 1D candle over at 00:00 UTC', () => {
    const dayStart = Date.UTC(2026, 10, 23) / 1000;
    const s = new KlineSeries('1D');
    s.setHistory([bar(dayStart - 86400, 100)]);
    s.mergeTick(101, dayStart - 1);
    expect(s.length).toBe(1);
    s.mergeTick(102, dayStart);
    expect(s.length).toBe(2);
    expect(s.bar(1).time).toBe(dayStart);
    expect(candleStart(dayStart + 86399, '1D')).toBe(dayStart);
  });

  it('never reorders history: a late push updates its own candle, an unknown old one is ignored', () => {
    const s = new KlineSeries('1M');
    s.setHistory([bar(60, 1), bar(120, 2), bar(180, 3)]);
    s.mergeBar(bar(120, 2.5));
    s.mergeBar(bar(90, 9));
    expect(Array.from(s.columns().time)).toEqual([60, 120, 180]);
    expect(Array.from(s.columns().close)).toEqual([1, 2.5, 3]);
  });

  it('ignores a tick for a candle that already closed', () => {
    const s = new KlineSeries('1M');
    s.setHistory([bar(60, 1), bar(120, 2)]);
    s.mergeTick(50, 100);
    expect(Array.from(s.columns().close)).toEqual([1, 2]);
  });

  it('grows past its initial capacity', () => {
    const s = new KlineSeries('1M', 4);
    for (let i = 1; i <= 10; i++) s.mergeBar(bar(i * 60, i));
    expect(s.length).toBe(10);
    expect(s.columns().close.length).toBe(10);
    expect(s.bar(9).close).toBe(10);
  });
});
