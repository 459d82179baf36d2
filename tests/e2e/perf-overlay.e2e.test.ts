import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';
import { subscribed } from './demo-trader.js';
import { tick } from '../support/market.js';
import { wholeList } from './home-list.js';

/**
 * The on-device performance overlay in Chromium at 360 px: `?perf=1` shows it, its figures change each second while
 * prices stream, it stays on for the session, can be moved by its header within the screen, collapsed and closed.
 */
const j = journeySetup();

const AXE = join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

/** axe-core's violations inside the overlay (the screens beneath are the sweep's): rule and selectors. */
async function overlayViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: string): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run('#perf-overlay');
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const figure = (page: Page, id: string) => page.getByTestId(`perf-${id}`).innerText();

describe.skipIf(!j.run)('the performance overlay', () => {
  it('?perf=1 shows frames, socket traffic and bytes loaded that change while prices stream, and stays on', async () => {
    const page = await langPage(j, { lang: 'en', demo: true, viewport: { width: 360, height: 740 } });
    page.on('pageerror', (err) => {
      throw err;
    });
    await page.goto(`${j.server().url}/?perf=1`);
    const overlay = page.getByTestId('perf-overlay');
    await overlay.waitFor();
    await subscribed(j.server(), 'DAY_MARKET');
    // The first second has no socket difference yet: n/a, then numbers.
    await expect.poll(() => figure(page, 'socket'), { timeout: 10_000 }).toMatch(/^\d+ · [\d.]+ · \d+$/);
    // BTCUSD trades at each look, as the feed would, until the socket figure has followed the traffic.
    const seen = new Set<string>();
    let price = 95_000;
    await expect
      .poll(
        async () => {
          await tick(j.server(), 'BTCUSD', (price += 5));
          seen.add(await figure(page, 'socket'));
          return seen.size;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(1);
    // Untouched, no frame was asked for (– drawn) and the long frames' dropped ones are counted; the heap and the
    // page's bytes are known in Chromium, the overlay's own cost is a figure.
    expect(await figure(page, 'frames')).toMatch(/^– · \d+$/);
    expect(await figure(page, 'heap')).toMatch(/^[\d.]+$/);
    const [js, other] = (await figure(page, 'loaded')).split(' · ').map(Number);
    expect(js).toBeGreaterThan(10);
    expect(other).toBeGreaterThan(0);
    const cost = await figure(page, 'cost');
    expect(cost).toMatch(/^\d+\.\d\d$/);
    // docs/performance.md quotes it: the overlay's own main-thread time per second while prices stream.
    console.log(`perf overlay's own cost: ${cost} ms per second`);
    // At 360 px it is compact: well under half the screen.
    const box = (await overlay.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(240);

    // On for the session: another screen without the flag still shows it.
    await page.goto(`${j.server().url}/trade`);
    await overlay.waitFor();

    // Dragged by its header, it moves, and stays within the viewport however far it is dragged.
    const head = overlay.locator('header');
    const h = (await head.boundingBox())!;
    await page.mouse.move(h.x + 20, h.y + 20);
    await page.mouse.down();
    await page.mouse.move(h.x + 600, h.y + 2000, { steps: 5 });
    await page.mouse.up();
    const moved = (await overlay.boundingBox())!;
    expect(moved.y).toBeGreaterThan(h.y + 100);
    expect(moved.x + moved.width).toBeLessThanOrEqual(360.5);
    expect(moved.y + moved.height).toBeLessThanOrEqual(740.5);

    // Collapsed it keeps only its header; its buttons are 44 px touch targets.
    const collapse = page.getByRole('button', { name: 'Collapse the performance overlay' });
    expect((await collapse.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await collapse.click();
    await expect.poll(() => page.getByTestId('perf-frames').count()).toBe(0);
    await page.getByRole('button', { name: 'Expand the performance overlay' }).click();
    await page.getByTestId('perf-frames').waitFor();

    // Closed, it is off for the session; Me -> Other's switch (a signed-in screen: a demo session here) turns it on.
    await page.getByRole('button', { name: 'Close the performance overlay' }).click();
    await expect.poll(() => overlay.count()).toBe(0);
    await page.goto(`${j.server().url}/mine/system`);
    const toggle = page.getByRole('checkbox', { name: 'Performance overlay' });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect(await overlay.count()).toBe(0);
    await toggle.check();
    await overlay.waitFor();
    await page.reload();
    await overlay.waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
  }, 90_000);

  it('asks for no frame while nobody touches the screen, and for every frame while scrolling', async () => {
    // A requestAnimationFrame loop makes the page draw at every vsync, which the overlay would then measure
    // (src/perf/frame-meter.ts): its frame count must not need one.
    const page = await langPage(j, { lang: 'en', demo: true, viewport: { width: 360, height: 740 } });
    await page.addInitScript(() => {
      const w = window as unknown as { rafCalls: number };
      w.rafCalls = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => (w.rafCalls++, raf(cb));
    });
    const calls = () => page.evaluate(() => (window as unknown as { rafCalls: number }).rafCalls);
    // A rate: the calls in a window of time, which nothing but the clock can bound.
    const callsIn = async (ms: number) => {
      const c0 = await calls();
      await page.waitForTimeout(ms);
      return (await calls()) - c0;
    };
    // The page's own frame requests over 3 s, without the overlay (once its list is whole: the rows' arrival is the
    // load's), then with it (after its first figures).
    await page.goto(`${j.server().url}/`);
    await wholeList(page);
    const without = await callsIn(3000);
    await page.goto(`${j.server().url}/?perf=1`);
    await expect.poll(() => figure(page, 'socket'), { timeout: 10_000 }).toMatch(/^\d+ · [\d.]+ · \d+$/);
    const withOverlay = await callsIn(3000);
    // An every-frame loop would be about 180 more; a 100 ms probe a second about 18. The page's own requests vary by
    // a few between two loads.
    expect(withOverlay - without).toBeLessThanOrEqual(8);
    // Idle, the frames line shows no drawn figure (nothing asked to draw), and the long frames' dropped ones.
    expect(await figure(page, 'frames')).toMatch(/^– · \d+$/);
    // While the list scrolls, every frame is counted: a second of wheel steps shows a full second's frames.
    const scrolling = (async () => {
      const end = Date.now() + 2500;
      await page.mouse.move(180, 400);
      while (Date.now() < end) {
        await page.mouse.wheel(0, 40);
        // A finger's pace: a wheel step every 50 ms (as fast as the page could take them, the list would end early).
        await page.waitForTimeout(50);
      }
    })();
    const during = await callsIn(2000);
    await scrolling;
    expect(during - (without * 2) / 3).toBeGreaterThan(60);
    const frames = Number((await figure(page, 'frames')).split(' · ')[0]);
    expect(frames).toBeGreaterThan(20);
    // Where the waits above are fixed windows: the test counts what happens in them.
    await page.context().close();
  }, 60_000);

  it.each(['en', 'de', 'ar'])(
    'in %s it fits 360 px, keeps its figures left to right and has no axe violation',
    async (lang) => {
      // bypassCSP: the app's CSP (script-src 'self') would refuse the injected axe script.
      const page = await langPage(j, {
        lang,
        demo: true,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
      });
      await page.goto(`${j.server().url}/?perf=1`);
      await expect.poll(() => figure(page, 'frames'), { timeout: 10_000 }).toMatch(/^– · \d+$/);
      const box = (await page.getByTestId('perf-overlay').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.getByTestId('perf-frames').evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
      expect(await overlayViolations(page)).toEqual([]);
    },
    60_000,
  );
});
