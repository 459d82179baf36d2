import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';

// The chart's indicators (src/components/candle-chart/indicator-chart.ts): chosen in a sheet beside the periods, kept
// on the device, computed in the socket worker and sent with the candle tails (workers/kline-indicators.ts), drawn by
// the chart in panes that share its time axis, the live candle's part by the worker (workers/indicator-paint.ts).

const j = journeySetup();

/** The theme's line colour `--ind-<n>` (src/styles/base.css: the page's theme, light or dark) as RGB. */
async function lineColor(page: Page, n: number): Promise<number[]> {
  const hex = await page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
    `--ind-${n}`,
  );
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/**
 * Pixels of the chart's own canvas (not the live candle's) near `rgb` in the band `top`..`bottom` (CSS pixels
 * measured from the bottom of the plot, where the sub-panes are: the time axis is the last 50 px).
 */
async function pixelsNear(page: Page, rgb: number[], [from, to]: [number, number]): Promise<number> {
  return page.evaluate(
    ([rgb, from, to]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.chart canvas:not(.chart-live)')!;
      const k = canvas.width / canvas.clientWidth;
      const plotBottom = canvas.height - 50 * k;
      const y0 = Math.max(0, Math.round(plotBottom - to * k));
      const y1 = Math.round(plotBottom - from * k);
      const px = canvas.getContext('2d')!.getImageData(0, y0, canvas.width, y1 - y0).data;
      let n = 0;
      for (let i = 0; i < px.length; i += 4)
        if (Math.abs(px[i]! - rgb[0]!) + Math.abs(px[i + 1]! - rgb[1]!) + Math.abs(px[i + 2]! - rgb[2]!) < 60) n++;
      return n;
    },
    [rgb, from, to] as [number[], number, number],
  );
}

/** Each pane's line pixels: the price pane (above the two sub-panes), MACD's, RSI's. */
async function drawnPanes(page: Page) {
  const [FIRST, SECOND] = [await lineColor(page, 1), await lineColor(page, 2)];
  return {
    price: await pixelsNear(page, SECOND, [140, 400]),
    macd: await pixelsNear(page, FIRST, [66, 126]),
    rsi: await pixelsNear(page, FIRST, [2, 62]),
  };
}

/** Waits for the chart of `period` to be drawn with its panes' lines. */
async function panesDrawn(page: Page, period: string): Promise<void> {
  await page.locator(`.chart[data-status=ready][data-period="${period}"] canvas:not(.chart-live)`).waitFor();
  await expect
    .poll(async () => Object.values(await drawnPanes(page)).every((n) => n > 20), { timeout: 15_000 })
    .toBe(true);
}

/** Records, from the page's start, the candle tails that reached it with their indicator lines in the same message. */
async function recordTails(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { tails: { lines: number; ma5: number | null }[] };
    w.tails = [];
    const desc = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      set(fn: ((e: MessageEvent) => void) | null) {
        desc.set!.call(this, (e: MessageEvent) => {
          const candles = (e.data as { candles?: { lines?: { id: string; values: number[] }[] }[] })?.candles;
          for (const c of candles ?? []) {
            const ma5 = c.lines?.find((l) => l.id === 'ma5');
            w.tails.push({ lines: c.lines?.length ?? 0, ma5: ma5 ? ma5.values[ma5.values.length - 1]! : null });
          }
          fn?.(e);
        });
      },
      get() {
        return desc.get!.call(this);
      },
    });
  });
}

/** A one-finger drag across the chart, as a phone sends it. */
async function pan(page: Page, dx: number): Promise<void> {
  const box = (await page.locator('.chart .u-over').boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + 80;
  const x = box.x + box.width / 2;
  const point = (px: number) => [{ x: px, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x) });
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x + (dx * i) / 10) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const chartImage = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLCanvasElement>('.chart canvas:not(.chart-live)')!.toDataURL());

