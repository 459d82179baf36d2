import type { Db } from '../db/database.js';
import { formatUtc } from '../../core/rules/datetime.js';
import {
  RUM_METRIC_NAMES,
  type DeviceClass,
  type Percentiles,
  type PerfTableRow,
  type PerfTrend,
  type RumBody,
  type RumMetric,
} from '../../core/wire/perf.js';
import { bucketOf, percentilesOf } from './rum-histogram.js';

const DAY_MS = 86_400_000;
/** The UTC day of an instant, 'YYYY-MM-DD'. */
export const utcDay = (ms: number): string => formatUtc(ms).slice(0, 10);

/**
 * Adds one page view's figures to its group's histograms for the day (UTC): one bucket bumped per figure it
 * reported, all in one transaction (a view counts whole or not at all). The upsert is atomic on both dialects, so
 * concurrent beacons on many instances never lose a count.
 */
export async function recordRumView(db: Db, view: RumBody, nowMs: number): Promise<void> {
  const group = { day: utcDay(nowMs), route: view.route, locale: view.locale, device_class: view.device_class };
  const figures = RUM_METRIC_NAMES.filter((m) => typeof view[m] === 'number');
  if (!figures.length) return;
  await db.transaction().execute(async (tx) => {
    for (const metric of figures) {
      await tx
        .insertInto('perf_rum_buckets')
        .values({ ...group, metric, bucket: bucketOf(metric, view[metric]!), n: 1 })
        .onConflict((oc) =>
          oc
            .columns(['day', 'route', 'locale', 'device_class', 'metric', 'bucket'])
            .doUpdateSet((eb) => ({ n: eb('perf_rum_buckets.n', '+', 1) })),
        )
        .execute();
    }
  });
}

type Hist = Map<RumMetric, Map<number, number>>;
const add = (h: Hist, metric: string, bucket: number, n: number) => {
  const m = metric as RumMetric;
  if (!RUM_METRIC_NAMES.includes(m)) return;
  const counts = h.get(m) ?? new Map<number, number>();
  counts.set(bucket, (counts.get(bucket) ?? 0) + n);
  h.set(m, counts);
};
const figuresOf = (h: Hist | undefined): Record<RumMetric, Percentiles> =>
  Object.fromEntries(RUM_METRIC_NAMES.map((m) => [m, percentilesOf(m, h?.get(m) ?? new Map())])) as Record<
    RumMetric,
    Percentiles
  >;

/**
 * p75/p95 of every figure per day for the `days` ending today (UTC), over all routes, locales and classes, plus the
 * last 7 days against the 7 before them: what an operator compares after a release.
 */
export async function rumTrend(db: Db, days: number, nowMs: number): Promise<PerfTrend> {
  const span = Math.max(days, 14);
  const from = utcDay(nowMs - (span - 1) * DAY_MS);
  const rows = await db
    .selectFrom('perf_rum_buckets')
    .select(['day', 'metric', 'bucket', (eb) => eb.fn.sum<string | number>('n').as('n')])
    .where('day', '>=', from)
    .groupBy(['day', 'metric', 'bucket'])
    .execute();
  const byDay = new Map<string, Hist>();
  const last7: Hist = new Map();
  const prev7: Hist = new Map();
  const last7From = utcDay(nowMs - 6 * DAY_MS);
  const prev7From = utcDay(nowMs - 13 * DAY_MS);
  for (const r of rows) {
    const n = Number(r.n);
    const bucket = Number(r.bucket);
    const h = byDay.get(r.day) ?? new Map();
    byDay.set(r.day, h);
    add(h, r.metric, bucket, n);
    if (r.day >= last7From) add(last7, r.metric, bucket, n);
    else if (r.day >= prev7From) add(prev7, r.metric, bucket, n);
  }
  const out: PerfTrend['days'] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = utcDay(nowMs - i * DAY_MS);
    out.push({ day, metrics: figuresOf(byDay.get(day)) });
  }
  return { days: out, last7: figuresOf(last7), prev7: figuresOf(prev7) };
}

/** p75/p95 of every figure per route and device class over the days `from`…`to` (inclusive, UTC). */
export async function rumTable(db: Db, from: string, to: string): Promise<PerfTableRow[]> {
  const rows = await db
    .selectFrom('perf_rum_buckets')
    .select(['route', 'device_class', 'metric', 'bucket', (eb) => eb.fn.sum<string | number>('n').as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['route', 'device_class', 'metric', 'bucket'])
    .execute();
  const groups = new Map<string, { route: string; device_class: DeviceClass; h: Hist }>();
  for (const r of rows) {
    const key = `${r.route} ${r.device_class}`;
    const g = groups.get(key) ?? { route: r.route, device_class: r.device_class as DeviceClass, h: new Map() };
    groups.set(key, g);
    add(g.h, r.metric, Number(r.bucket), Number(r.n));
  }
  return [...groups.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || a.device_class.localeCompare(b.device_class))
    .map((g) => ({ route: g.route, device_class: g.device_class, metrics: figuresOf(g.h) }));
}
