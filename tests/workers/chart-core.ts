import { afterEach, beforeEach, vi } from 'vitest';
import { createSocketCore } from '../../workers/socket-core';
import type { Batch } from '../../core/protocol/frames';
import type { CandleLook } from '../../workers/candle-paint';
import type { KlinePoint } from '../../core/rules/market-types';
import { FakeSocket, fakeScope } from './fake-socket';

/** Lets the chart painters load (the core imports them with the first chart) and the calls waiting for them run. */
export async function settled(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** Each test of the file on vitest's fake timers at `now`, with a fresh scripted socket that answers pings. */
export function fakeSocketClock(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    FakeSocket.reset();
    FakeSocket.autoPong = true;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * A socket core on the scripted socket (vitest's fake timers), watching BTCUSD's 1M candles seeded with `bars` (null:
 * no chart yet, for settings that must come before it). `tick(price)`: a trade at that price, and the frame after it.
 */
export function chartCore(bars: KlinePoint[] | null, onBatch: (b: Batch) => void = () => {}) {
  const core = createSocketCore(fakeScope(), () => Date.now());
  core.onBatch(onBatch);
  core.start('ws://x/v1/ws', '');
  const ws = FakeSocket.last();
  ws.open();
  if (bars) core.watchKline('BTCUSD', '1M', bars);
  const tick = (price: number) => {
    ws.receive({
      type: 'push',
      topic: 'DAY_MARKET',
      data: [{ symbol: 'BTCUSD', quotation: { close: price, change: 0 } }],
    });
    vi.advanceTimersByTime(16);
  };
  return { core, ws, tick };
}

/**
 * The live canvas's look of BTCUSD's 1M chart whose live candle opened at `time` (seconds): a plot 100 x 100 canvas
 * pixels at (0, 0), prices 90 (bottom) to 110 (top), volume 0 to 100; the candle at x 50.
 */
export const candleLook = (time: number, over: Partial<CandleLook> = {}): CandleLook => ({
  key: 'BTCUSD:1M',
  time,
  width: 120,
  height: 100,
  left: 0,
  top: 0,
  plotWidth: 100,
  plotHeight: 100,
  x: 50,
  body: 6,
  wick: 2,
  yMin: 90,
  yMax: 110,
  volMin: 0,
  volMax: 100,
  dpr: 1,
  colors: { up: 'up', down: 'down', upVol: 'upVol', downVol: 'downVol' },
  ...over,
});
