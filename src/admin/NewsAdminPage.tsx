import { t } from '../i18n/i18n';
import { Pager } from './Pager';
import { useNewsAdmin } from './useNewsAdmin';
import { NewsTable } from './NewsTable';
import { NewsEditor } from './NewsEditor';

/** News: the list with drafts, and an editor per language (English required; the server sanitises on save). */
export function NewsAdminPage() {
  const n = useNewsAdmin();
  const { list, edit, open, publish } = n;
  return (
    <section>
      <header className="page-head">
        <h2>{t('admin.news')}</h2>
        <button type="button" className="primary" onClick={() => void open('new')}>
          {t('admin.add')}
        </button>
      </header>
      <NewsTable rows={list.data?.data} open={open} publish={publish} />
      {list.data && <Pager size={20} page={list.page} total={list.data.total} onPage={list.setPage} />}
      {edit && <NewsEditor n={n} edit={edit} />}
    </section>
  );
}
