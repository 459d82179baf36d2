import type { Generated } from 'kysely';

/** The performance tester's kit (migration 020). *_ms are Unix milliseconds (../schema.ts). */

/** One device benchmark run: the device reduced to browser, system and class; no person, no IP. */
export interface PerfBenchRunsTable {
  id: Generated<number>;
  created_ms: number;
  build: string;
  browser: string;
  os: string;
  device_class: string;
  hardware_concurrency: number | null;
  /** GB, as the browser rounds it. */
  device_memory: number | null;
  connection: string | null;
  /** Bytes of JS heap before and after the run (Chromium only). */
  heap_before: number | null;
  heap_after: number | null;
  /** JSON of the steps as the wire's BenchBody has them. */
  steps_json: string;
}

/** One bucket of a field-data histogram (server/perf/rum-histogram.ts): `n` page views of the group fell in it. */
export interface PerfRumBucketsTable {
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  route: string;
  locale: string;
  device_class: string;
  metric: string;
  bucket: number;
  n: number;
}
