import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { adminCall } from './admin-client';
import { PerfChart } from './PerfChart';
import { PerfBenchTable } from './PerfBenchTable';
import { change, dayBefore, figure, pair, REGRESSION_PERCENT } from './perf-format';
import { RUM_METRIC_NAMES } from '../../core/rules/field-data';
import type { PerfTableRow, PerfTrend } from '../../core/wire/perf';

/** The last 7 days' p75 of each figure against the 7 days before: a release's regression shows as a red row. */
function ChangeTable({ trend }: { trend: PerfTrend }) {
  return (
    <table className="grid perf-change" data-testid="perf-change">
      <thead>
        <tr>
          <th>{t('admin.perf_figure')}</th>
          <th className="num">{t('admin.perf_last7')}</th>
          <th className="num">{t('admin.perf_prev7')}</th>
          <th className="num">{t('admin.perf_delta')}</th>
        </tr>
      </thead>
      <tbody>
        {RUM_METRIC_NAMES.map((m) => {
          const d = change(trend.last7[m].p75, trend.prev7[m].p75);
          const worse = d !== null && d > REGRESSION_PERCENT;
          return (
            <tr key={m} className={worse ? 'worse' : ''} data-metric={m}>
              <th scope="row">{t(`admin.metric_${m}`)}</th>
              <td className="num">{figure(m, trend.last7[m].p75)}</td>
              <td className="num">{figure(m, trend.prev7[m].p75)}</td>
              <td className="num">
                {d === null ? '–' : `${d > 0 ? '+' : ''}${d} %`}
                {worse ? ` ${t('admin.perf_worse')}` : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** p75 / p95 of each figure by route and device class over a chosen range of days (UTC). */
function RouteTable() {
  const [from, setFrom] = useState(dayBefore(6));
  const [to, setTo] = useState(dayBefore(0));
  const [rows, setRows] = useState<PerfTableRow[] | null>(null);
  useEffect(() => {
    if (!from || !to) return;
    void adminCall('GET /admin/api/perf/table', { query: { from, to } })
      .then(setRows)
      .catch(() => undefined);
  }, [from, to]);
  return (
    <section>
      <header className="page-head">
        <h3 id="perf-routes">{t('admin.perf_by_route')}</h3>
        <div className="filter">
          <label>
            {t('admin.perf_from')}{' '}
            <input type="date" value={from} max={to} onChange={(e) => setFrom((e.target as HTMLInputElement).value)} />
          </label>
          <label>
            {t('admin.perf_to')}{' '}
            <input type="date" value={to} min={from} onChange={(e) => setTo((e.target as HTMLInputElement).value)} />
          </label>
        </div>
      </header>
      {rows && !rows.length ? <p className="muted">{t('admin.perf_no_data')}</p> : null}
      {rows?.length ? (
        <div className="perf-scroll" tabIndex={0} role="region" aria-labelledby="perf-routes">
          <table className="grid" data-testid="perf-routes">
            <thead>
              <tr>
                <th>{t('admin.perf_route')}</th>
                <th>{t('admin.perf_class')}</th>
                <th className="num">{t('admin.perf_views')}</th>
                {RUM_METRIC_NAMES.map((m) => (
                  <th key={m} className="num">
                    {t(`admin.metric_${m}`)} <small>p75 / p95</small>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.route} ${r.device_class}`} data-route={r.route} data-class={r.device_class}>
                  <td>
                    <code>{r.route}</code>
                  </td>
                  <td>{t(`admin.class_${r.device_class}`)}</td>
                  <td className="num">{Math.max(...RUM_METRIC_NAMES.map((m) => r.metrics[m].n))}</td>
                  {RUM_METRIC_NAMES.map((m) => (
                    <td key={m} className="num">
                      {pair(m, r.metrics[m])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The back office's Performance page (admin role): the field data of sampled sessions as p75/p95 per
 * figure over the last 30 days, the last week against the one before (a release's regression at a glance), a
 * table by route and device class, and the device benchmark runs side by side. A chunk of its own: uPlot loads
 * only here.
 */
export default function PerfPage() {
  const [trend, setTrend] = useState<PerfTrend | null>(null);
  useEffect(() => {
    void adminCall('GET /admin/api/perf/trend', { query: { days: 30 } })
      .then(setTrend)
      .catch(() => undefined);
  }, []);
  return (
    <section data-testid="perf">
      <header className="page-head">
        <h2>{t('admin.perf')}</h2>
      </header>
      <section>
        <h3 id="perf-trend">{t('admin.perf_trend')}</h3>
        {trend ? (
          <>
            <ChangeTable trend={trend} />
            <div className="perf-charts">
              {RUM_METRIC_NAMES.map((m) => (
                <PerfChart key={m} metric={m} days={trend.days} />
              ))}
            </div>
          </>
        ) : (
          <p className="muted">…</p>
        )}
      </section>
      <RouteTable />
      <PerfBenchTable />
    </section>
  );
}
