// `npm run bench [-- <section>…]`: measured figures, printed, never asserted (docs/performance.md keeps the budgets
// and the latest figures). scripts/bench.mjs builds what is stale, bundles bench/ into dist/bench and runs this.
// Every section but `soak` and `compare` runs when none is named. The machine is shared and noisy: compare ratios.
import { cpus, loadavg, totalmem } from 'node:os';
import { CHROMIUM } from './browser/browser.js';
import { startHarness, type BenchContext, type Out } from './harness.js';
import { root } from './root.js';

interface Section {
  /** Needs Chromium (skipped, and said so, without it). */
  browser?: boolean;
  /** Runs only when named: too long, or a comparison of builds rather than a figure of this one. */
  onlyWhenNamed?: boolean;
  run(ctx: BenchContext, args: string[]): Promise<void>;
}

/** The sections in the order a full run takes them. */
const SECTIONS: Record<string, Section> = {
  // Gzip of the JS Chromium fetched on a first visit, against the budgets.
  bundle: { browser: true, run: async (c) => (await import('./browser/bundle.js')).benchBundle(c) },
  // Lighthouse on / and /trade, and the main thread's time on load by category.
  lighthouse: { browser: true, run: async (c) => (await import('./browser/lighthouse.js')).benchLighthouse(c) },
  trace: { browser: true, run: async (c) => (await import('./browser/lighthouse.js')).benchTrace(c) },
  // The first 5 s of a cold start of / and /trade, first and return visit.
  load: { browser: true, run: async (c) => (await import('./browser/load.js')).benchLoad(c) },
  // The trader's taps at 4x CPU.
  inp: { browser: true, run: async (c) => (await import('./browser/inp.js')).benchInp(c) },
  // What the on-device overlay costs /trade.
  overlay: { browser: true, run: async (c) => (await import('./browser/overlay.js')).benchOverlay(c) },
  // /trade streaming for 10 minutes (`-- soak --minutes N`): heap, DOM and worker memory.
  soak: {
    browser: true,
    onlyWhenNamed: true,
    run: async (c, args) => {
      const at = args.indexOf('--minutes');
      await (await import('./browser/soak.js')).benchSoak({ ...c, minutes: at >= 0 ? Number(args[at + 1]) : 10 });
    },
  },
  backfill: { run: async (c) => (await import('./server-sections.js')).benchBackfill(c) },
  // Frame rate at 6x CPU, socket in the worker and on the main thread.
  fps: { browser: true, run: async (c) => (await import('./browser/fps.js')).benchFps(c) },
  // Where the UI thread's time goes while prices stream, by category, both socket modes.
  steady: { browser: true, run: async (c) => (await import('./browser/steady.js')).benchSteady(c) },
  // The server's fan-out to 1,000 and 5,000 sockets.
  sockets: { run: async (c) => (await import('./sockets.js')).benchSockets(c) },
  triggers: { run: async (c) => (await import('./server-sections.js')).benchTriggers(c) },
  // Market orders through HTTP on SQLite and, when one answers, PostgreSQL.
  orders: { run: async (c) => (await import('./orders.js')).benchOrders(c) },
  // 2 and 4 instances on PostgreSQL and Redis.
  cluster: {
    run: async (c) => {
      const { benchPostgres } = await import('./orders.js');
      await (await import('./cluster.js')).clusterBench({ ...c, benchPostgres });
    },
  },
  // What the Prometheus metrics add to each request, publish pass and scrape.
  metrics: { run: async (c) => (await import('./metrics-cost.js')).benchMetricsCost(c) },
  property: { run: async (c) => (await import('./server-sections.js')).benchProperty(c) },
  // The built server killed 25 times under load.
  crash: { run: async (c) => (await import('./server-sections.js')).benchCrash(c) },
  // Two instances under orders, the engine-role holder killed 20 times.
  chaos: { run: async (c) => (await import('./server-sections.js')).benchChaos(c) },
  fuzz: { run: async (c) => (await import('./server-sections.js')).benchFuzz(c) },
  // The same source on Preact and on real React, side by side.
  compare: {
    browser: true,
    onlyWhenNamed: true,
    run: async (c) => (await import('./browser/compare.js')).compareBuilds(c),
  },
};

const args = process.argv.slice(2);
const named = args.filter((a) => a in SECTIONS);
const unknown = args.filter((a) => !(a in SECTIONS) && a !== '--minutes' && !/^\d+$/.test(a));
if (unknown.length) {
  console.error(`unknown section ${unknown.join(', ')}; the sections: ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}

// The figures mean little without the machine and how busy it was.
console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) at ${new Date().toISOString()}`,
);

const out: Out = (label, value) => console.log(`  ${label.padEnd(58)} ${value}`);
const ctx: BenchContext = { root, startHarness, out };
for (const [name, section] of Object.entries(SECTIONS)) {
  if (named.length ? !named.includes(name) : section.onlyWhenNamed) continue;
  if (section.browser && !CHROMIUM) continue;
  await section.run(ctx, args);
}

if (!CHROMIUM) console.log('\n(no Chromium at /usr/bin/chromium or CHROMIUM_PATH: the browser sections skipped)');
// Nothing left to wait for: end even if a library left a handle open.
process.exit(0);
