import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { ListFrame } from './ListFrame';
import type { Queue } from './use-queue';

/** A status filter over a queue; statuses are the record's own codes (docs/glossary.md, Codes). */
function StatusFilter({
  value,
  options,
  onChange,
}: {
  value: number;
  options: [number, string][];
  onChange: (v: number) => void;
}) {
  return (
    <label className="filter">
      {t('admin.status')}
      <select value={value} onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))}>
        {options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The frame every queue shares: title and status filter, the table with its head and rows, and the pager.
 * `queue` comes from useQueue; the page decides the columns and the row actions.
 */
export function QueueFrame({
  title,
  testId,
  queue,
  statuses,
  head,
  children,
}: {
  title: string;
  testId: string;
  queue: Queue;
  statuses: [number, string][];
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListFrame
      title={title}
      tools={<StatusFilter value={queue.status} onChange={queue.setStatus} options={statuses} />}
      testId={testId}
      head={head}
      list={queue.list}
    >
      {children}
    </ListFrame>
  );
}
