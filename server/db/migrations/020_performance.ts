import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The performance tester's kit. perf_bench_runs: one row per device benchmark run (the overlay's one-tap
 * benchmark), with the device reduced to a browser, a system and a class, never a person (no IP, no user). The
 * steps are kept as JSON text: they are only ever read back whole, beside the run.
 *
 * perf_rum_buckets: the field data of sampled page views, aggregated as they arrive into one fixed log-scale
 * histogram per day (UTC), route template, locale, device class and figure (server/perf/rum-histogram.ts): a row
 * is one bucket's count, bumped by an upsert. That keeps p75/p95 within the bucket width (±5 %) for any number of
 * views at a bounded size (at most ~130 buckets per group and day), where raw samples would grow with traffic.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('perf_bench_runs')
    .addColumn('id', t.int, t.id)
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .addColumn('build', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('device_class', 'text', (c) => c.notNull())
    .addColumn('hardware_concurrency', t.int)
    .addColumn('device_memory', t.real)
    .addColumn('connection', 'text')
    .addColumn('heap_before', t.int)
    .addColumn('heap_after', t.int)
    .addColumn('steps_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('perf_bench_runs_created').on('perf_bench_runs').column('created_ms').execute();
  await db.schema
    .createTable('perf_rum_buckets')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('device_class', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', t.int, (c) => c.notNull())
    .addColumn('n', t.int, (c) => c.notNull())
    .addPrimaryKeyConstraint('perf_rum_buckets_pk', ['day', 'route', 'locale', 'device_class', 'metric', 'bucket'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('perf_rum_buckets').execute();
  await db.schema.dropTable('perf_bench_runs').execute();
}
