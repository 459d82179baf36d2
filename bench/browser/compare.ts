// `npm run bench -- compare`: the same source built on Preact (what ships: react aliased to preact/compat) and on
// real React 19 (`npm run build:react`), measured in one run on the same machine and printed side by side with the
// ratio Preact / React. Each measurement alternates the builds, so a machine that gets busier during the
// run weighs on both alike. Printed, never asserted; docs/performance.md keeps the dated figures.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { BenchContext } from '../harness.js';
import { fps, launch, median } from './browser.js';
import { lighthouseRuns, type LighthouseRun } from './lighthouse-runs.js';

type Build = { ui: string; dir: string };

const BUILDS: Build[] = [
  { ui: 'preact', dir: 'dist/app' },
  { ui: 'react', dir: 'dist/app-react' },
];

/**
 * JS bytes Chromium fetched on a first visit of `path`, as they came over the wire with `encoding` (gzip or br):
 * the page's own JS and, apart, the socket worker's. Service workers are blocked so their precache fetches do not
 * count; the worker's script is fetched outside the page, so its size is that of the file the server sent
 * (the build's precompressed .gz or .br next to it).
 */
async function firstLoadJs(browser: Browser, url: string, dir: string, path: string, encoding: string) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'accept-encoding': encoding },
  });
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  ctx.on('requestfinished', (r) => {
    const name = new URL(r.url()).pathname;
    if (!name.startsWith('/assets/') || !name.endsWith('.js')) return;
    pending.push(
      r.sizes().then((s) => {
        sizes.set(name, Math.max(sizes.get(name) ?? 0, s.responseBodySize));
      }),
    );
  });
  const page = await ctx.newPage();
  await page.goto(url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await ctx.close();
  let app = 0;
  let worker = 0;
  for (const [name, wire] of sizes) {
    const onDisk = () => statSync(join(dir, `${name}.${encoding === 'br' ? 'br' : 'gz'}`)).size;
    if (name.includes('socket.worker')) worker += wire > 0 ? wire : onDisk();
    else app += wire;
  }
  return { app, worker };
}

/**
 * The order journey at 6x CPU slowdown, `runs` times: a demo user on /trade taps Buy, and the time runs from the
 * tap's pointerdown to the frame after the success popup is in the page (the server's answer included).
 */
