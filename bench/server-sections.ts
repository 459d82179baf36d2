// The sections that need no browser and fit in a few lines: back-fill, trigger books, the ledger property test at
// 10,000 runs, the crash run and the fuzz suite at 10x. Each prints its figures through `out`.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { BenchContext } from './harness.js';

/** First start: 300+ candles per period per pair, on a fresh database. */
export async function benchBackfill({ startHarness, out }: BenchContext): Promise<void> {
  console.log('\nBack-fill (first start: 300+ candles per period per pair, on a fresh database)');
  const h = await startHarness();
  out(`market init with back-fill, ${h.pairs} pairs`, `${h.initMs} ms`);
  await h.stop();
}

/** What bench/trigger-bench.ts prints (µs per tick). */
interface TriggerFigures {
  bookUs: number;
  scanUs: number;
  plain: { us: number; closes: number };
  trailing: { us: number; moves: number; closes: number };
  alerts: { us: number; fires: number; rearms: number };
}

const TICKS_NOTE = '20,000 ticks';

export async function benchTriggers({ root, out }: BenchContext): Promise<void> {
  console.log('\nTrigger check per tick, 100,000 open orders (target under 1 ms)');
  const r = JSON.parse(
    execFileSync('node', [join(root, 'dist/bench/trigger-bench.mjs')], { encoding: 'utf8' }),
  ) as TriggerFigures;
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

export async function benchProperty({ root, out }: BenchContext): Promise<void> {
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

export async function benchCrash({ out }: BenchContext): Promise<void> {
  const kills = Number(process.env.BENCH_KILLS || 25);
  console.log(`\nCrash: the built server killed with SIGKILL at random moments under orders, closes, pending orders, cancels,
  deposits, withdrawals and operator reviews, restarted on the same data each time (${kills} kills)`);
  const { crashRun } = await import('./crash-run.js');
  const t0 = performance.now();
  const log = process.env.BENCH_VERBOSE ? (l: string) => console.log(`      ${l}`) : undefined;
  const r = await crashRun({ kills, ...(log ? { log } : {}) });
  out('kills', `${r.kills} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  out('operations sent / acknowledged', `${r.sent} / ${r.acknowledged}`);
  out('acknowledged but lost / duplicated', `${r.lost} / ${r.duplicated}`);
  out('ledger invariant violations (users)', String(r.invariantViolations));
  out('client_id retries answered with another order', String(r.retryMismatches));
  for (const p of r.problems) console.log(`    ${p}`);
}

export async function benchChaos({ out }: BenchContext): Promise<void> {
  const kills = Number(process.env.BENCH_KILLS || 20);
  console.log(`\nChaos: two instances on PostgreSQL and Redis under orders, closes, pending orders, stop-losses and price alerts
  sent to both in turn, the engine-role holder killed with SIGKILL and restarted each time (${kills} kills)`);
  const { benchPostgres } = await import('./orders.js');
  const { redisAnswers, TEST_REDIS_URL } = await import('../scripts/local-servers.mjs');
  const pg = await benchPostgres();
  if (!pg || !(await redisAnswers(TEST_REDIS_URL))) {
    console.log(
      '  (needs PostgreSQL at TEST_DATABASE_URL and Redis at TEST_REDIS_URL: skipped; scripts/pg-up.mjs and redis-up.mjs start them)',
    );
    await pg?.drop();
    return;
  }
  const { chaosRun } = await import('./chaos-run.js');
  const t0 = performance.now();
  const log = process.env.BENCH_VERBOSE ? (l: string) => console.log(`      ${l}`) : undefined;
  try {
    const r = await chaosRun({ kills, databaseUrl: pg.url, ...(log ? { log } : {}) });
    const sorted = [...r.failoverMs].sort((a, b) => a - b);
    out('kills', `${r.kills} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    out('operations sent / acknowledged', `${r.sent} / ${r.acknowledged}`);
    out('acknowledged but lost / duplicated', `${r.lost} / ${r.duplicated}`);
    out('ledger invariant violations (users)', String(r.invariantViolations));
    out(
      'failover, kill to lease held and tick applied: median / max',
      `${sorted[Math.floor(sorted.length / 2)] ?? '-'} / ${sorted.at(-1) ?? '-'} ms`,
    );
    out('stops or alerts armed after a failover not fired within 10 s', String(r.missedTriggers));
    const probes = [...r.probeMs].sort((a, b) => a - b);
    out(
      'stop and alert armed after a failover, dip to fired: median / max',
      `${probes[Math.floor(probes.length / 2)] ?? '-'} / ${probes.at(-1) ?? '-'} ms`,
    );
    for (const p of r.problems) console.log(`    ${p}`);
  } finally {
    await pg.drop();
  }
}

export async function benchFuzz({ root, out }: BenchContext): Promise<void> {
  console.log('\nFuzz: every route of the route table, 10x the requests of npm test');
  const t0 = performance.now();
  let text: string;
  try {
    text = execFileSync(join(root, 'node_modules/.bin/vitest'), ['run', 'tests/server/http/fuzz.test.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FUZZ_PER_ROUTE: '200', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
  } catch (err) {
    // The suite fails on any finding: the counts are still printed.
    text = `${(err as { stdout?: string }).stdout ?? ''}`;
  }
  const m = /fuzz: (\d+) requests over (\d+) routes; 5xx (\d+), non-envelope (\d+), writes on refusal (\d+)/.exec(text);
  if (!m) console.log(text.slice(-3000));
  out('requests / routes', m ? `${m[1]} / ${m[2]}` : 'no result');
  out('5xx / non-envelope / writes on refusal', m ? `${m[3]} / ${m[4]} / ${m[5]}` : 'no result');
  out('time', `${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
