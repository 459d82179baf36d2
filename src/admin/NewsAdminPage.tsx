import { useState } from 'react';
import { t } from '../i18n/i18n';
import { LANGUAGES, type Lang } from '../../core/rules/languages';
import { adminCall, type FieldsOf } from './admin-client';
import { Pager } from './Pager';
import { RichText } from './RichText';
import { useAdminList } from './use-admin-list';
import type { NewsAdminArticle, NewsAdminRow } from '../../core/wire/operator-content';

type NewsRow = NewsAdminRow;
type Article = NewsAdminArticle;

/** News: the list with drafts, and an editor per language (English required; the server sanitises on save). */
export function NewsAdminPage() {
  const list = useAdminList('GET /admin/api/news', {});
  const [edit, setEdit] = useState<Article | null>(null);
  const [lang, setLang] = useState<Lang>('en');
  const open = async (id: number | 'new') => {
    setLang('en');
    if (id === 'new') {
      setEdit({ id: 0, logo: '', category_id: 1, published: 0, texts: { en: { title: '', desc: '', content: '' } } });
      return;
    }
    try {
      setEdit(await adminCall('GET /admin/api/news/:id', { params: { id } }));
    } catch {
      /* toasted */
    }
  };
  const text = edit?.texts[lang] ?? { title: '', desc: '', content: '' };
  const setText = (patch: Partial<typeof text>) =>
    setEdit((a) => (a ? { ...a, texts: { ...a.texts, [lang]: { ...text, ...patch } } } : a));
  const save = async () => {
    if (!edit) return;
    // Languages left without a title are not sent: readers get the English text there.
    const texts = Object.fromEntries(Object.entries(edit.texts).filter(([, v]) => v && v.title.trim()));
    try {
      const form: FieldsOf<'POST /admin/api/news'> = {
        texts: JSON.stringify(texts),
        logo: edit.logo,
        category_id: edit.category_id,
        published: edit.published ? 1 : 0,
      };
      const saved = edit.id
        ? await adminCall('POST /admin/api/news/:id', { params: { id: edit.id }, form, toastSuccess: true })
        : await adminCall('POST /admin/api/news', { form, toastSuccess: true });
      setEdit(saved);
    } catch {
      /* toasted */
    }
    await list.reload();
  };
  const publish = async (row: NewsRow) => {
    try {
      const opts = { params: { id: row.id }, toastSuccess: true };
      if (row.published) await adminCall('POST /admin/api/news/:id/unpublish', opts);
      else await adminCall('POST /admin/api/news/:id/publish', opts);
    } catch {
      /* toasted */
    }
    await list.reload();
  };
  return (
    <section>
      <header className="page-head">
        <h2>{t('admin.news')}</h2>
        <button type="button" className="primary" onClick={() => void open('new')}>
          {t('admin.add')}
        </button>
      </header>
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
          {list.data?.data.map((n) => (
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
      {list.data && <Pager size={20} page={list.page} total={list.data.total} onPage={list.setPage} />}
      {edit && (
        <form
          className="editor"
          data-testid="news-editor"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h3>{edit.id ? `${t('admin.edit')} #${edit.id}` : t('admin.add')}</h3>
          <div className="lang-tabs" role="tablist">
            {LANGUAGES.map((l) => (
              <button
                type="button"
                role="tab"
                key={l.code}
                aria-selected={l.code === lang}
                className={`${l.code === lang ? 'on' : ''} ${edit.texts[l.code]?.title ? 'has' : ''}`}
                onClick={() => setLang(l.code)}
              >
                {l.code}
              </button>
            ))}
          </div>
          <label>
            {t('admin.f_title')}
            <input
              name="title"
              value={text.title}
              maxLength={200}
              onChange={(e) => setText({ title: (e.target as HTMLInputElement).value })}
            />
          </label>
          <label>
            {t('admin.f_desc')}
            <input
              name="desc"
              value={text.desc}
              maxLength={500}
              onChange={(e) => setText({ desc: (e.target as HTMLInputElement).value })}
            />
          </label>
          <RichText
            key={`${edit.id}-${lang}`}
            label={t('admin.f_content')}
            value={text.content}
            onChange={(content) => setText({ content })}
          />
          <label>
            {t('admin.f_logo')}
            <input
              name="logo"
              value={edit.logo}
              maxLength={512}
              onChange={(e) => setEdit({ ...edit, logo: (e.target as HTMLInputElement).value })}
            />
          </label>
          <div className="row-actions">
            <button type="submit" className="primary">
              {t('admin.save')}
            </button>
            <button type="button" onClick={() => setEdit(null)}>
              {t('public.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
