import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import { readNumber } from '../i18n/number-input';
import { errorProps, FieldError } from '../components/FieldError';
import { formatUtc } from '../../core/rules/datetime';
import { confirm } from '../state/dialog';
import { adminCall } from './admin-client';
import { operator } from './admin-session';
import type { AdminUserDetail as Detail } from '../../core/wire/operator-admin';
import { Side, UserStatus } from '../../core/codes';

/** One user: balance and lock, a balance adjustment with its memo (admin), disable / enable (admin), ledger, orders, sessions. */
export function UserPage({ params }: { params: { id: string } }) {
  const id = Number(params.id);
  const [d, setD] = useState<Detail | null>(null);
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
  const isAdmin = operator.value?.role === 'admin';
  if (!d) return <p className="muted">…</p>;
  const u = d.user;
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
    if (!(await confirm(t(u.status === UserStatus.Active ? 'admin.confirm_disable' : 'admin.confirm_enable')))) return;
    try {
      const opts = { params: { id }, toastSuccess: true };
      if (u.status === UserStatus.Active) await adminCall('POST /admin/api/users/:id/disable', opts);
      else await adminCall('POST /admin/api/users/:id/enable', opts);
    } catch {
      /* toasted */
    }
    await load();
  };
  const resetTwoFactor = async () => {
    if (!(await confirm(t('admin.confirm_reset_two_factor', { email: u.email })))) return;
    try {
      await adminCall('POST /admin/api/users/:id/two_factor/reset', { params: { id }, toastSuccess: true });
    } catch {
      /* toasted */
    }
    await load();
  };
  return (
    <section>
      <header className="page-head">
        <h2>
          {u.email || t('admin.demo')}{' '}
          <small>
            UID {u.uid} · #{u.id}
          </small>
        </h2>
        {isAdmin && (
          <button
            type="button"
            className={u.status === UserStatus.Active ? 'danger' : 'primary'}
            onClick={() => void toggle()}
          >
            {t(u.status === UserStatus.Active ? 'admin.disable' : 'admin.enable')}
          </button>
        )}
      </header>
      <dl className="figures-row" data-testid="user-figures">
        <div>
          <dt>{t('admin.balance')}</dt>
          <dd>{formatUsd(u.balance, 2)} USD</dd>
        </div>
        <div>
          <dt>{t('admin.frozen')}</dt>
          <dd>{formatUsd(u.lock_balance, 2)} USD</dd>
        </div>
        <div>
          <dt>{t('admin.status')}</dt>
          <dd>{u.status === UserStatus.Active ? t('admin.active') : t('admin.disabled')}</dd>
        </div>
        <div>
          <dt>{t('security.title')}</dt>
          <dd>
            {t(d.two_factor === 1 ? 'security.on' : 'security.off')}{' '}
            {isAdmin && d.two_factor === 1 && (
              <button type="button" className="danger" onClick={() => void resetTwoFactor()}>
                {t('admin.reset_two_factor')}
              </button>
            )}
          </dd>
        </div>
      </dl>
      {isAdmin && (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void adjust();
          }}
        >
          <h3>{t('admin.adjust')}</h3>
          <input
            name="amount"
            inputMode="decimal"
            placeholder={t('admin.adjust_amount')}
            aria-label={t('admin.adjust_amount')}
            value={amount}
            onChange={(e) => {
              setAmount((e.target as HTMLInputElement).value);
              setAmountError('');
            }}
            {...errorProps('amount', amountError)}
          />
          <input
            name="memo"
            maxLength={200}
            placeholder={t('admin.adjust_memo')}
            aria-label={t('admin.adjust_memo')}
            value={memo}
            onChange={(e) => setMemo((e.target as HTMLInputElement).value)}
          />
          <button type="submit" className="primary" disabled={!amount.trim() || !memo.trim()}>
            {t('admin.adjust_submit')}
          </button>
          <FieldError name="amount" error={amountError} />
        </form>
      )}
      <h3>{t('admin.ledger')}</h3>
      <table className="grid" data-testid="user-ledger">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('admin.type')}</th>
            <th>{t('admin.amount')}</th>
            <th>{t('admin.frozen')}</th>
            <th>{t('admin.memo')}</th>
            <th>{t('admin.created')}</th>
          </tr>
        </thead>
        <tbody>
          {d.ledger.map((l) => (
            <tr key={l.id}>
              <td>{l.id}</td>
              <td>{l.type}</td>
              <td className="num">{formatUsd(l.value, 2)}</td>
              <td className="num">{formatUsd(l.lock_value, 2)}</td>
              <td>{l.memo}</td>
              <td>{l.created_at}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('admin.orders')}</h3>
      <table className="grid">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('admin.pair')}</th>
            <th>{t('admin.side')}</th>
            <th>{t('admin.lots')}</th>
            <th>{t('admin.status')}</th>
            <th>{t('admin.margin')}</th>
            <th>{t('admin.profit')}</th>
          </tr>
        </thead>
        <tbody>
          {d.orders.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <td>{o.code}</td>
              <td>
                {o.order_type === Side.Buy ? t('order.buy') : t('order.sell')} 1:{o.multiple}
              </td>
              <td className="num">{o.quantity}</td>
              <td>{o.status}</td>
              <td className="num">{formatUsd(o.caution_money, 2)}</td>
              <td className="num">{formatUsd(o.fact_profits, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('admin.sessions')}</h3>
      <table className="grid">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('admin.created')}</th>
            <th>{t('admin.last_seen')}</th>
            <th>IP</th>
            <th>{t('admin.device')}</th>
            <th>{t('admin.status')}</th>
          </tr>
        </thead>
        <tbody>
          {d.sessions.map((s) => (
            <tr key={s.id}>
              <td>{s.id}</td>
              <td>{formatUtc(s.created_ms)}</td>
              <td>{formatUtc(s.last_seen_ms)}</td>
              <td>{s.ip}</td>
              <td>
                <small>{s.user_agent}</small>
              </td>
              <td>{s.live ? t('admin.active') : t('admin.revoked')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
