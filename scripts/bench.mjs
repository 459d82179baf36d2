// `npm run bench`: measured figures, printed, never asserted. Sections: bundle sizes in a real
// Chromium load, back-fill time, frame rate with a 6x slower CPU (worker vs main-thread socket),
// server fan-out to 1,000 and 5,000 sockets, the fuzz suite at 10x; `crash` kills the server 25 times under load;
// `compare` (only when named) builds the app on Preact and on real React and measures both side by side.
// `load` traces the first 5 s of a cold start of / and /trade, first and return visit (bench-load.mjs).
// `trace` breaks the main thread's time on load down by category; `cluster` runs 2 and 4 instances on PostgreSQL and
// Redis (bench-cluster.mjs). `overlay`: what the perf overlay costs /trade (bench-overlay.mjs). `inp` times the
// trader's taps at 4x CPU (bench-inp.mjs); `soak` (only when named) keeps /trade streaming for 10 minutes and
// compares heap, DOM and worker memory (bench-soak.mjs). Machine is shared and noisy: compare ratios.
import { fork, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CHROMIUM, launch } from './bench-browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);
const want = (s) => only.length === 0 || only.includes(s);
const kb = (b) => `${(b / 1024).toFixed(1)} kB`;

execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
// The figures mean little without the machine and how busy it was.
console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) at ${new Date().toISOString()}`,
);
await build({
  entryPoints: [
    join(root, 'bench/server-harness.ts'),
    join(root, 'bench/socket-load.ts'),
    join(root, 'bench/trigger-bench.ts'),
  ],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outdir: join(root, 'dist/bench'),
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
// The crash run is the same code as tests/server/crash.test.ts (3 kills there), bundled on its own so the
// outputs above keep their paths.
await build({
  entryPoints: [join(root, 'tests/server/crash-run.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: join(root, 'dist/bench/crash-run.mjs'),
  logLevel: 'warning',
});

/** Starts the benchmark server process; resolves with its url and back-fill time. */
function startHarness(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-bench-'));
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server process there (open it in Chrome DevTools).
  const execArgv = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  if (process.env.BENCH_IMPORT) execArgv.push('--import', process.env.BENCH_IMPORT);
  const child = fork(join(root, 'dist/bench/server-harness.mjs'), [], {
    execArgv,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (msg, type) =>
    new Promise((resolve) => {
      const on = (m) => {
        if (m.type === type) {
          child.off('message', on);
          resolve(m);
        }
      };
      child.on('message', on);
      if (msg) child.send(msg);
    });
  return ask(null, 'ready').then((ready) => ({
    ...ready,
    ask,
    pid: child.pid,
    // A section ends by itself: a harness that has not exited 15 s after 'stop' is killed (and said so), so one
    // stuck server cannot keep every later section from running.
    stop: async () => {
      // A harness the cluster section killed (SIGKILL) has a signalCode, not an exitCode, and no channel left.
      const gone = () => child.exitCode !== null || child.signalCode !== null;
      if (!gone() && child.connected) child.send('stop');
      const exited = await Promise.race([
        new Promise((r) => {
          if (gone()) r(true);
          else child.once('exit', () => r(true));
        }),
        new Promise((r) => setTimeout(() => r(false), 15_000).unref()),
      ]);
      if (!exited) {
        console.log('  (the bench server did not exit 15 s after stop: killed)');
        child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  }));
}

const results = [];
const out = (label, value) => {
  results.push([label, value]);
  console.log(`  ${label.padEnd(58)} ${value}`);
};

if (want('bundle') && CHROMIUM) {
  console.log(
    '\nBundle (gzip of the JS Chromium fetched on a first visit; budgets / 32 kB, /trade 62 kB, worker 8 kB)',
  );
  const h = await startHarness();
  const browser = await launch();
  const assets = join(root, 'dist/app/assets');
  for (const path of ['/', '/trade']) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const files = new Set();
    // App code only: /sw.js is the service worker's own script, fetched once per install, not page JS.
    ctx.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) files.add(u.pathname.split('/').pop());
    });
    const page = await ctx.newPage();
    await page.goto(h.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let app = 0;
    let worker = 0;
    for (const f of files) {
      const size = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
      if (f.startsWith('socket.worker')) worker += size;
      else app += size;
      if (process.env.BENCH_VERBOSE) console.log(`      ${kb(size).padStart(8)}  ${f}`);
    }
    out(`JS on first load of ${path} (${files.size} files, worker excluded)`, kb(app));
    if (path === '/') out('socket worker', kb(worker));
    await ctx.close();
  }
  await browser.close();
  await h.stop();
}

if (want('lighthouse') && CHROMIUM) {
  const { benchLighthouse } = await import('./bench-lighthouse.mjs');
  await benchLighthouse({ startHarness, out });
}

if (want('trace') && CHROMIUM) {
  const { benchTrace } = await import('./bench-lighthouse.mjs');
  await benchTrace({ startHarness, out });
}

if (want('load') && CHROMIUM) await (await import('./bench-load.mjs')).benchLoad({ startHarness, out });

if (want('inp') && CHROMIUM) await (await import('./bench-inp.mjs')).benchInp({ startHarness, out });

if (want('overlay') && CHROMIUM) await (await import('./bench-overlay.mjs')).benchOverlay({ startHarness, out });

// Ten minutes (`-- soak --minutes N` for another length): only when named, like `compare`.
if (only.includes('soak') && CHROMIUM) {
  const { benchSoak } = await import('./bench-soak.mjs');
  const at = only.indexOf('--minutes');
  await benchSoak({ startHarness, out, minutes: at >= 0 ? Number(only[at + 1]) : 10 });
}

if (want('backfill')) {
  console.log('\nBack-fill (first start: 300+ candles per period per pair, on a fresh database)');
  const h = await startHarness();
  out(`market init with back-fill, ${h.pairs} pairs`, `${h.initMs} ms`);
  await h.stop();
}

if (want('fps') && CHROMIUM) {
  const { benchFps } = await import('./bench-fps.mjs');
  await benchFps({ startHarness, out });
}

if (want('steady') && CHROMIUM) {
  // Where the UI thread's time goes while prices stream, by category, both socket modes.
  const { steadyTrace } = await import('./bench-steady.mjs');
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  console.log(`\nSteady state by category (CPU 6x, 60 pairs at 4 ticks/s, no frame counter, ${seconds} s traced)`);
  const h = await startHarness({ BENCH_PAIRS: '60', TICKS_PER_SECOND: '4' });
  for (const path of ['/', '/trade']) {
    for (const mode of ['worker', 'main']) {
      const r = await steadyTrace(h.url, path, mode, seconds);
      const cats = Object.entries(r.by)
        .sort((a, b) => b[1] - a[1])
        .map(([c, ms]) => `${c} ${ms.toFixed(1)}`)
        .join(', ');
      out(`${path} ${mode}: busy ms per s (by category)`, `${r.busy.toFixed(0)} (${cats})`);
      out(
        `${path} ${mode}: layouts per s, dirty objects each`,
        `${r.layouts.toFixed(1)}, ${r.layoutObjects.toFixed(0)}`,
      );
    }
  }
  await h.stop();
}

if (want('sockets')) {
  const { benchSockets } = await import('./bench-sockets.mjs');
  await benchSockets({ root, startHarness, out });
}

const TICKS_NOTE = '20,000 ticks';
if (want('triggers')) {
  console.log('\nTrigger check per tick, 100,000 open orders (target under 1 ms)');
  const r = JSON.parse(execFileSync('node', [join(root, 'dist/bench/trigger-bench.mjs')], { encoding: 'utf8' }));
  out('price-ordered book, per tick', `${r.bookUs.toFixed(2)} µs`);
  out('linear scan of every order, per tick', `${r.scanUs.toFixed(0)} µs`);
  out('linear scan / book', `${(r.scanUs / Math.max(r.bookUs, 0.01)).toFixed(0)}x`);
  // The engine's tick work in memory (book + trailing stop moves) on a walking price, without and with trailing.
  out(
    'book + moves per tick on a walking price, no trailing',
    `${r.plain.us.toFixed(2)} µs (${r.plain.closes} closes in ${TICKS_NOTE})`,
  );
  out(
    'the same with 10 % trailing stops',
    `${r.trailing.us.toFixed(2)} µs (${r.trailing.moves} stop moves, ${r.trailing.closes} closes)`,
  );
  out(
    '100,000 every-time price alerts, per tick',
    `${r.alerts.us.toFixed(2)} µs (${r.alerts.fires} fires, ${r.alerts.rearms} re-arms)`,
  );
}

if (want('orders')) {
  const { benchOrders } = await import('./bench-orders.mjs');
  await benchOrders({ startHarness, out });
}

if (want('cluster')) {
  const { clusterBench } = await import('./bench-cluster.mjs');
  const { benchPostgres } = await import('./bench-orders.mjs');
  await clusterBench({ root, startHarness, out, benchPostgres });
}

if (want('property')) {
  console.log('\nLedger property test at 10,000 runs');
  const t0 = performance.now();
  execFileSync(join(root, 'node_modules/.bin/vitest'), ['run', 'tests/server/trading/trading-property.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    // (the warning about vitest.config.ts's extensionless imports, printed once per project, is not a figure)
    env: { ...process.env, PROPERTY_RUNS: '10000', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  out('10,000 random sequences: invariant held', `${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

if (want('crash')) {
  const kills = Number(process.env.BENCH_KILLS || 25);
  console.log(`\nCrash: the built server killed with SIGKILL at random moments under orders, closes, pending orders, cancels,
  deposits, withdrawals and operator reviews, restarted on the same data each time (${kills} kills)`);
  const { crashRun } = await import(join(root, 'dist/bench/crash-run.mjs'));
  const t0 = performance.now();
  const r = await crashRun({ kills, log: process.env.BENCH_VERBOSE ? (l) => console.log(`      ${l}`) : undefined });
  out('kills', `${r.kills} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  out('operations sent / acknowledged', `${r.sent} / ${r.acknowledged}`);
  out('acknowledged but lost / duplicated', `${r.lost} / ${r.duplicated}`);
  out('ledger invariant violations (users)', String(r.invariantViolations));
  out('client_id retries answered with another order', String(r.retryMismatches));
  for (const p of r.problems) console.log(`    ${p}`);
}

if (want('fuzz')) {
  console.log('\nFuzz: every route of the route table, 10x the requests of npm test');
  const t0 = performance.now();
  let text;
  try {
    text = execFileSync(join(root, 'node_modules/.bin/vitest'), ['run', 'tests/server/http/fuzz.test.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FUZZ_PER_ROUTE: '200', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
  } catch (err) {
    text = `${err.stdout ?? ''}`;
  } // the suite fails on any finding: the counts are still printed
  const m = /fuzz: (\d+) requests over (\d+) routes; 5xx (\d+), non-envelope (\d+), writes on refusal (\d+)/.exec(text);
  if (!m) console.log(text.slice(-3000));
  out('requests / routes', m ? `${m[1]} / ${m[2]}` : 'no result');
  out('5xx / non-envelope / writes on refusal', m ? `${m[3]} / ${m[4]} / ${m[5]}` : 'no result');
  out('time', `${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

if (only.includes('compare') && CHROMIUM) {
  const { compareBuilds } = await import('./bench-compare.mjs');
  await compareBuilds({ root, startHarness });
}

if (!CHROMIUM) console.log('\n(no Chromium at /usr/bin/chromium: bundle and frame-rate sections skipped)');
// Nothing left to wait for: end even if a library left a handle open.
process.exit(0);
