import type { ReactNode } from 'react';
import { Pager } from './Pager';

/**
 * A back-office list: the title (with `tools` beside it, e.g. a filter), the table with its head and rows, and
 * the pager once the first page is in. `list` comes from useAdminList; `pageSize` is the server's (Pager).
 */
export function ListFrame({
  title,
  tools,
  testId,
  head,
  list,
  pageSize,
  children,
}: {
  title: string;
  tools?: ReactNode;
  testId: string;
  head: ReactNode;
  list: { page: number; setPage: (p: number) => void; data: { total: number } | null };
  pageSize?: number;
  children: ReactNode;
}) {
  return (
    <section>
      <header className="page-head">
        <h2>{title}</h2>
        {tools}
      </header>
      <table className="grid" data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {list.data && <Pager size={pageSize} page={list.page} total={list.data.total} onPage={list.setPage} />}
    </section>
  );
}
