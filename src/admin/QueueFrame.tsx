import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { Pager } from './Pager';
import type { QueueUser } from '../../core/wire/operator-queues';

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
 * `list` comes from useAdminList; the page decides the columns and the row actions.
 */
export function QueueFrame({
  title,
  testId,
  status,
  onStatus,
  statuses,
  head,
  list,
  children,
}: {
  title: string;
  testId: string;
  status: number;
  onStatus: (v: number) => void;
  statuses: [number, string][];
  head: ReactNode;
  list: { page: number; setPage: (p: number) => void; data: { total: number } | null };
  children: ReactNode;
}) {
  return (
    <section>
      <header className="page-head">
        <h2>{title}</h2>
        <StatusFilter value={status} onChange={onStatus} options={statuses} />
      </header>
      <table className="grid" data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {list.data && <Pager page={list.page} total={list.data.total} onPage={list.setPage} />}
    </section>
  );
}

/** Who a queue row is from: e-mail, public uid and user id. */
export const Who = ({ r }: { r: QueueUser }) => (
  <span>
    {r.email ?? '—'}
    <br />
    <small>
      UID {r.uid} · #{r.user_id}
    </small>
  </span>
);
