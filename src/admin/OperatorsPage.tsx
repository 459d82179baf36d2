import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { confirm } from '../state/dialog';
import { adminCall } from './admin-client';
import type { OperatorBody, OperatorRow } from '../../core/wire/operator-admin';

type Op = OperatorRow;

/** Operators (admin only): who can work the desk, with which role; add one, disable one. */
export function OperatorsPage() {
  const [list, setList] = useState<Op[]>([]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorBody['role']>('reviewer');
  const load = useCallback(
    () =>
      adminCall('GET /admin/api/operators')
        .then(setList)
        .catch(() => undefined),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const add = async () => {
    try {
      await adminCall('POST /admin/api/operators', {
        form: { email: email.trim(), password, role },
        toastSuccess: true,
      });
      setEmail('');
      setPassword('');
    } catch {
      /* toasted */
    }
    await load();
  };
  const disable = async (op: Op) => {
    if (!(await confirm(t('admin.confirm_disable_operator', { email: op.email })))) return;
    try {
      await adminCall('POST /admin/api/operators/:id/disable', { params: { id: op.id }, toastSuccess: true });
    } catch {
      /* toasted */
    }
    await load();
  };
  return (
    <section>
      <header className="page-head">
        <h2>{t('admin.operators')}</h2>
      </header>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <input
          name="email"
          type="email"
          placeholder={t('admin.email')}
          aria-label={t('admin.email')}
          value={email}
          onChange={(e) => setEmail((e.target as HTMLInputElement).value)}
        />
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('admin.password')}
          aria-label={t('admin.password')}
          value={password}
          onChange={(e) => setPassword((e.target as HTMLInputElement).value)}
        />
        <select
          name="role"
          value={role}
          onChange={(e) => setRole((e.target as HTMLSelectElement).value as OperatorBody['role'])}
          aria-label={t('admin.role')}
        >
          <option value="reviewer">{t('admin.role_reviewer')}</option>
          <option value="admin">{t('admin.role_admin')}</option>
        </select>
        <button type="submit" className="primary" disabled={!email.trim() || !password}>
          {t('admin.add_operator')}
        </button>
      </form>
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
    </section>
  );
}
