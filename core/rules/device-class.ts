import type { DeviceClass } from './field-data';

/**
 * A phone's class from what the browser says of it, the same for the benchmark's runs and the field data: "low" at
 * 4 cores or fewer, or 2 GB or less (navigator.deviceMemory rounds down to 0.25, 0.5, 1, 2, 4, 8); "high" at 8
 * cores or more with at least 6 GB (or no memory figure: Safari and Firefox give none); "mid" between; "unknown"
 * when neither is known.
 */
export function deviceClassOf(cores: number | null | undefined, memoryGb: number | null | undefined): DeviceClass {
  const c = cores || null;
  const m = memoryGb || null;
  if (c === null && m === null) return 'unknown';
  if ((c !== null && c <= 4) || (m !== null && m <= 2)) return 'low';
  if ((c === null || c >= 8) && (m === null || m >= 6)) return 'high';
  return 'mid';
}
