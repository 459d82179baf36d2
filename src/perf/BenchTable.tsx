import type { CSSProperties } from 'react';
import { t } from '../i18n/i18n';
import type { StepResult } from './step-meter';

const cell: CSSProperties = { padding: '1px 4px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' };

/** The benchmark's steps done so far, each with its latency, dropped frames and busy time. */
export function BenchTable({ steps }: { steps: StepResult[] }) {
  return (
    <table style={{ inlineSize: '100%', borderCollapse: 'collapse', marginBlockStart: 6 }} data-testid="bench-table">
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'start' }}>{t('perf.step')}</th>
          <th style={cell}>{t('perf.latency')}</th>
          <th style={cell}>{t('perf.dropped')}</th>
          <th style={cell}>{t('perf.busy_ms')}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((r) => (
          <tr key={r.name} data-step={r.name}>
            <td style={{ ...cell, textAlign: 'start' }}>{t(`perf.steps.${r.name}`)}</td>
            <td style={cell} dir="ltr">
              {r.latency_ms}
            </td>
            <td style={cell} dir="ltr">
              {r.frames_dropped}
            </td>
            <td style={cell} dir="ltr">
              {r.busy_ms}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
