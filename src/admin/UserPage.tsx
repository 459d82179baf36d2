import { t } from '../i18n/i18n';
import { operator } from './admin-session';
import { useAdminUser } from './useAdminUser';
import { UserFigures } from './UserFigures';
import { AdjustForm } from './AdjustForm';
import { UserLedger, UserOrders, UserSessions } from './UserRecords';
import { UserStatus } from '../../core/codes';

/** One user: balance and lock, a balance adjustment with its memo (admin), disable / enable (admin), ledger, orders, sessions. */
export function UserPage({ params }: { params: { id: string } }) {
  const { d, toggle, resetTwoFactor, ...adjustForm } = useAdminUser(Number(params.id));
  const isAdmin = operator.value?.role === 'admin';
  if (!d) return <p className="muted">…</p>;
  const u = d.user;
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
      <UserFigures d={d} isAdmin={isAdmin} resetTwoFactor={resetTwoFactor} />
      {isAdmin && <AdjustForm {...adjustForm} />}
      <h3>{t('admin.ledger')}</h3>
      <UserLedger ledger={d.ledger} />
      <h3>{t('admin.orders')}</h3>
      <UserOrders orders={d.orders} />
      <h3>{t('admin.sessions')}</h3>
      <UserSessions sessions={d.sessions} />
    </section>
  );
}
