import { useState, type CSSProperties } from 'react';
import { t } from '../i18n/i18n';
import { isDemo, isLoggedIn } from '../state/session';
import { startDemo } from '../state/session-actions';
import { sendBench } from '../api/perf-api';
import { BENCH_STEPS, runBench, type BenchRun } from './device-bench';
import { benchReport } from './bench-report';
import type { StepResult } from './step-meter';
import { BenchTable } from './BenchTable';

const btn: CSSProperties = {
  minBlockSize: 44,
  inlineSize: '100%',
  marginBlockStart: 6,
  borderRadius: 6,
  border: '1px solid #5a6773',
  background: '#1f2933',
  color: 'inherit',
  font: 'inherit',
};
const MB = (n: number | null) => (n === null ? '–' : (n / 1048576).toFixed(1));

/**
 * The one-tap device benchmark (device-bench.ts) and its figures. Demo sessions only: a visitor is offered "Try
 * demo", a real account is refused (it would place and close a real order); nothing is sent until "Send results".
 */
export function BenchPanel() {
  const [steps, setSteps] = useState<StepResult[]>([]);
  const [run, setRun] = useState<BenchRun | null>(null);
  const [state, setState] = useState<'idle' | 'running' | 'sent'>('idle');
  const [failed, setFailed] = useState<string | null>(null);
  if (!isDemo.value)
    return (
      <div>
        <p style={{ margin: '6px 0 0' }}>{t('perf.demo_only')}</p>
        {!isLoggedIn.value && (
          <button type="button" style={btn} onClick={() => void startDemo(window.location.pathname)}>
            {t('perf.try_demo')}
          </button>
        )}
      </div>
    );
  const start = async () => {
    setState('running');
    setSteps([]);
    setRun(null);
    setFailed(null);
    const seen: StepResult[] = [];
    try {
      setRun(
        await runBench((r) => {
          seen.push(r);
          setSteps([...seen]);
        }),
      );
    } catch {
      // The step that did not finish: the one after the last shown.
      setFailed(t(`perf.steps.${BENCH_STEPS[seen.length] ?? BENCH_STEPS[0]}`));
    }
    setState('idle');
  };
  const send = async () => {
    if (!run) return;
    await sendBench(benchReport(run));
    setState('sent');
  };
  return (
    <div>
      <button type="button" style={btn} disabled={state === 'running'} onClick={() => void start()}>
        {state === 'running' ? t('perf.running') : t('perf.run')}
      </button>
      {failed && <p role="alert">{t('perf.failed', { step: failed })}</p>}
      {steps.length > 0 && <BenchTable steps={steps} />}
      {run && (
        <>
          <p style={{ margin: '4px 0 0' }}>
            {t('perf.heap_change')}{' '}
            <bdi dir="ltr" data-testid="bench-heap">
              {MB(run.heap_before)} → {MB(run.heap_after)}
            </bdi>
          </p>
          {state === 'sent' ? (
            <p role="status">{t('perf.sent')}</p>
          ) : (
            <button type="button" style={btn} onClick={() => void send().catch(() => undefined)}>
              {t('perf.send')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
