/**
 * One sample's value in Prometheus' text format: the line of `name` whose labels include every one of `labels`
 * (0 when there is none, as a counter that never moved).
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

/** Every metric name a scrape holds (its samples' names, so a histogram gives _bucket, _sum and _count). */
export function metricNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)[ {]/.exec(line);
    if (m) names.add(m[1]!);
  }
  return names;
}
