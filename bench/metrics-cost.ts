// What the Prometheus metrics cost the server: the work each request, each publish pass and each scrape adds, timed
// in this process on the server's own ServerMetrics (server/metrics/server-metrics.ts), so no network or database
// noise is in the figures. Beside them, for scale: an order round trip is about 1 ms and a publish pass runs every
// 250 ms at most (docs/performance.md).
import { ServerMetrics } from '../server/metrics/server-metrics.js';
import type { BenchContext } from './harness.js';

/** Runs `op` n times and answers the mean cost in ns, after a warm-up of a tenth. */
function nsPerOp(n: number, op: (i: number) => void): number {
  for (let i = 0; i < n / 10; i++) op(i);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) op(i);
  return Number(process.hrtime.bigint() - t0) / n;
}

/** 60 routes and 4 statuses, as the API has them: the label sets a busy instance holds. */
const ROUTES = Array.from({ length: 60 }, (_, i) => `/v1/api/area${i % 7}/call${i}`);
const STATUSES = ['200', '200', '200', '404'];

export async function benchMetricsCost({ out }: BenchContext): Promise<void> {
  const m = new ServerMetrics();
  const request = nsPerOp(500_000, (i) =>
    m.httpDuration.observe({ method: 'GET', route: ROUTES[i % 60]!, status: STATUSES[i % 4]! }, 0.0012),
  );
  out('per request: its duration observed under route and status', `${request.toFixed(0)} ns`);
  // A publish pass to 5,000 sockets: one DAY_MARKET frame counted once with its copies, KLINE frames likewise, and
  // the pass's two timings.
  const publish = nsPerOp(200_000, () => {
    m.sent('public', 5000, 480);
    m.sent('public', 40, 120);
    m.publishDuration.observe(0.004);
    m.tickToSend.observe(0.08);
  });
  out('per publish pass: frames, bytes and two timings', `${publish.toFixed(0)} ns`);
  const order = nsPerOp(1_000_000, (i) => m.order(i % 3 ? 'submit' : 'close', 'ok', 1));
  out('per order: its result counted', `${order.toFixed(0)} ns`);
  const scrapes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await m.text();
    scrapes.push(performance.now() - t0);
  }
  scrapes.sort((a, b) => a - b);
  const text = await m.text();
  out(
    'one scrape (process defaults, 240 request series)',
    `${scrapes[10]!.toFixed(2)} ms, ${(text.length / 1024).toFixed(0)} kB`,
  );
}
