import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import { formatUtc } from '../../core/rules/datetime';
import type { AdminUserDetail } from '../../core/wire/operator-admin';
import { Side } from '../../core/codes';

/** The user's ledger entries, newest first as the server sends them. */
export function UserLedger({ ledger }: { ledger: AdminUserDetail['ledger'] }) {
  return (
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
        {ledger.map((l) => (
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
  );
}

/** The user's orders: pair, side with leverage, lots, status, margin and realised profit. */
export function UserOrders({ orders }: { orders: AdminUserDetail['orders'] }) {
  return (
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
        {orders.map((o) => (
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
  );
}

/** The user's sessions (times in UTC), each live or revoked. */
export function UserSessions({ sessions }: { sessions: AdminUserDetail['sessions'] }) {
  return (
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
        {sessions.map((s) => (
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
  );
}
