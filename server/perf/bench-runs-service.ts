import type { Db } from '../db/database.js';
import { describeUserAgent } from '../accounts/user-agent.js';
import { deviceClassOf } from '../../core/rules/device-class.js';
import { formatUtc } from '../../core/rules/datetime.js';
import type { BenchBody, DeviceClass, PerfBenchRun } from '../../core/wire/perf.js';

/**
 * Stores one device benchmark run (perf/bench). The user agent is kept only as the browser and system it names,
 * and the device as its class: nothing that tells one tester from another is stored.
 */
export async function recordBenchRun(db: Db, run: BenchBody, nowMs: number): Promise<number> {
  const { browser, os } = describeUserAgent(run.device.user_agent);
  const row = await db
    .insertInto('perf_bench_runs')
    .values({
      created_ms: nowMs,
      build: run.build,
      browser,
      os,
      device_class: deviceClassOf(run.device.hardware_concurrency, run.device.device_memory),
      hardware_concurrency: run.device.hardware_concurrency,
      device_memory: run.device.device_memory,
      connection: run.device.connection,
      heap_before: run.heap_before,
      heap_after: run.heap_after,
      steps_json: JSON.stringify(run.steps),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The newest `limit` runs, newest first (the back office's Performance page). */
export async function latestBenchRuns(db: Db, limit: number): Promise<PerfBenchRun[]> {
  const rows = await db.selectFrom('perf_bench_runs').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    created_at: formatUtc(Number(r.created_ms)),
    build: r.build,
    browser: r.browser,
    os: r.os,
    device_class: r.device_class as DeviceClass,
    hardware_concurrency: r.hardware_concurrency === null ? null : Number(r.hardware_concurrency),
    device_memory: r.device_memory === null ? null : Number(r.device_memory),
    connection: r.connection,
    heap_before: r.heap_before === null ? null : Number(r.heap_before),
    heap_after: r.heap_after === null ? null : Number(r.heap_after),
    steps: JSON.parse(r.steps_json) as PerfBenchRun['steps'],
  }));
}
