import { API_BASE, requestHeaders, settle, type Envelope } from './client';
import type { BenchBody } from '../../core/wire/perf';
import type { CallPath } from '../../core/wire/calls';

/** What POST /v1/api/perf/bench stores (core/wire/perf.ts): the device, the build, each step's figures, the heap. */
export type BenchReport = BenchBody;

/**
 * Sends a device benchmark's results, once the tester pressed "Send results", as the JSON body the schema checks.
 * Plain fetch, not call(): call() sends forms only, and teaching it JSON would cost every first load bytes for a
 * call only the lazy overlay makes. The envelope rules are still call()'s (settle).
 */
export async function sendBench(report: BenchReport): Promise<null> {
  const res = await fetch(`${API_BASE}${'/v1/api/perf/bench' satisfies CallPath}`, {
    method: 'POST',
    headers: { ...requestHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });
  return settle((await res.json().catch(() => null)) as Envelope<null> | null);
}
