import type { TestServer } from '../server/test-server.js';

export const pairId = (s: TestServer, code: string) => s.market.pairByCode(code)!.id;

/** Moves a pair's price as the feed would (market -> candles -> engine) and waits for the triggers it fires. */
export async function tick(s: TestServer, code: string, price: number) {
  s.market.applyTick({ pairId: pairId(s, code), price, volume: 1, timeMs: Date.now() });
  await s.engine.idle();
}
