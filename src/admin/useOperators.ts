import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { confirm } from '../state/dialog';
import { adminCall } from './admin-client';
import type { OperatorBody, OperatorRow } from '../../core/wire/operator-admin';

export type Op = OperatorRow;

/** The operators' list and the form that adds one: `add` sends it, `disable` asks first; each reloads the list. */
export function useOperators() {
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
  return { list, email, setEmail, password, setPassword, role, setRole, add, disable };
}
