import { describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';

// Issue 12: /trade's live candle is drawn by the socket layer on a canvas of its own laid over the chart
// (src/socket/candle-painting.ts, workers/candle-paint.ts): a trade inside the chart's scales redraws only that
// candle, in the worker, and the chart (uPlot) draws again only for a new candle, history, a pan or the scales.

const j = journeySetup();

describe.skipIf(!j.run)('the live candle in Chromium', () => {
  it.each(['worker', 'main'])(
    'follows the trades without the chart drawing again (socket in the %s)',
    async (mode) => {
      const page = await j.phone({ english: true });
      // Counts the chart's own redraws: uPlot clears its canvas before each.
      await page.addInitScript(() => {
        const w = window as unknown as { chartDraws: number };
        w.chartDraws = 0;
        const clear = CanvasRenderingContext2D.prototype.clearRect;
        CanvasRenderingContext2D.prototype.clearRect = function (...a) {
          if (this.canvas.closest('.u-wrap') && !this.canvas.classList.contains('chart-live')) w.chartDraws++;
          return clear.apply(this, a);
        };
      });
      await page.goto(`${j.server().url}/trade?code=BTCUSD&socket=${mode}`);
      await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
      await page.locator('.chart-live').waitFor({ state: 'attached' });
      const close = page.locator('.ohlc dd').nth(3);
      await expect.poll(() => close.textContent()).toBeTruthy();
      await page.evaluate(() => {
        const w = window as unknown as { chartDraws: number; closes: number };
        w.chartDraws = 0;
        w.closes = 0;
        new MutationObserver(() => w.closes++).observe(document.querySelector('.ohlc')!, {
          subtree: true,
          characterData: true,
          childList: true,
        });
      });
      // The legend follows the live candle: at least 8 trades moved it (4 a second at most).
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { closes: number }).closes), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(8);
      const draws = await page.evaluate(() => (window as unknown as { chartDraws: number }).chartDraws);
      // The chart drew again at most for a new minute's candle or a trade past its scales, not for every trade.
      expect(draws).toBeLessThanOrEqual(3);
      // The live candle is on its own canvas (its pixels, as the compositor got them in worker mode).
      const lit = await page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('.chart-live')!;
        const ctx = new OffscreenCanvas(canvas.width, canvas.height).getContext('2d')!;
        ctx.drawImage(canvas, 0, 0);
        const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let n = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i]! > 128) n++;
        return n;
      });
      // A candle just opened is a dash a few pixels wide: any pixel at all is the candle.
      expect(lit).toBeGreaterThan(0);
      await page.context().close();
    },
    60_000,
  );
});
