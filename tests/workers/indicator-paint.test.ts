import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandleLook } from '../../workers/candle-paint';
import type { Batch } from '../../core/protocol/frames';
import { parseIndicatorSettings } from '../../core/indicators/indicator-settings';
import { candleLook, chartCore, fakeSocketClock, settled } from './chart-core';

// 07:00:10 UTC: the live 1M candle opened at 07:00:00.
const NOW = Date.UTC(2026, 10, 26, 7, 0, 10);
const T = Math.floor(NOW / 60_000) * 60;

/** A live canvas whose context records each stroked segment and each text. */
function segmentCanvas() {
  const segments: { from: [number, number]; to: [number, number]; color: unknown }[] = [];
  const texts: { text: string; fill: unknown }[] = [];
  let pen: [number, number] = [0, 0];
  let path: [number, number][] = [];
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    font: '',
    textBaseline: '',
    textAlign: '',
    fillRect() {},
    clearRect() {
      segments.length = 0;
      texts.length = 0;
    },
    setLineDash() {},
    beginPath() {
      path = [];
    },
    moveTo(x: number, y: number) {
      pen = [x, y];
    },
    lineTo(x: number, y: number) {
      path.push(pen, [x, y]);
      pen = [x, y];
    },
    stroke() {
      for (let i = 0; i < path.length; i += 2)
        segments.push({ from: path[i]!, to: path[i + 1]!, color: ctx.strokeStyle });
    },
    fillText(text: string) {
      texts.push({ text, fill: ctx.fillStyle });
    },
    measureText: (t: string) => ({ width: t.length * 5 }),
    save() {},
    restore() {},
    rect() {},
    clip() {},
  };
  return { canvas: { width: 0, height: 0, getContext: () => ctx }, segments, texts };
}

/** candleLook with MA 2 on the price pane, its values drawn from `maMax` down to 90. */
const look = (maMax = 110): CandleLook =>
  candleLook(T, {
    ind: {
      yLow: 90,
      prevX: 40,
      lines: [{ id: 'ma2', color: 'ma-color', kind: 'line', top: 0, height: 100, min: 90, max: maMax, low: 90 }],
      legends: [{ y: 7, items: [{ label: 'MA2', id: 'ma2', color: 'ma-color', digits: 2 }] }],
      at: null,
      lang: 'en',
    },
  });

let batches: Batch[];
fakeSocketClock(NOW);
beforeEach(() => {
  batches = [];
});

/** A core with MA 2 on, watching BTCUSD's 1M candles (two closed at 100, the live one opened at 100), painted. */
async function charted(maMax?: number) {
  const { core, tick } = chartCore(null, (b) => batches.push(b));
  await core.setIndicators(parseIndicatorSettings({ ma: { on: true, periods: [2] } }));
  core.watchKline('BTCUSD', '1M', [
    { Time: T - 120, Open: 100, High: 100, Low: 100, Close: 100, Volume: 10 },
    { Time: T - 60, Open: 100, High: 100, Low: 100, Close: 100, Volume: 10 },
    { Time: T, Open: 100, High: 100, Low: 100, Close: 100, Volume: 50 },
  ]);
  const paint = segmentCanvas();
  core.paintCandle(1, paint.canvas, look(maMax));
  await settled();
  vi.advanceTimersByTime(20);
  batches = [];
  return { ...paint, tick, tail: () => batches.at(-1)?.candles[0] };
}

describe("the indicators' live part drawn by the socket layer", () => {
  it("draws the live candle's segment of each line and the legend's value, and the page need not draw", async () => {
    const { segments, texts, tick, tail } = await charted();
    tick(104);
    // MA 2 of (100, 104) = 102: from the candle before (x 40, 100 at y 50) to the live one (x 50, 102 at y 40).
    expect(tail()).toMatchObject({ painted: true, lines: [{ id: 'ma2', from: 2, values: [102] }] });
    expect(segments).toEqual([{ from: [40, 50], to: [50, 40], color: 'ma-color' }]);
    expect(texts).toEqual([{ text: 'MA2 102.00', fill: 'ma-color' }]);
  });

  it('leaves a tick whose line leaves its pane to the page, though its candle fits the scales', async () => {
    const { tick, tail } = await charted(101.5);
    tick(102);
    expect(tail()!.painted).toBe(true);
    // MA 2 of (100, 104) = 102, above the pane's 101.5: the page draws again with a new range.
    tick(104);
    expect(tail()!.painted).toBeUndefined();
    expect(tail()!.lines).toEqual([{ id: 'ma2', from: 2, values: [102] }]);
  });
});
