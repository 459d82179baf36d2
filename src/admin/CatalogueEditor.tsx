import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { confirm } from '../state/dialog';
import { adminCall } from './admin-client';

/** One editable column: its wire name, label key, and how it is typed in. */
export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'select' | 'list';
  /** For `select`: value and label. */
  options?: [string, string][];
  /** Shown in the table (defaults to every field). */
  inTable?: boolean;
}

type Row = Record<string, unknown> & { id: number };

const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v));

/**
 * A catalogue the operator edits (pairs, categories, channels, companies…): the rows in a table, one row
 * edited at a time in a form under it, and a blank form to add one. The server checks every field and
 * records each change in the audit log; this form only shapes the input.
 */
export function CatalogueEditor({
  title,
  path,
  fields,
  removeAction,
}: {
  title: string;
  path: string;
  fields: FieldSpec[];
  removeAction?: 'disable' | 'delete';
}) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const load = useCallback(
    () =>
      adminCall<Row[] | { data: Row[] }>(path)
        .then((r) => setRows(Array.isArray(r) ? r : r.data))
        .catch(() => setRows([])),
    [path],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const open = (row: Row | 'new') => {
    setEditing(row);
    setDraft(Object.fromEntries(fields.map((f) => [f.name, row === 'new' ? '' : show(row[f.name])])));
  };
  const save = async () => {
    const form = Object.fromEntries(
      fields.map((f) => [
        f.name,
        f.kind === 'list'
          ? JSON.stringify(
              draft[f.name]!.split(',')
                .map((x) => x.trim())
                .filter(Boolean)
                .map(Number),
            )
          : draft[f.name]!.trim(),
      ]),
    );
    try {
      await adminCall(editing === 'new' ? path : `${path}/${(editing as Row).id}`, { form, toastSuccess: true });
      setEditing(null);
    } catch {
      /* toasted; the form keeps what was typed */
    }
    await load();
  };
  const remove = async (row: Row) => {
    if (!removeAction || !(await confirm(t('common.confirm_del')))) return;
    try {
      await adminCall(`${path}/${row.id}/${removeAction}`, { form: {}, toastSuccess: true });
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
                <td key={f.name}>{show(r[f.name])}</td>
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
            <label key={f.name}>
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
                  maxLength={512}
                  onChange={(e) => setDraft((d) => ({ ...d, [f.name]: (e.target as HTMLInputElement).value }))}
                />
              )}
            </label>
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
