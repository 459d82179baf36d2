import { RUM_METRICS, type Percentiles, type RumMetric } from '../../core/wire/perf.js';

/**
 * The fixed log-scale histogram the field data is kept in (migration 020). A value is first put in its figure's
 * unit (1 ms; CLS in thousandths), then bucket 0 holds what is below one unit and bucket b ≥ 1 holds
 * [RATIO^(b-1), RATIO^b) units. Its edges never change, so a day's histogram is a sum of counts that any number of
 * instances can bump concurrently, and a percentile read from it is within half a bucket (±5 %) of the exact one.
 */
const RATIO = 1.1;
const LOG_RATIO = Math.log(RATIO);

/** Units per value of each figure: CLS is a small fraction, the others are ms or counts. */
const SCALE: Record<RumMetric, number> = { lcp_ms: 1, inp_ms: 1, cls: 1000, loaf_ms: 1, frames_dropped: 1 };

/** The bucket a figure's value falls in. */
export function bucketOf(metric: RumMetric, value: number): number {
  const units = value * SCALE[metric];
  if (units < 1) return 0;
  return Math.floor(Math.log(units) / LOG_RATIO) + 1;
}

/** The value a bucket stands for: 0 for bucket 0, else its geometric middle, in the figure's own unit. */
export function bucketValue(metric: RumMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const v = RATIO ** (bucket - 0.5) / SCALE[metric];
  // ms and counts to the unit; CLS to 3 decimals (the figure is read as 0.1 "good", 0.25 "poor").
  return metric === 'cls' ? Math.round(v * 1000) / 1000 : Math.round(v);
}

/** The highest bucket a figure's widest value reaches (the wire refuses wider). */
export const maxBucket = (metric: RumMetric): number => bucketOf(metric, RUM_METRICS[metric].max);

/**
 * p75 and p95 (nearest rank: the smallest value with at least p of the views at or below it) of a histogram given
 * as bucket → count.
 */
export function percentilesOf(metric: RumMetric, counts: Map<number, number>): Percentiles {
  const buckets = [...counts.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const n = buckets.reduce((sum, [, c]) => sum + c, 0);
  if (!n) return { n: 0, p75: null, p95: null };
  const at = (p: number) => {
    const rank = Math.ceil(p * n);
    let seen = 0;
    for (const [b, c] of buckets) {
      seen += c;
      if (seen >= rank) return bucketValue(metric, b);
    }
    return bucketValue(metric, buckets[buckets.length - 1]![0]);
  };
  return { n, p75: at(0.75), p95: at(0.95) };
}
