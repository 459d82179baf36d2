import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegendLook } from '../../workers/legend-paint';
import type { PaintBox } from '../../workers/quote-paint';
import { FakeSocket } from './fake-socket';
import { chartCore, settled } from './chart-core';
import { recordingCanvas } from './recording-canvas';

// 07:00:10 UTC: the live 1M candle opened at 07:00:00.
const NOW = Date.UTC(2026, 10, 26, 7, 0, 10);
const T = Math.floor(NOW / 60_000) * 60;

const box = (x: number): PaintBox => ({ x, y: 0, w: 60, h: 20, font: 'legend' });
/** Five value boxes 100 px apart, in a 500 x 20 canvas at 2x. */
const look = (over: Partial<LegendLook> = {}): LegendLook => ({
  key: 'BTCUSD:1M',
  width: 500,
  height: 20,
  dpr: 2,
  boxes: [box(0), box(100), box(200), box(300), box(400)],
  colors: { text: 'white', up: 'green', down: 'red' },
  precision: 1,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  FakeSocket.reset();
  FakeSocket.autoPong = true;
});
afterEach(() => vi.useRealTimers());

/** A core watching BTCUSD's 1M candles (a closed one, the live one at 100 with volume 1234) and a legend of them. */
async function legend() {
  const { core, tick } = chartCore([
    { Time: T - 60, Open: 90, High: 95, Low: 89, Close: 94, Volume: 7 },
    { Time: T, Open: 100, High: 100, Low: 100, Close: 100, Volume: 1234 },
  ]);
  const r = recordingCanvas();
  core.paintLegend(1, r.canvas, look());
  await settled();
  /** The texts drawn in each box, and the close's colour. */
  const shown = () => {
    const texts = look().boxes.map((b) =>
      r.draws
        .filter((d) => d.x >= b.x && d.x < b.x + 100)
        .map((d) => d.text)
        .join(''),
    );
    return { texts, close: r.draws.find((d) => d.x >= 300 && d.x < 400)?.fill };
  };
  return { core, r, shown, tick };
}

describe('the chart legend drawn by the socket layer', () => {
  it('writes the live candle’s values, each from its box’s left edge, and follows the trades', async () => {
    const { r, shown, tick } = await legend();
    expect([r.canvas.width, r.canvas.height]).toEqual([1000, 40]);
    expect(shown()).toEqual({ texts: ['100.0', '100.0', '100.0', '100.0', '1,234'], close: 'green' });
    // Left to right from each box's left edge: "1" (5 px) centred in its 8 px cell.
    expect(r.draws.filter((d) => d.x < 100).map((d) => d.x)).toEqual([1.5, 8, 16, 24, 28]);
    tick(98.5);
    expect(shown()).toEqual({ texts: ['100.0', '100.0', '98.5', '98.5', '1,234'], close: 'red' });
  });

  it('shows the candle under the crosshair, and the live one again when it goes', async () => {
    const { core, shown, tick } = await legend();
    core.legendAt(1, 'BTCUSD:1M', T - 60);
    await settled();
    expect(shown().texts).toEqual(['90.0', '95.0', '89.0', '94.0', '7']);
    // A trade moves the live candle, not what the crosshair shows.
    tick(101);
    expect(shown().texts).toEqual(['90.0', '95.0', '89.0', '94.0', '7']);
    core.legendAt(1, 'BTCUSD:1M', null);
    await settled();
    expect(shown().texts).toEqual(['100.0', '101.0', '100.0', '101.0', '1,234']);
  });

  it('writes the numbers again in a new language', async () => {
    const { core, shown } = await legend();
    core.setLang('de');
    expect(shown().texts).toEqual(['100,0', '100,0', '100,0', '100,0', '1.234']);
  });

  it('draws nothing more once the chart lets its canvas go', async () => {
    const { core, r, tick } = await legend();
    core.unpaintLegend(1);
    await settled();
    const clears = r.clears();
    tick(120);
    expect(r.clears()).toBe(clears);
  });
});
