import { t } from '../i18n/i18n';
import { LANGUAGES } from '../../core/rules/languages';
import { RichText } from './RichText';
import type { Article, useNewsAdmin } from './useNewsAdmin';

/** The article's editor: a tab per language (English required), title, description, content and logo. */
export function NewsEditor({ n, edit }: { n: ReturnType<typeof useNewsAdmin>; edit: Article }) {
  const { lang, setLang, text, setText, setEdit, save } = n;
  return (
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
  );
}
