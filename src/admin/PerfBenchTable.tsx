import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { numberText } from '../i18n/number-input';
import { adminCall } from './admin-client';
import { BENCH_STEPS } from '../../core/rules/field-data';
import type { PerfBenchRun } from '../../core/wire/perf';

/** Runs the table shows, newest first. */
const RUNS = 30;
const MB = 1024 * 1024;
const ms = (v: number | undefined) => (v === undefined ? '–' : numberText(String(Math.round(v))));

/**
 * The device benchmark's latest runs side by side: the device (class, browser and system, cores, memory,
 * connection), each step's latency in ms, and the heap's growth over the run; a step a run did not reach is '–'.
 */
export function PerfBenchTable() {
  const [runs, setRuns] = useState<PerfBenchRun[] | null>(null);
  useEffect(() => {
    void adminCall('GET /admin/api/perf/bench', { query: { limit: RUNS } })
      .then(setRuns)
      .catch(() => undefined);
  }, []);
  return (
    <section>
      <h3 id="perf-bench">{t('admin.perf_bench_runs')}</h3>
      {runs && !runs.length ? <p className="muted">{t('admin.perf_no_runs')}</p> : null}
      {runs?.length ? (
        <div className="perf-scroll" tabIndex={0} role="region" aria-labelledby="perf-bench">
          <table className="grid" data-testid="perf-bench">
            <thead>
              <tr>
                <th>{t('admin.created')}</th>
                <th>{t('admin.perf_build')}</th>
                <th>{t('admin.device')}</th>
                <th>{t('admin.perf_class')}</th>
                <th className="num">{t('admin.perf_cores')}</th>
                <th className="num">{t('admin.perf_memory')}</th>
                <th>{t('admin.perf_connection')}</th>
                {BENCH_STEPS.map((s) => (
                  <th key={s} className="num">
                    {t(`admin.step_${s}`)} <small>ms</small>
                  </th>
                ))}
                <th className="num">{t('admin.perf_heap')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => {
                const step = new Map(r.steps.map((s) => [s.name, s.latency_ms]));
                const heap =
                  r.heap_before !== null && r.heap_after !== null
                    ? numberText(((r.heap_after - r.heap_before) / MB).toFixed(1))
                    : '–';
                return (
                  <tr key={r.id} data-run={r.id}>
                    <td>{r.created_at}</td>
                    <td>
                      <code>{r.build}</code>
                    </td>
                    <td>
                      {r.browser || '–'} <small>{r.os}</small>
                    </td>
                    <td>{t(`admin.class_${r.device_class}`)}</td>
                    <td className="num">{r.hardware_concurrency ?? '–'}</td>
                    <td className="num">{r.device_memory === null ? '–' : numberText(String(r.device_memory))}</td>
                    <td>{r.connection ?? '–'}</td>
                    {BENCH_STEPS.map((s) => (
                      <td key={s} className="num" data-step={s}>
                        {ms(step.get(s))}
                      </td>
                    ))}
                    <td className="num">{heap}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
