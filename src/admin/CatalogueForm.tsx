import { Fragment } from 'react';
import { t } from '../i18n/i18n';
import { errorProps, FieldError } from '../components/FieldError';
import type { FieldSpec, Row } from './catalogue-values';
import type { useCatalogue } from './useCatalogue';

/** The form of the row edited (or a blank one to add): each field, its hint, and what could not be read. */
export function CatalogueForm({
  c,
  editing,
  fields,
}: {
  c: ReturnType<typeof useCatalogue>;
  editing: Row | 'new';
  fields: FieldSpec[];
}) {
  const { draft, setDraft, errors, save, setEditing } = c;
  return (
    <form
      className="editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3>{editing === 'new' ? t('admin.add') : `${t('admin.edit')} #${editing.id}`}</h3>
      {fields.map((f) => (
        <Fragment key={f.name}>
          <label>
            {t(f.label)}
            {f.kind === 'select' ? (
              <select
                name={f.name}
                value={draft[f.name]}
                onChange={(e) => setDraft((d) => ({ ...d, [f.name]: (e.target as HTMLSelectElement).value }))}
              >
                {f.options!.map(([v, l]) => (
                  <option key={v} value={v}>
                    {t(l)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                name={f.name}
                value={draft[f.name]}
                inputMode={f.kind === 'number' ? 'decimal' : undefined}
                maxLength={2000}
                aria-describedby={f.hint ? `${f.name}-hint` : undefined}
                onChange={(e) => setDraft((d) => ({ ...d, [f.name]: (e.target as HTMLInputElement).value }))}
                {...errorProps(f.name, errors[f.name])}
              />
            )}
          </label>
          {f.hint && (
            <small className="hint" id={`${f.name}-hint`}>
              {t(f.hint)}
            </small>
          )}
          <FieldError name={f.name} error={errors[f.name]} />
        </Fragment>
      ))}
      <div className="row-actions">
        <button type="submit" className="primary">
          {t('admin.save')}
        </button>
        <button type="button" onClick={() => setEditing(null)}>
          {t('public.cancel')}
        </button>
      </div>
    </form>
  );
}
