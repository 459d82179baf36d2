// `npm run bench -- orders`: market orders through HTTP on SQLite and, when one answers, on PostgreSQL,
// side by side from one bench. Printed, never asserted; docs/performance.md keeps the dated figures.
import { execFileSync } from 'node:child_process';
import type { BenchContext } from './harness.js';
import { pct } from './stats.js';

/**
 * A fresh PostgreSQL database for one bench section on the server at TEST_DATABASE_URL (the one `npm run test:pg`
 * uses), or null when none answers there; drop() removes it.
 */
export async function benchPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const { default: pg } = await import('pg');
  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
  } catch {
    return null;
  }
  const name = `lotline_bench_${process.pid}_${Date.now()}`;
  await c.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
    },
  };
}

/** Whether this process and the server can be pinned to their own cores (Linux taskset; BENCH_PIN=0 turns it off). */
function canPin(): boolean {
  if (process.env.BENCH_PIN === '0') return false;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Logs in `n` demo accounts (device ids `<prefix>-<i>`), the i-th on urls[i % urls.length]; returns their tokens.
 * Several accounts take turns, so a run measures accepted orders, not "insufficient balance" answers.
 */
export async function demoTokens(urls: string[], n: number, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const login = await (
      await fetch(`${urls[i % urls.length]}/api/user/loginForU`, {
        method: 'POST',
        body: new URLSearchParams({ demo_id: `${prefix}-${i}` }),
      })
    ).json();
    tokens.push(login.data.token);
  }
  return tokens;
}

/**
 * Sends `n` market orders of pair `id`, 32 in flight, the i-th to urls[i % urls.length] with tokens[i % tokens.length];
 * returns the accepted count and the latencies (ms).
 */
export async function sendOrders(urls: string[], tokens: string[], id: number, n: number) {
  const lat: number[] = [];
  let ok = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        const r = await (
          await fetch(
            `${urls[i % urls.length]}/v1/api/forex/submit?type=1&status=1&cont=0.01&multiple=20&forex_id=${id}`,
            {
              headers: { authorization: tokens[i % tokens.length]! },
            },
          )
        ).json();
        lat.push(performance.now() - t);
        if (r.code === 1) ok++;
      }
    }),
  );
  return { ok, lat };
}

interface OrdersRun {
  total: number;
  warm: number;
  pin: boolean;
}

/** The same run on SQLite and, when one answers, on PostgreSQL: side by side from one bench. */
async function ordersOn(
  { startHarness, out }: BenchContext,
  dialect: string,
  env: Record<string, string>,
  { total, warm, pin }: OrdersRun,
): Promise<void> {
  console.log(
    `\nMarket orders through HTTP on ${dialect} (${total} orders after ${warm} to warm up, 32 in flight${pin ? ', server and load pinned to their own cores' : ''}; target 1,000/s)`,
  );
  const h = await startHarness({ TICKS_PER_SECOND: '1', ...env });
  if (pin) {
    execFileSync('taskset', ['-p', '-c', '0', String(h.pid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  }
  const tokens = await demoTokens([h.url], 4, 'bench-orders-device');
  const list = await (await fetch(`${h.url}/v1/api/forex/trade_list?searchCurrency=BTCUSD`)).json();
  const id = list.data[0].Id;
  // Warm-up: the JIT and the database's page cache settle; a long-running server is always warm.
  await sendOrders([h.url], tokens, id, warm);
  const cpu0 = (await h.ask('stats', 'stats')).cpu;
  const t0 = performance.now();
  const { ok, lat } = await sendOrders([h.url], tokens, id, total);
  const secs = (performance.now() - t0) / 1000;
  out(`${dialect}: orders per second (accepted / sent)`, `${(ok / secs).toFixed(0)} / ${(total / secs).toFixed(0)}`);
  out(`${dialect}: latency p50 / p99`, `${pct(lat, 0.5).toFixed(1)} ms / ${pct(lat, 0.99).toFixed(1)} ms`);
  // How much of one core the server used: near 100% means the server is the limit, lower means the load generator,
  // the disk or (PostgreSQL) the database server, which runs outside the pinned core.
  const cpu1 = (await h.ask('stats', 'stats')).cpu;
  const cpuMs = (cpu1.user + cpu1.system - cpu0.user - cpu0.system) / 1000;
  out(
    `${dialect}: server CPU per order / busy share of one core`,
    `${(cpuMs / total).toFixed(2)} ms / ${((cpuMs / (secs * 1000)) * 100).toFixed(0)}%`,
  );
  await h.stop();
}

/** The orders section. */
export async function benchOrders(ctx: BenchContext): Promise<void> {
  // Server on core 0 and this load generator on core 1, so the figure is the server's, not the scheduler's:
  // unpinned, the two processes keep taking each other's core.
  const run: OrdersRun = {
    total: Number(process.env.BENCH_ORDERS || 3000),
    warm: Number(process.env.BENCH_WARMUP || 1000),
    pin: canPin(),
  };
  await ordersOn(ctx, 'SQLite', {}, run);
  const pgDb = await benchPostgres();
  if (pgDb) {
    try {
      await ordersOn(ctx, 'PostgreSQL', { DATABASE_URL: pgDb.url }, run);
    } finally {
      await pgDb.drop();
    }
  } else {
    console.log(
      '  (no PostgreSQL at TEST_DATABASE_URL: the PostgreSQL run is skipped; `node scripts/pg-up.mjs` starts one)',
    );
  }
}
