// `npm run bench`: measured figures, printed, never asserted. Sections: bundle sizes in a real
// Chromium load, back-fill time, frame rate with a 6x slower CPU (worker vs main-thread socket),
// server fan-out to 1,000 and 5,000 sockets, the fuzz suite at 10x; `crash` kills the server 25 times under load;
// `compare` (only when named) builds the app on Preact and on real React and measures both side by side.
// `trace` breaks the main thread's time on load down by category. Machine is shared and noisy: compare ratios.
import { fork, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CHROMIUM, fps, launch, lighthouseRuns, pct } from './bench-browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);
const want = (s) => only.length === 0 || only.includes(s);
const kb = (b) => `${(b / 1024).toFixed(1)} kB`;

execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
// The figures mean little without the machine and how busy it was.
console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) at ${new Date().toISOString()}`);
await build({
  entryPoints: [join(root, 'bench/server-harness.ts'), join(root, 'bench/socket-load.ts'), join(root, 'bench/trigger-bench.ts')],
  bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outdir: join(root, 'dist/bench'),
  outExtension: { '.js': '.mjs' }, logLevel: 'warning',
});
// The crash run is the same code as tests/server/crash.test.ts (3 kills there), bundled on its own so the
// outputs above keep their paths.
await build({
  entryPoints: [join(root, 'tests/server/crash-run.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20',
  packages: 'external', outfile: join(root, 'dist/bench/crash-run.mjs'), logLevel: 'warning',
});

/** Starts the benchmark server process; resolves with its url and back-fill time. */
function startHarness(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-bench-'));
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server process there (open it in Chrome DevTools).
  const execArgv = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  if (process.env.BENCH_IMPORT) execArgv.push('--import', process.env.BENCH_IMPORT);
  const child = fork(join(root, 'dist/bench/server-harness.mjs'), [], { execArgv, env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (msg, type) => new Promise((resolve) => { const on = (m) => { if (m.type === type) { child.off('message', on); resolve(m); } }; child.on('message', on); if (msg) child.send(msg); });
  return ask(null, 'ready').then((ready) => ({
    ...ready, ask, pid: child.pid,
    // A section ends by itself: a harness that has not exited 15 s after 'stop' is killed (and said so), so one
    // stuck server cannot keep every later section from running.
    stop: async () => {
      if (child.exitCode === null) child.send('stop');
      const exited = await Promise.race([
        new Promise((r) => { if (child.exitCode !== null) r(true); else child.once('exit', () => r(true)); }),
        new Promise((r) => setTimeout(() => r(false), 15_000).unref()),
      ]);
      if (!exited) { console.log('  (the bench server did not exit 15 s after stop: killed)'); child.kill('SIGKILL'); }
      rmSync(dataDir, { recursive: true, force: true });
    },
  }));
}

const results = [];
const out = (label, value) => { results.push([label, value]); console.log(`  ${label.padEnd(58)} ${value}`); };

if (want('bundle') && CHROMIUM) {
  console.log('\nBundle (gzip of the JS Chromium fetched on a first visit; budgets / 32 kB, /trade 62 kB, worker 6 kB)');
  const h = await startHarness();
  const browser = await launch();
  const assets = join(root, 'dist/app/assets');
  for (const path of ['/', '/trade']) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const files = new Set();
    // App code only: /sw.js is the service worker's own script, fetched once per install, not page JS.
    ctx.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) files.add(u.pathname.split('/').pop()); });
    const page = await ctx.newPage();
    await page.goto(h.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let app = 0; let worker = 0;
    for (const f of files) {
      const size = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
      if (f.startsWith('socket.worker')) worker += size; else app += size;
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
  console.log('\nLighthouse 12.8, mobile (simulated slow 4G, 4x CPU), Debian Chromium; installability from Chromium itself');
  const h = await startHarness();
  const [home, trade] = await lighthouseRuns([`${h.url}/`, `${h.url}/trade`]);
  for (const [path, [r]] of [['/', home], ['/trade', trade]]) {
    out(`${path}: performance score / LCP / TBT / CLS`, `${r.score} / ${r.lcp.toFixed(1)} s / ${Math.round(r.tbt)} ms / ${r.cls.toFixed(3)}`);
  }
  // Lighthouse 12 dropped its PWA audits: ask Chromium directly whether / can be installed (in a real
  // profile: an incognito context is never installable).
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'lotline-profile-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const page = await browser.newPage();
  await page.goto(h.url + '/', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15_000 }).catch(() => null);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { url: manifestUrl } = await cdp.send('Page.getAppManifest');
  out('installable (Page.getInstallabilityErrors)', installabilityErrors.length ? `no: ${installabilityErrors.map((e) => e.errorId).join(', ')}` : `yes (${new URL(manifestUrl).pathname}, service worker in control)`);
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await h.stop();
}

// Where the main thread's time goes on load (issue 12): Lighthouse's trace by the Performance panel's categories
// and its long tasks, for / and /trade, with and without the socket worker.
if (want('trace') && CHROMIUM) {
  console.log('\nMain thread on load (Lighthouse 12.8 mobile trace, simulated 4x CPU; ms by category; long tasks > 50 ms)');
  const h = await startHarness();
  const urls = [`${h.url}/`, `${h.url}/trade`, `${h.url}/?socket=main`];
  const runs = await lighthouseRuns(urls, Number(process.env.BENCH_RUNS || 1));
  for (const [i, url] of urls.entries()) {
    for (const r of runs[i]) {
      const path = new URL(url).pathname + new URL(url).search;
      out(`${path}: score / TBT`, `${r.score} / ${Math.round(r.tbt)} ms`);
      out(`${path}: main thread by category`, Object.entries(r.work).map(([k, v]) => `${k} ${v}`).join(', '));
      out(`${path}: long tasks`, r.longTasks.length ? r.longTasks.map((t) => `${t.duration} ms at ${t.start} (${t.url || 'page'})`).join('; ') : 'none');
    }
  }
  await h.stop();
}

if (want('backfill')) {
  console.log('\nBack-fill (first start: 300+ candles per period per pair, on a fresh database)');
  const h = await startHarness();
  out(`market init with back-fill, ${h.pairs} pairs`, `${h.initMs} ms`);
  await h.stop();
}

if (want('fps') && CHROMIUM) {
  const seconds = Number(process.env.BENCH_SECONDS || 20);
  console.log(`\nFrame rate (CPU slowed 6x, 60 pairs at 4 ticks/s, ${seconds} s each)`);
  const h = await startHarness({ BENCH_PAIRS: '60', TICKS_PER_SECOND: '4' });
  for (const path of ['/', '/trade']) {
    const w = await fps(h.url, path, 'worker', seconds);
    const m = await fps(h.url, path, 'main', seconds);
    out(`${path} worker: median fps / long tasks / main-thread busy ms per s`, `${w.fps} / ${w.long} / ${w.busy.toFixed(0)}`);
    out(`${path} main-thread socket: median fps / long tasks / busy ms per s`, `${m.fps} / ${m.long} / ${m.busy.toFixed(0)}`);
    out(`${path} main-thread busy, main-thread socket / worker`, `${(m.busy / Math.max(w.busy, 1)).toFixed(2)}x`);
    // Without the frame counter's 60 frames a second (bench-browser.mjs): the page's own main-thread time.
    out(`${path} page alone, busy ms per s: worker / main-thread socket`, `${w.app.toFixed(0)} / ${m.app.toFixed(0)} (${(m.app / Math.max(w.app, 1)).toFixed(2)}x)`);
  }
  await h.stop();
}

if (want('sockets')) {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  console.log(`\nServer fan-out (DAY_MARKET to N sockets from a separate process on loopback, ${seconds} s)`);
  for (const n of [1000, 5000]) {
    const h = await startHarness();
    const before = await h.ask('stats', 'stats');
    const load = fork(join(root, 'dist/bench/socket-load.mjs'), [], { env: { ...process.env, URL: h.url, SOCKETS: String(n), SECONDS: String(seconds) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const next = (type) => new Promise((resolve) => { const on = (m) => { if (m.type === type) { load.off('message', on); resolve(m); } }; load.on('message', on); });
    const connected = await next('connected');
    await h.ask('stats', 'stats'); // drop what was published while connecting
    const got = await next('received');
    const stats = await h.ask('stats', 'stats');
    const sentAt = new Map(stats.sent);
    const lat = [];
    for (const [key, times] of got.received) { const t = sentAt.get(key); if (t !== undefined) for (const at of times) lat.push(at - t); }
    out(`${n} sockets: connected / frames received`, `${connected.opened} / ${lat.length}`);
    out(`${n} sockets: publish-to-client latency p50 / p99`, `${pct(lat, 0.5)} ms / ${pct(lat, 0.99)} ms`);
    out(`${n} sockets: server RSS (idle start -> loaded)`, `${(before.rss / 2 ** 20).toFixed(0)} MB -> ${(stats.rss / 2 ** 20).toFixed(0)} MB`);
    await new Promise((r) => load.once('exit', r));
    await h.stop();
  }
  console.log('  (a tick waits up to 250 ms for its DAY_MARKET frame by design: coalescing; add that to tick-to-client)');
}

const TICKS_NOTE = '20,000 ticks';
if (want('triggers')) {
  console.log('\nTrigger check per tick, 100,000 open orders (target under 1 ms)');
  const r = JSON.parse(execFileSync('node', [join(root, 'dist/bench/trigger-bench.mjs')], { encoding: 'utf8' }));
  out('price-ordered book, per tick', `${r.bookUs.toFixed(2)} µs`);
  out('linear scan of every order, per tick', `${r.scanUs.toFixed(0)} µs`);
  out('linear scan / book', `${(r.scanUs / Math.max(r.bookUs, 0.01)).toFixed(0)}x`);
  // Issue 18: the engine's tick work in memory (book + trailing stop moves) on a walking price, without and with trailing.
  out('book + moves per tick on a walking price, no trailing', `${r.plain.us.toFixed(2)} µs (${r.plain.closes} closes in ${TICKS_NOTE})`);
  out('the same with 10 % trailing stops', `${r.trailing.us.toFixed(2)} µs (${r.trailing.moves} stop moves, ${r.trailing.closes} closes)`);
  out('100,000 every-time price alerts, per tick', `${r.alerts.us.toFixed(2)} µs (${r.alerts.fires} fires, ${r.alerts.rearms} re-arms)`);
}

/**
 * A fresh PostgreSQL database for one bench section on the server at TEST_DATABASE_URL (the one `npm run test:pg`
 * uses), or null when none answers there; drop() removes it.
 */
async function benchPostgres() {
  const { default: pg } = await import('pg');
  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try { await c.connect(); } catch { return null; }
  const name = `lotline_bench_${process.pid}_${Date.now()}`;
  await c.query(`create database ${name}`);
  const url = new URL(admin); url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => { await c.query(`drop database if exists ${name} with (force)`).catch(() => {}); await c.end(); },
  };
}

if (want('orders')) {
  const total = Number(process.env.BENCH_ORDERS || 3000);
  const warm = Number(process.env.BENCH_WARMUP || 1000);
  // Server on core 0 and this load generator on core 1 (Linux taskset; BENCH_PIN=0 turns it off), so the
  // figure is the server's, not the scheduler's: unpinned, the two processes keep taking each other's core.
  const pin = process.env.BENCH_PIN !== '0' && (() => { try { execFileSync('taskset', ['-V'], { stdio: 'ignore' }); return true; } catch { return false; } })();
  /** The same run on SQLite and, when one answers, on PostgreSQL (issue 16): side by side from one bench. */
  const ordersOn = async (dialect, env) => {
    console.log(`\nMarket orders through HTTP on ${dialect} (${total} orders after ${warm} to warm up, 32 in flight${pin ? ', server and load pinned to their own cores' : ''}; target 1,000/s)`);
    const h = await startHarness({ TICKS_PER_SECOND: '1', ...env });
    if (pin) {
      execFileSync('taskset', ['-p', '-c', '0', String(h.pid)], { stdio: 'ignore' });
      execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    }
    // Four demo accounts take turns, so the run measures accepted orders, not "insufficient balance" answers.
    const tokens = [];
    for (let i = 0; i < 4; i++) {
      const login = await (await fetch(`${h.url}/api/user/loginForU`, { method: 'POST', body: new URLSearchParams({ demo_id: `bench-orders-device-${i}` }) })).json();
      tokens.push(login.data.token);
    }
    const list = await (await fetch(`${h.url}/v1/api/forex/trade_list?searchCurrency=BTCUSD`)).json();
    const id = list.data[0].Id;
    /** Sends `n` market orders, 32 at a time; returns accepted count and latencies. */
    const run = async (n) => {
      const lat = [];
      let ok = 0; let next = 0;
      await Promise.all(Array.from({ length: 32 }, async () => {
        while (next < n) {
          const token = tokens[next++ % tokens.length];
          const t = performance.now();
          const r = await (await fetch(`${h.url}/v1/api/forex/submit?type=1&status=1&cont=0.01&multiple=20&forex_id=${id}`, { headers: { authorization: token } })).json();
          lat.push(performance.now() - t);
          if (r.code === 1) ok++;
        }
      }));
      return { ok, lat };
    };
    // Warm-up: the JIT and the database's page cache settle; a long-running server is always warm.
    await run(warm);
    const cpu0 = (await h.ask('stats', 'stats')).cpu;
    const t0 = performance.now();
    const { ok, lat } = await run(total);
    const secs = (performance.now() - t0) / 1000;
    out(`${dialect}: orders per second (accepted / sent)`, `${(ok / secs).toFixed(0)} / ${(total / secs).toFixed(0)}`);
    out(`${dialect}: latency p50 / p99`, `${pct(lat, 0.5).toFixed(1)} ms / ${pct(lat, 0.99).toFixed(1)} ms`);
    // How much of one core the server used: near 100% means the server is the limit, lower means the load generator,
    // the disk or (PostgreSQL) the database server, which runs outside the pinned core.
    const cpu1 = (await h.ask('stats', 'stats')).cpu;
    const cpuMs = (cpu1.user + cpu1.system - cpu0.user - cpu0.system) / 1000;
    out(`${dialect}: server CPU per order / busy share of one core`, `${(cpuMs / total).toFixed(2)} ms / ${((cpuMs / (secs * 1000)) * 100).toFixed(0)}%`);
    await h.stop();
  };
  await ordersOn('SQLite', {});
  const pgDb = await benchPostgres();
  if (pgDb) {
    try { await ordersOn('PostgreSQL', { DATABASE_URL: pgDb.url }); } finally { await pgDb.drop(); }
  } else {
    console.log('  (no PostgreSQL at TEST_DATABASE_URL: the PostgreSQL run is skipped; `node scripts/pg-up.mjs` starts one)');
  }
}

if (want('property')) {
  console.log('\nLedger property test at 10,000 runs');
  const t0 = performance.now();
  execFileSync(join(root, 'node_modules/.bin/vitest'), ['run', 'tests/server/trading-property.test.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PROPERTY_RUNS: '10000' } });
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
    text = execFileSync(join(root, 'node_modules/.bin/vitest'), ['run', 'tests/server/fuzz.test.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, FUZZ_PER_ROUTE: '200' } });
  } catch (err) { text = `${err.stdout ?? ''}`; } // the suite fails on any finding: the counts are still printed
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