describe.skipIf(!j.run)('chart indicators in Chromium', () => {
  it('are chosen in the sheet at 360 px, drawn in their panes, follow the prices, pan and switch period with the chart, and stay after a reload', async () => {
    const page = await langPage(j, {
      lang: 'en',
      demo: true,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await recordTails(page);
    await page.goto(`${j.server().url}/trade?code=BTCUSD`);
    await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
    const heightBefore = (await page.locator('.chart').boundingBox())!.height;

    await page.getByRole('button', { name: 'Indicators' }).click();
    const sheet = page.getByTestId('indicator-sheet');
    for (const name of ['ma', 'boll', 'macd', 'rsi']) await sheet.locator(`input[name=${name}]`).check();
    // A period that cannot be used is said under its field, and nothing is applied.
    await sheet.locator('input[name="rsi.periods"]').fill('14, 0');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => sheet.locator('[id="rsi.periods-error"]').textContent()).toMatch(/1 to 3 .* 1 to 250/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('indicators'))).toBeNull();
    await sheet.locator('input[name="rsi.periods"]').fill('14');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await sheet.waitFor({ state: 'detached' });

    // Two sub-panes (MACD, RSI) under the price pane, and each pane's lines drawn.
    await panesDrawn(page, '1M');
    expect((await page.locator('.chart').boundingBox())!.height).toBeGreaterThan(heightBefore + 100);

    // The prices stream: the tails come with their lines in the same message, and the lines move with them.
    const tails = () =>
      page.evaluate(() => (window as unknown as { tails: { lines: number; ma5: number | null }[] }).tails);
    await expect
      .poll(async () => new Set((await tails()).filter((t) => t.ma5 !== null).map((t) => t.ma5)).size, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(3);
    // MA 5/10/30, BOLL's three, MACD's three, RSI 14: every tail since the choice carries all ten.
    const withLines = (await tails()).filter((t) => t.lines > 0);
    expect(withLines.every((t) => t.lines === 10)).toBe(true);

    // A pan moves the panes with the candles: the chart is drawn again, its lines still in every pane.
    const before = await chartImage(page);
    await pan(page, 150);
    await expect.poll(() => chartImage(page)).not.toBe(before);
    await panesDrawn(page, '1M');

    // Another period: the worker computes its lines once, the chart draws them.
    await page.getByRole('radio', { name: '5M', exact: true }).click();
    await panesDrawn(page, '5M');

    // The choice is the device's: a reload shows the same panes.
    await page.reload();
    await panesDrawn(page, '5M');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('indicators')))!);
    expect([stored.ma.on, stored.boll.on, stored.macd.on, stored.rsi.on, stored.ema.on]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    await page.context().close();
  }, 120_000);

  it('follow the crosshair with the values of its candle where the chart draws them itself (no OffscreenCanvas)', async () => {
    const page = await langPage(j, { lang: 'en', demo: true, viewport: { width: 360, height: 740 } });
    await page.addInitScript(() => {
      localStorage.setItem('indicators', JSON.stringify({ ma: { on: true } }));
      // As a browser without OffscreenCanvas (Safari before 16.4): the socket layer cannot paint, the chart draws all.
      delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown }).transferControlToOffscreen;
      const w = window as unknown as { ma5: string[] };
      w.ma5 = [];
      const fill = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x, y, m) {
        if (text.startsWith('MA5 ')) w.ma5.push(text);
        return fill.call(this, text, x, y, m);
      };
    });
    await page.goto(`${j.server().url}/trade?code=BTCUSD`);
    await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
    const written = () => page.evaluate(() => (window as unknown as { ma5: string[] }).ma5);
    await expect.poll(async () => (await written()).length, { timeout: 20_000 }).toBeGreaterThan(0);

    const box = (await page.locator('.chart .u-over').boundingBox())!;
    /**
     * The legend's MA5 while the crosshair rests at `fraction` of the plot's width: the same over 3 draws as prices
     * stream (the live candle's changes with each). Tried up to 3 times: a new minute's candle shifts the chart under
     * a resting crosshair, which then rests on another candle.
     */
    const legendAt = async (fraction: number) => {
      await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 3);
      let texts = new Set<string>();
      for (let attempt = 0; attempt < 3 && texts.size !== 1; attempt++) {
        await page.waitForTimeout(500);
        const from = (await written()).length;
        await expect.poll(async () => (await written()).length - from, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
        texts = new Set((await written()).slice(from));
      }
      expect([...texts]).toHaveLength(1);
      return [...texts][0];
    };
    const left = await legendAt(0.25);
    const right = await legendAt(0.75);
    expect(left).not.toBe(right);
    await page.context().close();
  }, 90_000);
});
