/** What this page has loaded so far, in bytes: scripts (.js) and everything else (documents, styles, fonts, data). */
export interface PageBytes {
  script: number;
  other: number;
}

/**
 * From resource timing: `transferSize` (bytes over the network, headers included; 0 from the HTTP cache or a
 * cross-origin entry without Timing-Allow-Origin), else `encodedBodySize` (the compressed body, known from a cache
 * too). The page's own document counts as other.
 */
export function pageBytes(): PageBytes {
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  const out = { script: 0, other: 0 };
  for (const e of entries) {
    const size = e.transferSize || e.encodedBodySize || 0;
    if (/\.m?js(\?|$)/.test(e.name) || e.initiatorType === 'script') out.script += size;
    else out.other += size;
  }
  return out;
}

/** The JS heap in use, in bytes, where the browser tells it (Chromium's performance.memory), else null. */
export function heapUsed(): number | null {
  const m = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return m ? m.usedJSHeapSize : null;
}
