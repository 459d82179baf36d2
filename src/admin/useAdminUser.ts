import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { readNumber } from '../i18n/number-input';
import { confirm } from '../state/dialog';
import { adminCall } from './admin-client';
import type { AdminUserDetail } from '../../core/wire/operator-admin';
import { UserStatus } from '../../core/codes';

/**
 * One user's detail and what an admin does to it: `adjust` sends the balance adjustment with its memo, `toggle`
 * disables or enables, `resetTwoFactor` turns two-factor off; the last two ask first, and each reads the user again.
 */
export function useAdminUser(id: number) {
  const [d, setD] = useState<AdminUserDetail | null>(null);
  const [amount, setAmount] = useState('');
  // Why the last adjustment's amount could not be sent (typed in the operator's language; negative takes money off).
  const [amountError, setAmountError] = useState('');
  const [memo, setMemo] = useState('');
  const load = useCallback(
    () =>
      adminCall('GET /admin/api/users/:id', { params: { id } })
        .then(setD)
        .catch(() => undefined),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const adjust = async () => {
    const [value, error] = readNumber(amount, { signed: true, required: true });
    setAmountError(error);
    if (error) return;
    try {
      await adminCall('POST /admin/api/users/:id/adjust', {
        params: { id },
        form: { amount: value, memo: memo.trim() },
        toastSuccess: true,
      });
      setAmount('');
      setMemo('');
    } catch {
      /* toasted */
    }
    await load();
  };
  const toggle = async () => {
    if (!d) return;
    const active = d.user.status === UserStatus.Active;
    if (!(await confirm(t(active ? 'admin.confirm_disable' : 'admin.confirm_enable')))) return;
    try {
      const opts = { params: { id }, toastSuccess: true };
      if (active) await adminCall('POST /admin/api/users/:id/disable', opts);
      else await adminCall('POST /admin/api/users/:id/enable', opts);
    } catch {
      /* toasted */
    }
    await load();
  };
  const resetTwoFactor = async () => {
    if (!d) return;
    if (!(await confirm(t('admin.confirm_reset_two_factor', { email: d.user.email })))) return;
    try {
      await adminCall('POST /admin/api/users/:id/two_factor/reset', { params: { id }, toastSuccess: true });
    } catch {
      /* toasted */
    }
    await load();
  };
  return { d, amount, setAmount, amountError, setAmountError, memo, setMemo, adjust, toggle, resetTwoFactor };
}
