// `npm run bench -- load`: where the main thread's first 5 s go on a cold start of / and /trade, at 4x and
// 6x CPU, on a first visit (no service worker) and on a return visit (the service worker in control, its cache and
// the compiled code warm). Chromium's trace by the Performance panel's categories; printed, never asserted.
import type { Browser, Page } from 'playwright-core';
import type { BenchContext } from '../harness.js';
import { launch, type TraceEvent } from './browser.js';
import { summarise } from './steady.js';

const SECONDS = 5;
// The Performance panel's own categories: more (blink, cc) slow the page they measure.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'];

/** One traced load of `url` in `page` at `rate`x CPU: the first 5 s of its document's main thread (summarise). */
async function tracedLoad(browser: Browser, page: Page, url: string, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForTimeout(SECONDS * 1000 + 1000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  // The document's renderer (a process of its own under our COOP header): the one that marked the app's render.
  const render = events.find((e) => e.name === 'lotline:render');
  if (!render) return null;
  const mainTid = events.find(
    (e) => e.name === 'thread_name' && e.pid === render.pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const from = Math.min(
    ...events.filter((e) => e.ph === 'X' && e.pid === render.pid && e.tid === mainTid && e.ts > 0).map((e) => e.ts),
  );
  return summarise(events, SECONDS, { pid: render.pid, from });
}

export async function benchLoad({ startHarness, out }: BenchContext): Promise<void> {
  console.log(
    `\nLoad: the main thread's first ${SECONDS} s from the navigation's commit, cold start in the default language (hk), 360 px phone`,
  );
  const h = await startHarness();
  const browser = await launch();
  try {
    for (const path of ['/', '/trade']) {
      for (const rate of [4, 6]) {
        for (const visit of ['first visit', 'return visit']) {
          const ctx = await browser.newContext({
            viewport: { width: 360, height: 740 },
            isMobile: true,
            hasTouch: true,
          });
          if (visit === 'return visit') {
            // A first visit installs the service worker; the page is closed once it controls, then opened again.
            const first = await ctx.newPage();
            await first.goto(`${h.url}${path}`);
            await first.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
            await first.close();
          }
          const page = await ctx.newPage();
          const r = await tracedLoad(browser, page, `${h.url}${path}`, rate);
          await ctx.close();
          if (!r) {
            out(`${path} at ${rate}x, ${visit}`, 'no render within the window');
            continue;
          }
          const cats = Object.entries(r.by)
            .sort((a, b) => b[1] - a[1])
            .map(([c, msPerS]) => `${c} ${Math.round(msPerS * SECONDS)}`)
            .join(', ');
          out(`${path} at ${rate}x, ${visit}: busy ms (by category)`, `${Math.round(r.busy * SECONDS)} (${cats})`);
        }
      }
    }
  } finally {
    await browser.close();
    await h.stop();
  }
}
