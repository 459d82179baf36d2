import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { t } from '../i18n/i18n';
import { numberText } from '../i18n/number-input';
import type { PerfTrendDay, RumMetric } from '../../core/wire/perf';

const AXIS = { stroke: '#8b98a5', grid: { stroke: '#2b3642' }, ticks: { stroke: '#2b3642' } };

/** Day 'YYYY-MM-DD' → Unix seconds at its UTC midnight (uPlot's time axis is in seconds). */
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * p75 and p95 of one figure per day, as a uPlot line chart (this page's chunk is the only one of the back office
 * that loads uPlot). Days without views are gaps, not zeros. The canvas is described by its caption for readers.
 */
export function PerfChart({ metric, days }: { metric: RumMetric; days: PerfTrendDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  // No view reported the figure in these days: a sentence, not an empty frame (uPlot draws nothing without a range).
  const empty = days.every((d) => d.metrics[metric].n === 0);
  useEffect(() => {
    const el = box.current;
    if (!el || empty) return;
    const data: uPlot.AlignedData = [
      days.map((d) => daySeconds(d.day)),
      days.map((d) => d.metrics[metric].p75),
      days.map((d) => d.metrics[metric].p95),
    ];
    const plot = new uPlot(
      {
        // Logical pixels: the box's width, a fixed height that fits two charts a row at 1280 and one at 768.
        width: Math.max(260, el.clientWidth),
        height: 180,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          // The build trims uPlot's own time labels (vite.config's uplotTrim): every axis says its values itself.
          { ...AXIS, values: (_u, splits) => splits.map((s) => new Date(s * 1000).toISOString().slice(5, 10)) },
          { ...AXIS, size: 56, values: (_u, ticks) => ticks.map((v) => numberText(String(v))) },
        ],
        series: [
          {},
          { label: 'p75', stroke: '#f0b90b', width: 2, spanGaps: false, points: { show: true, size: 6 } },
          { label: 'p95', stroke: '#ea3943', width: 2, dash: [6, 4], spanGaps: false, points: { show: true, size: 6 } },
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(260, el.clientWidth), height: 180 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [metric, days, empty]);
  return (
    <figure className="perf-chart" data-metric={metric}>
      <figcaption>
        {t(`admin.metric_${metric}`)} <span className="p75">— p75</span> <span className="p95">- - p95</span>
      </figcaption>
      {empty ? (
        <p className="muted">{t('admin.perf_no_data')}</p>
      ) : (
        <div ref={box} role="img" aria-label={t('admin.perf_chart_label', { metric: t(`admin.metric_${metric}`) })} />
      )}
    </figure>
  );
}
