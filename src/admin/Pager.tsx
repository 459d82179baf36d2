import { t } from '../i18n/i18n';

/** Previous / next with "page n of m"; `size` is the list's page size on the server (queues 10, users and audit 20). */
export function Pager({
  page,
  total,
  onPage,
  size = 10,
}: {
  page: number;
  total: number;
  onPage: (p: number) => void;
  size?: number;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className="pager" aria-label={t('admin.pages')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.prev')}
      </button>
      <span>{t('admin.page_of', { page, pages, total })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.next')}
      </button>
    </nav>
  );
}
