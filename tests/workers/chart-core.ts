import { vi } from 'vitest';
import { createSocketCore } from '../../workers/socket-core';
import type { Batch } from '../../core/protocol/frames';
import type { KlinePoint } from '../../core/rules/market-types';
import { FakeSocket, fakeScope } from './fake-socket';

/** Lets the chart painters load (the core imports them with the first chart) and the calls waiting for them run. */
export async function settled(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/**
 * A socket core on the scripted socket (vitest's fake timers), watching BTCUSD's 1M candles seeded with `bars`.
 * `tick(price)`: a trade at that price, and the frame after it.
 */
export function chartCore(bars: KlinePoint[], onBatch: (b: Batch) => void = () => {}) {
  const core = createSocketCore(fakeScope(), () => Date.now());
  core.onBatch(onBatch);
  core.start('ws://x/v1/ws', '');
  const ws = FakeSocket.last();
  ws.open();
  core.watchKline('BTCUSD', '1M', bars);
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
