import { t } from '../i18n/i18n';
import { shown, type FieldSpec, type Row } from './catalogue-values';

/** A catalogue's rows in a table, the columns `cols`, each row with its edit (and remove) button. */
export function CatalogueTable({
  path,
  cols,
  rows,
  open,
  remove,
  removeAction,
}: {
  path: string;
  cols: FieldSpec[];
  rows: Row[] | null;
  open: (row: Row) => void;
  remove: (row: Row) => Promise<void>;
  removeAction?: 'disable' | 'delete';
}) {
  return (
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
  );
}
