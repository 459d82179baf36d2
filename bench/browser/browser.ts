// The browser measurements `npm run bench` shares between its sections (frame rate, Lighthouse) and the
// Preact / React comparison (compare.ts): Debian's Chromium, driven by playwright-core.
import { existsSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { median, pct } from '../stats.js';

export const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
export { median, pct };

/** Where the socket runs: in its worker (what ships) or on the page's main thread (`?socket=main`). */
export type SocketMode = 'worker' | 'main';

/** One event of a Chromium trace (the fields read here; `args` differ by event). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: any;
}

/** Page globals the measurements keep between evaluations. */
export type Marks = Record<string, number>;

/** A CDP Performance metric of the page, by name (TaskDuration in s, JSHeapUsedSize in bytes…). */
export type Metric = (name: string) => Promise<number>;

/** Reads one metric through a CDP session with Performance enabled. */
export const metricOf =
  (cdp: CDPSession): Metric =>
  async (name) =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? NaN;

export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A phone-sized English page of `path` (/ or /trade, reached from the pair list: its first pair, or the pair named
 * after a space, '/trade BTCUSD') with the socket in the worker or on the main thread (`mode`), prices streaming. `BENCH_CSS` adds a style sheet first: a CSS change measured before it
 * is made.
 */
export async function openStreaming(
  url: string,
  path: string,
  mode: SocketMode | `${SocketMode}&${string}`,
  storage: Record<string, string> = {},
) {
  const browser = await launch();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // English, and what the device keeps besides (`storage`: the chart's indicators).
  await ctx.addInitScript((kept) => {
    localStorage.setItem('lang', 'en');
    for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v);
  }, storage);
  const page = await ctx.newPage();
  await page.goto(`${url}/?socket=${mode}`);
  await page.locator('.pair-row').first().waitFor();
  // The list renders its first screen at once and the rest a row per idle moment: measure once it is whole
  // (the row count has not changed for a second), not while it is still being built.
  await page.waitForFunction(
    () => {
      const n = document.querySelectorAll('.pair-row').length;
      const w = window as unknown as Marks;
      if (n !== w.__rows) [w.__rows, w.__since] = [n, performance.now()];
      return performance.now() - w.__since! > 1000;
    },
    null,
    { polling: 250, timeout: 60_000 },
  );
  const [route, code] = path.split(' ');
  if (route === '/trade') {
    await (code ? page.locator(`.pair-row[data-code="${code}"]`) : page.locator('.pair-row').first()).click();
    await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
  }
  if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
  return { browser, ctx, page };
}

/**
 * Frame rate and main-thread time of `path` (/ or /trade, reached from the pair list) with the CPU slowed 6x, the
 * socket in the worker or on the main thread (`mode`), each for `seconds`:
 * - first the page alone: main-thread busy ms per second (CDP TaskDuration, `app`), long tasks (> 50 ms,
 *   `appLong`), and its frames as Chromium's trace reports them, as DevTools' Frames track does: frames drawn on
 *   screen per second (`drawn`: the display's, so the worker's canvases count too) and the page's frames dropped per
 *   second (`dropped`: a frame the page's main thread did not finish in time). Reading frames from the trace costs
 *   the page nothing;
 * - then asked for 60 frames a second by a requestAnimationFrame loop in the page: frames per second (median `fps`
 *   and 5th percentile `p5` over the seconds), long tasks (`long`) and busy ms per second with the loop running
 *   (`busy`: each of the loop's frames is a full main-frame update and commit, on an empty page too:
 *   `counterFloor`);
 * and the page's JS heap at the end (main thread). `storage`: what the device keeps in localStorage beforehand.
 */
export async function fps(
  url: string,
  path: string,
  mode: SocketMode,
  seconds: number,
  storage: Record<string, string> = {},
) {
  const { browser, ctx, page } = await openStreaming(url, path, mode, storage);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Performance.enable');
  const metric = metricOf(cdp);
  await page.evaluate(() => {
    const w = window as unknown as Marks;
    w.__long = 0;
    new PerformanceObserver((l) => {
      w.__long! += l.getEntries().length;
    }).observe({ type: 'longtask' });
  });
  const { app, drawn, dropped } = await traceFrames(browser, seconds, async () => {
    const a0 = await metric('TaskDuration');
    await page.waitForTimeout(seconds * 1000);
    return { app: (((await metric('TaskDuration')) - a0) * 1000) / seconds };
  });
  const appLong = await page.evaluate(() => (window as unknown as Marks).__long!);
  const { frames, long, busy } = await countFrames(page, metric, seconds);
  const heap = await metric('JSHeapUsedSize');
  await browser.close();
  return { fps: median(frames), p5: pct(frames, 0.05), long, busy, app, appLong, drawn, dropped, heap };
}

/**
 * Runs `measure` while Chromium traces the browser's frames (only the frame categories: nothing on the page's main
 * thread): what it returns, with frames drawn on screen (the display's `Display::FrameDisplayed`) and frames the page
 * dropped (`DroppedFrame`), each per second over `seconds`.
 */
async function traceFrames<T extends object>(browser: Browser, seconds: number, measure: () => Promise<T>) {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-devtools.timeline.frame', 'disabled-by-default-display.framedisplayed'],
      excludedCategories: ['*'],
    },
    transferMode: 'ReportEvents',
  });
  const result = await measure();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const count = (name: string) => events.filter((e) => e.name === name).length / seconds;
  return { ...result, drawn: count('Display::FrameDisplayed'), dropped: count('DroppedFrame') };
}

/**
 * The frame counter of `fps` on an empty page (about:blank), CPU slowed 6x, for `seconds`: main-thread busy ms per
 * second. What any page pays for being asked for 60 frames a second, whatever it shows: the floor under `fps`'s
 * `busy`.
 */
export async function counterFloor(seconds: number) {
  const browser = await launch();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto('about:blank');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Performance.enable');
  const metric = metricOf(cdp);
  const { busy } = await countFrames(page, metric, seconds);
  await browser.close();
  return busy;
}

/**
 * Runs a requestAnimationFrame loop in `page` for `seconds`: frames in each second, long tasks (> 50 ms), and the
 * main thread's busy ms per second meanwhile (`metric` reads CDP's Performance metrics).
 */
async function countFrames(page: Page, metric: Metric, seconds: number) {
  const t0 = await metric('TaskDuration');
  const r = await page.evaluate(
    (secs) =>
      new Promise<{ frames: number[]; long: number }>((resolve) => {
        const frames: number[] = [];
        let count = 0;
        let long = 0;
        let second = performance.now();
        new PerformanceObserver((l) => {
          long += l.getEntries().length;
        }).observe({ type: 'longtask' });
        const end = performance.now() + secs * 1000;
        const loop = (now: number) => {
          count++;
          if (now - second >= 1000) {
            frames.push(count);
            count = 0;
            second = now;
          }
          if (now < end) requestAnimationFrame(loop);
          else resolve({ frames, long });
        };
        requestAnimationFrame(loop);
      }),
    seconds,
  );
  const busy = (((await metric('TaskDuration')) - t0) * 1000) / seconds;
  return { ...r, busy };
}
