import { numberText } from '../i18n/number-input';
import type { Percentiles, RumMetric } from '../../core/wire/perf';

/** A figure as the Performance page shows it: CLS to 3 decimals, ms and counts whole; '–' when no view had it. */
export const figure = (metric: RumMetric, v: number | null): string =>
  v === null ? '–' : numberText(metric === 'cls' ? v.toFixed(3) : String(Math.round(v)));

/** "p75 / p95" of a group. */
export const pair = (metric: RumMetric, p: Percentiles): string =>
  p.n ? `${figure(metric, p.p75)} / ${figure(metric, p.p95)}` : '–';

/** The change of a p75 against an earlier one, in percent (positive is slower), or null without both. */
export function change(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}

/** A release is flagged when a figure's p75 grew by more than this, percent. */
export const REGRESSION_PERCENT = 10;

/** The UTC day `days` before today, 'YYYY-MM-DD'. */
export const dayBefore = (days: number, nowMs = Date.now()): string =>
  new Date(nowMs - days * 86_400_000).toISOString().slice(0, 10);