async function orderJourney(url: string, runs: number) {
  const browser = await launch();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await ctx.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await ctx.newPage();
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Try demo' }).click();
  await page.waitForURL(`${url}/`);
  await page.locator('button[data-code="BTCUSD"]').click();
  await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.evaluate(() => {
      (window as unknown as { __orderMs: Promise<number> }).__orderMs = new Promise((resolve) => {
        let t0 = 0;
        addEventListener(
          'pointerdown',
          (e) => {
            t0 = e.timeStamp;
          },
          { capture: true, once: true },
        );
        const seen = new MutationObserver(() => {
          if (!document.querySelector('[data-testid=order-success]')) return;
          seen.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        seen.observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.getByRole('button', { name: 'Buy / Long' }).tap();
    times.push(await page.evaluate(() => (window as unknown as { __orderMs: Promise<number> }).__orderMs));
    await page.getByTestId('order-success').getByRole('button', { name: 'OK' }).tap();
    await page.getByTestId('order-success').waitFor({ state: 'detached' });
  }
  await browser.close();
  return times;
}

const kB = (b: number) => `${(b / 1024).toFixed(1)} kB`;
const fixed =
  (d: number, unit = '') =>
  (v: number) =>
    `${v.toFixed(d)}${unit}`;

/** The rows of the table: [label, format, Preact value, React value]. */
class Table {
  readonly rows: [string, (v: number) => string, number, number][] = [];

  row(label: string, format: (v: number) => string, values: number[]): void {
    this.rows.push([label, format, values[0]!, values[1]!]);
  }

  print(): void {
    console.log(`\n  ${'what'.padEnd(62)} ${'Preact'.padStart(10)} ${'React'.padStart(10)}  Preact / React`);
    for (const [label, format, p, r] of this.rows) {
      const ratio = r ? `${(p / r).toFixed(2)}x` : '-';
      console.log(`  ${label.padEnd(62)} ${format(p).padStart(10)} ${format(r).padStart(10)}  ${ratio}`);
    }
  }
}

/** The value of `fn` for each build, Preact first. */
async function each<T>(fn: (b: Build, i: number) => Promise<T>): Promise<T[]> {
  const v: T[] = [];
  for (const [i, b] of BUILDS.entries()) v.push(await fn(b, i));
  return v;
}

type Served = Awaited<ReturnType<BenchContext['startHarness']>>;

/** First-load JS of / and /trade by encoding, and the socket worker's, per build. */
async function firstLoadRows(table: Table, root: string, servers: Served[]): Promise<void> {
  console.log('  first-load JS…');
  const browser = await launch();
  for (const path of ['/', '/trade']) {
    for (const enc of ['gzip', 'br']) {
      const r = await each((b, i) => firstLoadJs(browser, servers[i]!.url, join(root, b.dir), path, enc));
      table.row(
        `JS on first load of ${path}, ${enc}`,
        kB,
        r.map((x) => x.app),
      );
      if (path === '/')
        table.row(
          `socket worker, ${enc}`,
          kB,
          r.map((x) => x.worker),
        );
    }
  }
  await browser.close();
}

/** Lighthouse's medians over `runs` runs of / and /trade per build. */
async function lighthouseRows(table: Table, servers: Served[], runs: number): Promise<void> {
  console.log(`  Lighthouse, ${runs} run(s) per route and build…`);
  const lh: Record<'/' | '/trade', LighthouseRun>[][] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [n, s] of servers.entries()) {
      const [home, trade] = await lighthouseRuns([`${s.url}/`, `${s.url}/trade`]);
      lh[n]!.push({ '/': home![0]!, '/trade': trade![0]! });
    }
  }
  for (const path of ['/', '/trade'] as const) {
    const m = (n: number, k: 'score' | 'tbt' | 'lcp' | 'tti') => median(lh[n]!.map((r) => r[path][k]));
    table.row(`Lighthouse ${path}: performance score`, fixed(0), [m(0, 'score'), m(1, 'score')]);
    table.row(`Lighthouse ${path}: total blocking time`, fixed(0, ' ms'), [m(0, 'tbt'), m(1, 'tbt')]);
    table.row(`Lighthouse ${path}: largest contentful paint`, fixed(2, ' s'), [m(0, 'lcp'), m(1, 'lcp')]);
    table.row(`Lighthouse ${path}: time to interactive`, fixed(2, ' s'), [m(0, 'tti'), m(1, 'tti')]);
  }
}

/** 60 pairs at 4 ticks a second on a 6x slower CPU, `seconds` per build: frame rate, busy time, heap. */
async function fpsRows(table: Table, startHarness: BenchContext['startHarness'], seconds: number): Promise<void> {
  console.log(`  60 pairs at 4 ticks/s, CPU 6x slower, ${seconds} s per build…`);
  const f = await each(async (b) => {
    const h = await startHarness({ UI: b.ui, BENCH_PAIRS: '60', TICKS_PER_SECOND: '4' });
    try {
      return await fps(h.url, '/', 'worker', seconds);
    } finally {
      await h.stop();
    }
  });
  table.row(
    '60 pairs: median frame rate',
    fixed(0, ' fps'),
    f.map((x) => x.fps),
  );
  table.row(
    '60 pairs: 5th-percentile frame rate',
    fixed(0, ' fps'),
    f.map((x) => x.p5),
  );
  table.row(
    '60 pairs: main-thread busy per second, the page alone',
    fixed(0, ' ms'),
    f.map((x) => x.app),
  );
  table.row(
    '60 pairs: frames dropped per second, the page alone',
    fixed(1),
    f.map((x) => x.dropped),
  );
  table.row(
    '60 pairs: main-thread busy per second, with the 60 fps loop',
    fixed(0, ' ms'),
    f.map((x) => x.busy),
  );
  table.row(
    `60 pairs: long tasks (> 50 ms) in ${seconds} s`,
    fixed(0),
    f.map((x) => x.long),
  );
  table.row(
    `60 pairs: page JS heap after ${seconds} s`,
    (v: number) => `${(v / 2 ** 20).toFixed(1)} MB`,
    f.map((x) => x.heap),
  );
}

/** Runs every comparison and prints the table. */
export async function compareBuilds({ root, startHarness }: BenchContext): Promise<void> {
  execFileSync('node', ['scripts/build-if-stale.mjs', '--ui=preact,react'], { cwd: root, stdio: 'inherit' });
  const seconds = Number(process.env.BENCH_SECONDS || 20);
  const runs = Number(process.env.BENCH_RUNS || 3);
  const journeys = Number(process.env.BENCH_JOURNEYS || 10);
  const table = new Table();

  console.log(`\nPreact and React side by side (the same source; runs alternate the builds)`);
  const servers = await each((b) => startHarness({ UI: b.ui }));
  try {
    await firstLoadRows(table, root, servers);
    await lighthouseRows(table, servers, runs);
    console.log(`  order journey at 6x, ${journeys} taps per build…`);
    const orders = await each((b, i) => orderJourney(servers[i]!.url, journeys));
    table.row(
      `order journey (tap Buy -> success popup) at 6x, median of ${journeys}`,
      fixed(0, ' ms'),
      orders.map(median),
    );
  } finally {
    for (const s of servers) await s.stop();
  }
  await fpsRows(table, startHarness, seconds);
  table.print();
}
