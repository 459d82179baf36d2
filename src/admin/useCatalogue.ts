import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { readNumber } from '../i18n/number-input';
import { confirm } from '../state/dialog';
import { adminRequest, type CatalogueBase, type RemovalOf } from './admin-client';
import type { CategoryList } from '../../core/wire/operator-catalogue';
import { shown, type FieldSpec, type Row } from './catalogue-values';

/**
 * A catalogue's state: its rows, the row edited (or 'new') and its draft as typed, the message under each number
 * that could not be read; `save` and `remove` send and reload.
 */
export function useCatalogue<B extends CatalogueBase>(path: B, fields: FieldSpec[], removeAction?: RemovalOf<B>) {
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
    [at],
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
  return { rows, editing, setEditing, draft, setDraft, errors, open, save, remove };
}
