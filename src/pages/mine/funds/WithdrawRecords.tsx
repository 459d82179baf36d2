import { formatWhen } from '../../../i18n/dates';
import { t } from '../../../i18n/i18n';
import type { fetchWithdrawals } from '../../../api/funds-api';
import { formatUsd } from '../../../i18n/money-format';
import { PayoutType } from '../../../../core/codes';

type Withdrawal = Awaited<ReturnType<typeof fetchWithdrawals>>['data'][number];

/** The withdrawals asked for, newest first: amount and what arrives, where to, fee, date, notes and status. */
export function WithdrawRecords({ items, loading }: { items: Withdrawal[]; loading: boolean }) {
  return (
    <ul className="record-list" data-testid="withdraw-records" aria-busy={loading}>
      {items.map((r) => (
        <li key={r.id} className="record" data-status={r.status}>
          <div className="record-main">
            <span dir="ltr">
              {formatUsd(r.number, 2)} USD → {r.real_number} {r.draw_currency.code}
            </span>
            <span className="muted small break-all" dir="ltr">
              {r.type === PayoutType.Coin ? r.address : r.payee_account}
            </span>
            {/* The label in the page's direction, the amount left to right, the date in its language's own. */}
            <span className="muted small">
              {t('withdraw.fee')}: <bdi dir="ltr">{formatUsd(r.fee, 2)}</bdi> · <bdi>{formatWhen(r.created_at)}</bdi>
            </span>
            {r.notes && (
              <span className="muted small">
                <bdi>{r.notes}</bdi>
              </span>
            )}
          </div>
          <span className={`tag status-${r.status}`}>{r.status_name}</span>
        </li>
      ))}
    </ul>
  );
}
