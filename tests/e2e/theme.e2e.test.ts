import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';

// The light theme and the rise colour (Me > Other, core/theme/): the page's CSS and every canvas painter follow
// them, the chart (uPlot, on the page) and the live candle (the socket worker's canvas) alike, and a reload keeps them.

const j = journeySetup();

/** The theme's up and down colours now (#rrggbb), as the page's CSS has them. */
const upDown = (page: Page) =>
  page.evaluate(() => {
    const css = getComputedStyle(document.documentElement);
    return { up: css.getPropertyValue('--up').trim(), down: css.getPropertyValue('--down').trim() };
  });

/**
 * How many opaque pixels of the chart's canvases (uPlot's and the worker's live candle, as the compositor got it;
 * `live`: the worker's alone) are each colour (#rrggbb, within 2 a channel).
 */
const pixelsOf = (page: Page, colours: string[], live = false): Promise<number[]> =>
  page.evaluate(
    ([hexes, sel]) => {
      const want = hexes.map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
      const counts = hexes.map(() => 0);
      for (const canvas of document.querySelectorAll<HTMLCanvasElement>(sel)) {
        if (!canvas.width || !canvas.height) continue;
        const ctx = new OffscreenCanvas(canvas.width, canvas.height).getContext('2d')!;
        ctx.drawImage(canvas, 0, 0);
        const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < px.length; i += 4) {
          if (px[i + 3]! < 250) continue;
          want.forEach(([r, g, b], k) => {
            if (Math.abs(px[i]! - r!) <= 2 && Math.abs(px[i + 1]! - g!) <= 2 && Math.abs(px[i + 2]! - b!) <= 2)
              counts[k]!++;
          });
        }
      }
      return counts;
    },
    [colours, live ? '.chart canvas.chart-live' : '.chart canvas'] as const,
  );

/** Goes to a screen the way the app does (wouter follows pushState): /trade stays as it was, kept alive. */
const go = (page: Page, path: string) => page.evaluate((p) => history.pushState(null, '', p), path);

async function choose(page: Page, name: 'theme' | 'updown', value: string): Promise<void> {
  await go(page, '/mine/system');
  await page.locator(`input[name=${name}][value=${value}]`).check();
  await go(page, '/trade?code=BTCUSD');
  await page.locator('.chart[data-status=ready] canvas').first().waitFor();
}

describe.skipIf(!j.run)('the theme and the rise colour in Chromium', () => {
  it("follows the phone's dark mode, switches page and chart painters to the theme chosen, flips rises to red, and keeps both over a reload", async () => {
    const page = await langPage(j, {
      lang: 'en',
      demo: true,
      colorScheme: 'dark',
      viewport: { width: 360, height: 740 },
    });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${j.server().url}/trade?code=BTCUSD`);
    await page.locator('.chart[data-status=ready] canvas').first().waitFor();
    await page.locator('.chart-live').waitFor({ state: 'attached' });
    const html = page.locator('html');
    // Nothing chosen: the phone's dark mode, green rises (English).
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    expect(await html.getAttribute('data-up')).toBe('green');
    const dark = await upDown(page);
    await expect.poll(() => pixelsOf(page, [dark.up, dark.down]).then((n) => Math.min(...n))).toBeGreaterThan(0);
    await expect.poll(() => pixelsOf(page, [dark.up, dark.down], true).then((n) => n[0]! + n[1]!)).toBeGreaterThan(0);

    // The phone turns light while the chart is on screen: the chart draws again, the worker its live candle.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => html.getAttribute('data-theme')).toBe('light');
    const light = await upDown(page);
    expect(light.up).not.toBe(dark.up);
    await expect.poll(() => pixelsOf(page, [dark.up, dark.down]), { timeout: 10_000 }).toEqual([0, 0]);
    await expect.poll(() => pixelsOf(page, [light.up, light.down], true).then((n) => n[0]! + n[1]!)).toBeGreaterThan(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');

    // Light chosen under Me > Other: the phone's dark mode no longer counts.
    await choose(page, 'theme', 'light');
    expect(await html.getAttribute('data-theme')).toBe('light');
    expect(await page.locator('meta[name=theme-color]').getAttribute('content')).toBe('#fff');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    // Every candle in the light theme's colours, none left in the dark one's (the worker's live candle included).
    await expect.poll(() => pixelsOf(page, [dark.up, dark.down]), { timeout: 10_000 }).toEqual([0, 0]);
    const [greenUps, redDowns] = await pixelsOf(page, [light.up, light.down]);
    expect(Math.min(greenUps!, redDowns!)).toBeGreaterThan(0);

    await choose(page, 'updown', 'red');
    expect(await html.getAttribute('data-up')).toBe('red');
    const redUp = await upDown(page);
    expect(redUp).toEqual({ up: light.down, down: light.up });
    // The same candles, their colours swapped (a new candle may come meanwhile: within a quarter).
    const swapped = await pixelsOf(page, [light.down, light.up]);
    await expect
      .poll(() => pixelsOf(page, [light.down, light.up]).then(([red]) => Math.abs(red! - greenUps!) / greenUps!))
      .toBeLessThan(0.25);
    expect(Math.abs(swapped[1]! - redDowns!) / redDowns!).toBeLessThan(0.25);

    await page.reload();
    await page.locator('.chart[data-status=ready] canvas').first().waitFor();
    expect(await html.getAttribute('data-theme')).toBe('light');
    expect(await html.getAttribute('data-up')).toBe('red');
    await expect.poll(() => pixelsOf(page, [dark.up, dark.down]), { timeout: 10_000 }).toEqual([0, 0]);
    await go(page, '/mine/system');
    expect(await page.locator('input[name=theme][value=light]').isChecked()).toBe(true);
    expect(await page.locator('input[name=updown][value=red]').isChecked()).toBe(true);

    // Back to automatic: the phone's dark mode again.
    await page.locator('input[name=theme][value=auto]').check();
    expect(await html.getAttribute('data-theme')).toBe('dark');
    // The inline boot ran under the content security policy (a refused script is a console error).
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('shows rises in red to a Hong Kong user who chose nothing', async () => {
    const page = await langPage(j, { lang: 'hk', demo: false, colorScheme: 'light' });
    await page.goto(j.server().url);
    await page.locator('.pair-list .pair-row').first().waitFor();
    expect(await page.locator('html').getAttribute('data-up')).toBe('red');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.context().close();
  });
});
