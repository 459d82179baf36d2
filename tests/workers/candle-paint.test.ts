import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandleLook } from '../../workers/candle-paint';
import type { Batch } from '../../core/protocol/frames';
import { candleLook, chartCore, fakeSocketClock, settled } from './chart-core';
import { shapeRecordingCanvas } from './recording-canvas';

// 07:00:10 UTC: the live 1M candle opened at 07:00:00.
const NOW = Date.UTC(2026, 10, 26, 7, 0, 10);
const T = Math.floor(NOW / 60_000) * 60;

const look = (over: Partial<CandleLook> = {}) => candleLook(T, over);

let batches: Batch[];
fakeSocketClock(NOW);
beforeEach(() => {
  batches = [];
});

/** A core watching BTCUSD's 1M candles (a closed one at 100, the live one opened at 100) with a live canvas. */
async function charted(over: Partial<CandleLook> = {}) {
  const { core, ws, tick } = chartCore(
    [
      { Time: T - 60, Open: 100, High: 100, Low: 100, Close: 100, Volume: 10 },
      { Time: T, Open: 100, High: 100, Low: 100, Close: 100, Volume: 50 },
    ],
    (b) => batches.push(b),
  );
  const { canvas, rects, lines } = shapeRecordingCanvas();
  core.paintCandle(1, canvas, look(over));
  await settled();
  vi.advanceTimersByTime(20);
  batches = [];
  return { core, ws, canvas, rects, lines, tick, tail: () => batches.at(-1)?.candles[0] };
}

describe('the live candle drawn by the socket layer', () => {
  it('draws a trade inside the scales on the chart’s own canvas, and tells the page it need not draw', async () => {
    const { canvas, rects, tick, tail } = await charted();
    expect([canvas.width, canvas.height]).toEqual([120, 100]);
    tick(105);
    expect(tail()).toMatchObject({ key: 'BTCUSD:1M', from: 1, painted: true, bars: [{ close: 105, high: 105 }] });
    // Price p sits at (110 - p) / 20 of the plot's height from its top: 105 at 25, 100 at 50; volume 50 at 50.
    expect(rects).toEqual([
      { x: 47, y: 50, w: 6, h: 50, fill: 'upVol' },
      { x: 49, y: 25, w: 2, h: 25, fill: 'up' },
      { x: 47, y: 25, w: 6, h: 25, fill: 'up' },
    ]);
    tick(98);
    expect(tail()!.painted).toBe(true);
    // Down now: the wick spans the candle's whole range (105 to 98), the body open to close (100 to 98).
    expect(rects.slice(1)).toEqual([
      { x: 49, y: 25, w: 2, h: 35, fill: 'down' },
      { x: 47, y: 50, w: 6, h: 10, fill: 'down' },
    ]);
  });

  it('leaves a trade outside the scales to the page, which draws again with new scales', async () => {
    const { core, rects, tick, tail } = await charted();
    tick(111);
    expect(tail()!.painted).toBeUndefined();
    // The page drew with a higher top: the new look draws the candle at once, and the next trade is drawn here again.
    core.lookCandle(1, look({ yMax: 120 }));
    await settled();
    expect(rects.map((r) => r.fill)).toEqual(['upVol', 'up', 'up']);
    tick(112);
    expect(tail()!.painted).toBe(true);
  });

  it('leaves a new candle and changed history to the page', async () => {
    const { ws, tick, tail } = await charted();
    vi.setSystemTime(NOW + 60_000);
    tick(101);
    expect(tail()).toMatchObject({ from: 2 });
    expect(tail()!.painted).toBeUndefined();
    ws.receive({
      type: 'push',
      topic: 'KLINE.BTCUSD',
      data: { kline: { Period: '1M', Time: T, Open: 100, High: 101, Low: 99, Close: 99, Volume: 60 } },
    });
    vi.advanceTimersByTime(16);
    expect(tail()).toMatchObject({ from: 1 });
    expect(tail()!.painted).toBeUndefined();
  });

  it('asks the page to draw again when a look arrives with scales the live candle has already left', async () => {
    const { core, tick, tail } = await charted();
    tick(105);
    batches = [];
    // The page drew from older values (its top at 104) while 105 was on its way: no trade needed for a redraw.
    core.lookCandle(1, look({ yMax: 104 }));
    await settled();
    vi.advanceTimersByTime(16);
    expect(tail()).toMatchObject({ from: 1, bars: [{ high: 105 }] });
    expect(tail()!.painted).toBeUndefined();
  });

  it('costs the page nothing while the chart is panned away from the live candle', async () => {
    const { rects, tick, tail } = await charted({ x: 400 });
    tick(130);
    expect(tail()!.painted).toBe(true);
    expect(rects).toEqual([]);
  });

  it('stops drawing once the chart lets its canvas go', async () => {
    const { core, rects, tick, tail } = await charted();
    core.unpaintCandle(1);
    await settled();
    tick(105);
    expect(tail()!.painted).toBeUndefined();
    expect(rects.map((r) => r.y)).toEqual([50, 50, 50]);
  });
});

