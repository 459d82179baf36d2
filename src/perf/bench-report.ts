import type { BenchReport } from '../api/perf-api';
import type { BenchRun } from './device-bench';

/** The build's id (vite.config's define, as pwa.ts reads it): which app version the figures belong to. */
declare const __BUILD_ID__: string;

type Nav = Navigator & { deviceMemory?: number; connection?: { effectiveType?: string } };

/** A finished run as POST /v1/api/perf/bench takes it, with this device's description. */
export function benchReport(run: BenchRun): BenchReport {
  const nav = navigator as Nav;
  return {
    device: {
      hardware_concurrency: nav.hardwareConcurrency || null,
      device_memory: nav.deviceMemory ?? null,
      user_agent: nav.userAgent,
      connection: nav.connection?.effectiveType ?? null,
    },
    build: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '',
    ...run,
  };
}
