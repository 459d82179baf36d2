import { t } from '../i18n/i18n';
import type { NewsRow } from './useNewsAdmin';

/** The articles, each with its titles (English, Chinese), date, status, and its edit and publish buttons. */
export function NewsTable({
  rows,
  open,
  publish,
}: {
  rows: NewsRow[] | undefined;
  open: (id: number) => Promise<void>;
  publish: (row: NewsRow) => Promise<void>;
}) {
  return (
    <table className="grid" data-testid="news-admin">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('admin.f_title')}</th>
          <th>{t('admin.created')}</th>
          <th>{t('admin.status')}</th>
          <th>{t('admin.action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows?.map((n) => (
          <tr key={n.id} data-news={n.id}>
            <td>{n.id}</td>
            <td>
              {n.titles.en}
              <br />
              <small>{n.titles.hk}</small>
            </td>
            <td>{n.created_at}</td>
            <td>{n.published ? t('admin.published') : t('admin.draft')}</td>
            <td>
              <button type="button" onClick={() => void open(n.id)}>
                {t('admin.edit')}
              </button>
              <button type="button" onClick={() => void publish(n)}>
                {n.published ? t('admin.unpublish') : t('admin.publish')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
