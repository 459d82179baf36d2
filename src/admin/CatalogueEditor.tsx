import { Fragment, useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { numberText, readNumber } from '../i18n/number-input';
import { errorProps, FieldError } from '../components/FieldError';
import { confirm } from '../state/dialog';
import { adminRequest, type CatalogueBase, type RemovalOf } from './admin-client';
import type { CatalogueRow, CategoryList } from '../../core/wire/operator-catalogue';

/** One editable column: its wire name, label key, and how it is typed in. */
export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'select' | 'list';
  /** For `select`: value and label. */
  options?: [string, string][];
  /** A line under the field saying how to write it (a label key). */
  hint?: string;
  /** Shown in the table (defaults to every field). */
  inTable?: boolean;
}

type Row = CatalogueRow;

const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v));
/** A `number` field's value in the operator's language (0.001 is "0,001" in de), read back by readNumber on save. */
const shown = (f: FieldSpec, v: unknown) =>
  f.kind === 'number' && /^-?\d+(\.\d+)?$/.test(show(v)) ? numberText(show(v)) : show(v);

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
  // The calls below are the table's, as CatalogueBase and RemovalOf checked `path` and `removeAction` against the
  // call table; the fields are the FieldSpecs' names, which only the server checks.
  const at = `/admin/api${path}` as const;
  const [rows, setRows] = useState<Row[] | null>(null);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  // The message under each number field the last save could not read, by field name.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const load = useCallback(
    () =>
      adminRequest(`GET ${at}`, {})
        .then((r) => setRows(Array.isArray(r) ? (r as Row[]) : (r as CategoryList).data))
        .catch(() => setRows([])),
    [path],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const open = (row: Row | 'new') => {
    setEditing(row);
    setErrors({});
    setDraft(Object.fromEntries(fields.map((f) => [f.name, row === 'new' ? '' : shown(f, row[f.name])])));
  };
  /** A text, select or list field as sent. */
  const text = (f: FieldSpec) =>
    f.kind === 'list'
      ? JSON.stringify(
          draft[f.name]!.split(',')
            .map((x) => x.trim())
            .filter(Boolean)
            .map(Number),
        )
      : draft[f.name]!.trim();
  const save = async () => {
    const found: Record<string, string> = {};
    const form = Object.fromEntries(
      fields.map((f) => {
        if (f.kind !== 'number') return [f.name, text(f)];
        // The server checks the range (a negative one included): here only what can't be read stops the save.
        const [value, error] = readNumber(draft[f.name]!, { signed: true });
        found[f.name] = error;
        return [f.name, value];
      }),
    );
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      if (editing === 'new') await adminRequest(`POST ${at}`, { form, toastSuccess: true });
      else await adminRequest(`POST ${at}/:id`, { params: { id: (editing as Row).id }, form, toastSuccess: true });
      setEditing(null);
    } catch {
      /* toasted; the form keeps what was typed */
    }
    await load();
  };
  const remove = async (row: Row) => {
    if (!removeAction || !(await confirm(t('common.confirm_del')))) return;
    try {
      await adminRequest(`POST ${at}/:id/${removeAction}`, { params: { id: row.id }, toastSuccess: true });
    } catch {
      /* toasted */
    }
    await load();
  };
  const cols = fields.filter((f) => f.inTable !== false);
  return (
    <section>
      <header className="page-head">
        <h2>{title}</h2>
        <button type="button" className="primary" onClick={() => open('new')}>
          {t('admin.add')}
        </button>
      </header>
      <table className="grid" data-testid={`catalogue-${path.slice(1)}`}>
        <thead>
          <tr>
            <th>#</th>
            {cols.map((f) => (
              <th key={f.name}>{t(f.label)}</th>
            ))}
            <th>{t('admin.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows?.map((r) => (
            <tr key={r.id} data-row={r.id}>
              <td>{r.id}</td>
              {cols.map((f) => (
                <td key={f.name}>{shown(f, r[f.name])}</td>
              ))}
              <td>
                <button type="button" onClick={() => open(r)}>
                  {t('admin.edit')}
                </button>
                {removeAction && (
                  <button type="button" className="danger" onClick={() => void remove(r)}>
                    {t(`admin.${removeAction}`)}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
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
      )}
    </section>
  );
}
