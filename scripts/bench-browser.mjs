// The browser measurements `npm run bench` shares between its sections (frame rate, Lighthouse) and the
// Preact / React comparison (scripts/bench-compare.mjs): Debian's Chromium, driven by playwright-core.
import { existsSync } from 'node:fs';

export const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : 0;
};

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
export async function openStreaming(url, path, mode) {
  const browser = await launch();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await ctx.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await ctx.newPage();
  await page.goto(`${url}/?socket=${mode}`);
  await page.locator('.pair-row').first().waitFor();
  // The list renders its first screen at once and the rest a row per idle moment: measure once it is whole
  // (the row count has not changed for a second), not while it is still being built.
  await page.waitForFunction(
    () => {
      const n = document.querySelectorAll('.pair-row').length;
      const w = /** @type {any} */ (window);
      if (n !== w.__rows) [w.__rows, w.__since] = [n, performance.now()];
      return performance.now() - w.__since > 1000;
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
 * and the page's JS heap at the end (main thread).
 */
export async function fps(url, path, mode, seconds) {
  const { browser, ctx, page } = await openStreaming(url, path, mode);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Performance.enable');
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__long = 0;
    new PerformanceObserver((l) => {
      w.__long += l.getEntries().length;
    }).observe({ type: 'longtask' });
  });
  const { app, drawn, dropped } = await traceFrames(browser, seconds, async () => {
    const a0 = await metric('TaskDuration');
    await page.waitForTimeout(seconds * 1000);
    return { app: (((await metric('TaskDuration')) - a0) * 1000) / seconds };
  });
  const appLong = await page.evaluate(() => /** @type {any} */ (window).__long);
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
async function traceFrames(browser, seconds, measure) {
  const cdp = await browser.newBrowserCDPSession();
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
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
  const count = (name) => events.filter((e) => e.name === name).length / seconds;
  return { ...result, drawn: count('Display::FrameDisplayed'), dropped: count('DroppedFrame') };
}

/**
 * The frame counter of `fps` on an empty page (about:blank), CPU slowed 6x, for `seconds`: main-thread busy ms per
 * second. What any page pays for being asked for 60 frames a second, whatever it shows: the floor under `fps`'s
 * `busy`.
 */
export async function counterFloor(seconds) {
  const browser = await launch();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto('about:blank');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Performance.enable');
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
  const { busy } = await countFrames(page, metric, seconds);
  await browser.close();
  return busy;
}

/**
 * Runs a requestAnimationFrame loop in `page` for `seconds`: frames in each second, long tasks (> 50 ms), and the
 * main thread's busy ms per second meanwhile (`metric` reads CDP's Performance metrics).
 */
async function countFrames(page, metric, seconds) {
  const t0 = await metric('TaskDuration');
  const r = await page.evaluate(
    (secs) =>
      new Promise((resolve) => {
        const frames = [];
        let count = 0;
        let long = 0;
        let second = performance.now();
        new PerformanceObserver((l) => {
          long += l.getEntries().length;
        }).observe({ type: 'longtask' });
        const end = performance.now() + secs * 1000;
        const loop = (now) => {
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

/**
 * Lighthouse 12.8 mobile (simulated slow 4G, 4x CPU) of each url in one Chromium, `runs` times each:
 * per url the list of { score (0-100), lcp, tti (s), tbt (ms), cls, work, longTasks, short }. `short`: why the score is
 * under 100 (metrics scored under 1, opportunities with savings). `work` is the main thread's
 * time by the Performance panel's categories (Lighthouse's mainthread-work-breakdown: script evaluation, style &
 * layout, rendering, parse & compile, garbage collection, other), in ms at the simulated 4x CPU; `longTasks` the
 * tasks over 50 ms ({ url, start, duration } in ms). A run Lighthouse could not finish is run again (printed), never
 * counted as a score of 0. `throttlingMethod` 'devtools' slows the CPU 4x and the network to slow 4G for real while
 * Lighthouse records (tasks as measured) instead of simulating both from a fast run ('simulate', the default).
 */
export async function lighthouseRuns(urls, runs = 1, { throttlingMethod = 'simulate' } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results = urls.map(() => []);
  const failed = [];
  try {
    for (let i = 0; i < runs; i++) {
      for (const [n, url] of urls.entries()) {
        // A run Lighthouse itself could not finish (a protocol timeout on a busy machine: score null, metrics
        // NaN) is run again, at most twice, and counted in `failed`: it is no figure of the page.
        let r;
        for (let attempt = 0; attempt < 3; attempt++) {
          r = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod,
          });
          if (r.lhr.categories.performance.score != null && !r.lhr.runtimeError) break;
          failed.push(`${new URL(url).pathname}: ${r.lhr.runtimeError?.code ?? 'no score'}`);
        }
        if (r.lhr.categories.performance.score == null) continue;
        const a = r.lhr.audits;
        results[n].push({
          score: Math.round(r.lhr.categories.performance.score * 100),
          lcp: a['largest-contentful-paint'].numericValue / 1000,
          tti: a.interactive.numericValue / 1000,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          work: Object.fromEntries(
            (a['mainthread-work-breakdown'].details?.items ?? []).map((w) => [
              w.groupLabel ?? w.group,
              Math.round(w.duration),
            ]),
          ),
          // What keeps the score under 100: each metric's score under 1, with its value, and every opportunity
          // Lighthouse still sees (estimated savings), so a 99 comes with its reasons.
          short: [
            ...[
              'first-contentful-paint',
              'speed-index',
              'largest-contentful-paint',
              'total-blocking-time',
              'cumulative-layout-shift',
            ]
              .filter((id) => a[id].score < 1)
              .map((id) => `${a[id].title} ${a[id].displayValue} (score ${a[id].score})`),
            ...Object.values(a)
              .filter((x) => x.details?.type === 'opportunity' && (x.details.overallSavingsMs ?? 0) > 0)
              .map((x) => `${x.title}: ${Math.round(x.details.overallSavingsMs)} ms`),
          ],
          longTasks: (a['long-tasks'].details?.items ?? []).map((t) => ({
            url: String(t.url).replace(/^https?:\/\/[^/]+/, ''),
            start: Math.round(t.startTime),
            duration: Math.round(t.duration),
          })),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  if (failed.length) console.log(`  (Lighthouse runs that failed and were run again: ${failed.join('; ')})`);
  return results;
}
