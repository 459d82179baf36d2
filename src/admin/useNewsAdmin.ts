import { useState } from 'react';
import type { Lang } from '../../core/rules/languages';
import { adminCall } from './admin-client';
import { useAdminList } from './use-admin-list';

export interface NewsRow {
  id: number;
  logo: string;
  created_at: string;
  published: number;
  titles: Partial<Record<Lang, string>>;
}
type Texts = Partial<Record<Lang, { title: string; desc: string; content: string }>>;
export interface Article {
  id: number;
  logo: string;
  category_id: number;
  published: number;
  texts: Texts;
}

/**
 * The news desk's state: the list (drafts too), the article open in the editor and the language edited; `open`,
 * `save` and `publish` each reload the list after.
 */
export function useNewsAdmin() {
  const list = useAdminList<NewsRow>('/news', {});
  const [edit, setEdit] = useState<Article | null>(null);
  const [lang, setLang] = useState<Lang>('en');
  const open = async (id: number | 'new') => {
    setLang('en');
    if (id === 'new') {
      setEdit({ id: 0, logo: '', category_id: 1, published: 0, texts: { en: { title: '', desc: '', content: '' } } });
      return;
    }
    try {
      setEdit(await adminCall<Article>(`/news/${id}`));
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
      const saved = await adminCall<Article>(edit.id ? `/news/${edit.id}` : '/news', {
        form: {
          texts: JSON.stringify(texts),
          logo: edit.logo,
          category_id: edit.category_id,
          published: edit.published,
        },
        toastSuccess: true,
      });
      setEdit(saved);
    } catch {
      /* toasted */
    }
    await list.reload();
  };
  const publish = async (row: NewsRow) => {
    try {
      await adminCall(`/news/${row.id}/${row.published ? 'unpublish' : 'publish'}`, { form: {}, toastSuccess: true });
    } catch {
      /* toasted */
    }
    await list.reload();
  };
  return { list, edit, setEdit, lang, setLang, open, text, setText, save, publish };
}
