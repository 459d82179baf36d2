import { t } from '../i18n/i18n';
import type { Op } from './useOperators';

/** The operators, each with its role and status; an active one with its button to disable it. */
export function OperatorsTable({ list, disable }: { list: Op[]; disable: (op: Op) => Promise<void> }) {
  return (
    <table className="grid" data-testid="operators">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('admin.email')}</th>
          <th>{t('admin.role')}</th>
          <th>{t('admin.status')}</th>
          <th>{t('admin.action')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((o) => (
          <tr key={o.id}>
            <td>{o.id}</td>
            <td>{o.email}</td>
            <td>{t(`admin.role_${o.role}`)}</td>
            <td>{o.disabled ? t('admin.disabled') : t('admin.active')}</td>
            <td>
              {!o.disabled && (
                <button type="button" className="danger" onClick={() => void disable(o)}>
                  {t('admin.disable')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
