// Part of `npm run bench -- fps`: /trade's main-thread time while prices stream, with no chart indicators and with
// 3 overlays (MA, EMA, BOLL) and 2 sub-panes (MACD, RSI). The worker computes the lines and draws the live candle's
// segments and the legends (workers/indicator-paint.ts): the page should pay little more than without them.
import { fps, median } from './browser.js';

/** What the indicators' sheet stores for 3 overlays and 2 sub-panes, at their default parameters. */
const ON = JSON.stringify({
  ma: { on: true, periods: [5, 10, 30] },
  ema: { on: true, periods: [12, 26] },
  boll: { on: true, period: 20, mult: 2 },
  macd: { on: true, fast: 12, slow: 26, signal: 9 },
  rsi: { on: true, periods: [14] },
});

/**
 * `rounds` runs of each, alternating (the order swapped every round), of BTC/USD's /trade with the socket in the
 * worker, CPU slowed 6x: the page's main-thread busy ms per second (medians) and the ratio with over without.
 */
export async function indicatorRows(
  url: string,
  seconds: number,
  rounds: number,
  out: (name: string, value: string) => void,
): Promise<void> {
  const none: number[] = [];
  const on: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [true, false] : [false, true];
    for (const withLines of order) {
      const run = await fps(url, '/trade BTCUSD', 'worker', seconds, withLines ? { indicators: ON } : {});
      (withLines ? on : none).push(run.app);
    }
  }
  const ratios = on.map((x, i) => x / Math.max(none[i]!, 1));
  out(
    '/trade BTCUSD page alone, main-thread busy ms per s: no indicators / 3 overlays + 2 sub-panes',
    `${median(none).toFixed(0)} / ${median(on).toFixed(0)} (${(median(on) / Math.max(median(none), 1)).toFixed(2)}x; rounds ${ratios.map((x) => x.toFixed(2)).join(', ')})`,
  );
}
