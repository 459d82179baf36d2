import { useState } from 'react';
import type { Lang } from '../../core/rules/languages';
import { adminCall, type FieldsOf } from './admin-client';
import type { NewsAdminArticle, NewsAdminRow } from '../../core/wire/operator-content';
import { useAdminList } from './use-admin-list';

export type NewsRow = NewsAdminRow;
export type Article = NewsAdminArticle;

/**
 * The news desk's state: the list (drafts too), the article open in the editor and the language edited; `open`,
 * `save` and `publish` each reload the list after.
 */
export function useNewsAdmin() {
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
  return { list, edit, setEdit, lang, setLang, open, text, setText, save, publish };
}
