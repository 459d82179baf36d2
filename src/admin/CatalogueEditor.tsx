import { t } from '../i18n/i18n';
import type { FieldSpec } from './catalogue-values';
import { useCatalogue } from './useCatalogue';
import { CatalogueTable } from './CatalogueTable';
import { CatalogueForm } from './CatalogueForm';
import type { CatalogueBase, RemovalOf } from './admin-client';

export type { FieldSpec } from './catalogue-values';

/**
 * A catalogue the operator edits (pairs, categories, channels, companies…): the rows in a table, one row
 * edited at a time in a form under it, and a blank form to add one. The server checks every field and
 * records each change in the audit log; this form only shapes the input: its numbers are shown and typed in the
 * operator's language, and one that can't be read is said under its field and nothing is sent.
 */
export function CatalogueEditor<B extends CatalogueBase>({
  title,
  path,
  fields,
  removeAction,
}: {
  title: string;
  /** The table's base under /admin/api: its list, create and update calls are core/wire's (CatalogueBase). */
  path: B;
  fields: FieldSpec[];
  removeAction?: RemovalOf<B>;
}) {
  const c = useCatalogue(path, fields, removeAction);
  const { rows, editing, open, remove } = c;
  const cols = fields.filter((f) => f.inTable !== false);
  return (
    <section>
      <header className="page-head">
        <h2>{title}</h2>
        <button type="button" className="primary" onClick={() => open('new')}>
          {t('admin.add')}
        </button>
      </header>
      <CatalogueTable path={path} cols={cols} rows={rows} open={open} remove={remove} removeAction={removeAction} />
      {editing && <CatalogueForm c={c} editing={editing} fields={fields} />}
    </section>
  );
}