describe("the trader's positions on the chart, drawn with the live candle", () => {
  const BTC = {
    Code: 'BTCUSD',
    PricePrecision: 2,
    ForexContNum: 1,
    MarginMode: 2,
    ForexFeeRate: '0.001',
    QuoteCurrency: 'USD',
  };
  const held = (over: object = {}) => ({
    id: 5,
    rule: BTC,
    side: 1 as const,
    lots: '0.05',
    open: 100,
    marginMicro: 500_000_000,
    sl: 95,
    tp: 108,
    ...over,
  });

  it('draws each position on the pair: its entry labelled with side and lots, its stop-loss and take-profit dashed', async () => {
    const { core, lines, tick } = await charted();
    core.setPositions([held(), held({ id: 6, side: 2, lots: '0.01', open: 104, sl: 0, tp: 0 })], '1000', []);
    vi.advanceTimersByTime(20);
    // Price p at (110 - p) / 20 of the 100 px plot: 100 at 50, 95 at 75, 108 at 10, 104 at 30 (+0.5: a crisp line).
    expect(lines).toEqual([
      { y: 50.5, color: 'up', dashed: false, label: '▲ 0.05' },
      { y: 75.5, color: 'down', dashed: true, label: 'SL' },
      { y: 10.5, color: 'up', dashed: true, label: 'TP' },
      { y: 30.5, color: 'down', dashed: false, label: '▼ 0.01' },
    ]);
    // A trade redraws the candle and the lines with it.
    tick(101);
    expect(lines).toHaveLength(4);
  });

  it('moves the stop-loss line when the server moves the stop (a trailing stop), and draws none out of scale', async () => {
    const { core, ws, lines } = await charted();
    core.setPositions([held({ tp: 130 })], '1000', []);
    vi.advanceTimersByTime(20);
    expect(lines.map((l) => l.label)).toEqual(['▲ 0.05', 'SL']);
    ws.receive({
      type: 'push',
      topic: 'FOREX_TRADE',
      data: {
        ProfitsTotal: '0',
        HazardRate: 0,
        CautionMoneyAll: '500',
        TransOrder: [{ Id: 5, UpdatePrice: 100, FactProfits: '0', TargetLossPrice: 99 }],
      },
    });
    vi.advanceTimersByTime(20);
    expect(lines.find((l) => l.label === 'SL')!.y).toBe(55.5);
    // Closed by the server: its lines go.
    ws.receive({ type: 'push', topic: 'FOREX_CLOSED', data: [5] });
    vi.advanceTimersByTime(20);
    expect(lines).toEqual([]);
  });

  it("draws no other pair's positions", async () => {
    const { core, lines } = await charted();
    core.setPositions([held({ rule: { ...BTC, Code: 'ETHUSD' } })], '1000', []);
    vi.advanceTimersByTime(20);
    expect(lines).toEqual([]);
  });
});
