// `npm run bench -- overlay`: what the on-device performance overlay (`?perf=1`) costs the page it
// measures. /trade streams prices at 4x CPU, BENCH_ROUNDS (3) times without the overlay and with it, alternating
// (a run's neighbours on a shared machine swing a single pair of runs); each run reads the main thread's busy time
// per second (CDP TaskDuration) over BENCH_SECONDS (10), and with the overlay also the cost it shows itself (its
// sampling, its render and the frame that shows it, the "Overlay cost" row). Printed, never asserted: the overlay's
// documented cost (docs/performance.md, "On-device overlay and benchmark") is up to about 70 ms a second at 4x CPU
// on a loaded machine, of which it reports about 20; the difference should stay near that.
import type { BenchContext } from '../harness.js';
import { metricOf, median, openStreaming } from './browser.js';

/** Busy ms per second of /trade, with or without the overlay, and the overlay's own reading (ms per s) if shown. */
async function busy(url: string, withOverlay: boolean, seconds: number) {
  // The boot reads `perf=1` anywhere in the address: the socket mode's query carries it.
  const { browser, ctx, page } = await openStreaming(url, '/trade', withOverlay ? 'worker&perf=1' : 'worker');
  if (withOverlay) await page.getByTestId('perf-overlay').waitFor({ timeout: 30_000 });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const metric = metricOf(cdp);
  const task = () => metric('TaskDuration');
  await page.waitForTimeout(2000); // the throttled page settles
  const costs: number[] = [];
  const t0 = await task();
  for (let s = 0; s < seconds; s++) {
    await page.waitForTimeout(1000);
    if (withOverlay) costs.push(Number(await page.getByTestId('perf-cost').textContent()));
  }
  const ms = (((await task()) - t0) * 1000) / seconds;
  await browser.close();
  return { ms, own: costs.length ? median(costs.filter(Number.isFinite)) : null };
}

export async function benchOverlay({ startHarness, out }: BenchContext): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  const rounds = Number(process.env.BENCH_ROUNDS || 3);
  console.log(`\nPerformance overlay's cost (/trade streaming, CPU slowed 4x, ${seconds} s each, ${rounds} rounds)`);
  const h = await startHarness({ BENCH_PAIRS: '60', TICKS_PER_SECOND: '4' });
  const off: number[] = [];
  const on: number[] = [];
  const own: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [true, false] : [false, true];
    for (const withOverlay of order) {
      const run = await busy(h.url, withOverlay, seconds);
      (withOverlay ? on : off).push(run.ms);
      if (run.own !== null) own.push(run.own);
    }
  }
  await h.stop();
  const f = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  out('/trade main-thread busy ms per s without the overlay (median; rounds)', `${median(off).toFixed(0)} (${f(off)})`);
  out('/trade main-thread busy ms per s with the overlay (median; rounds)', `${median(on).toFixed(0)} (${f(on)})`);
  out(
    'the overlay: added busy ms per s / the cost it shows itself (median)',
    `${(median(on) - median(off)).toFixed(1)} / ${median(own).toFixed(2)} (documented: up to ~70 added, ~20 reported, ms per s)`,
  );
}
