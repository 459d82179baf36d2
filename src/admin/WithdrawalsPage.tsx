import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import { RowActions } from './RowActions';
import { useQueue } from './use-queue';
import { QueueFrame } from './QueueFrame';
import { Note, Who } from './queue-cells';
import { PayoutType, WithdrawStatus } from '../../core/codes';

/** Withdrawals: destination, fee and what arrives; pay (money leaves) or reject (money back). */
export function WithdrawalsPage() {
  const q = useQueue('GET /admin/api/withdrawals', WithdrawStatus.Pending);
  return (
    <QueueFrame
      title={t('admin.withdrawals')}
      testId="withdrawals"
      queue={q}
      statuses={[
        [WithdrawStatus.Pending, t('admin.pending')],
        [WithdrawStatus.Paid, t('admin.paid')],
        [WithdrawStatus.Rejected, t('charge.status_2')],
      ]}
      head={
        <>
          <th>#</th>
          <th>{t('admin.user')}</th>
          <th>{t('admin.amount')}</th>
          <th>{t('withdraw.fee')}</th>
          <th>{t('withdraw.receive')}</th>
          <th>{t('withdraw.destination')}</th>
          <th>{t('admin.created')}</th>
          {q.open && <th>{t('admin.action')}</th>}
        </>
      }
    >
      {q.list.data?.data.map((w) => (
        <tr key={w.id} data-withdrawal={w.id}>
          <td>{w.id}</td>
          <td>
            <Who r={w} />
          </td>
          <td className="num">{formatUsd(w.number, 2)} USD</td>
          <td className="num">{formatUsd(w.fee, 2)}</td>
          <td className="num">
            {w.real_number} {w.currency_code}
          </td>
          <td>
            {w.type === PayoutType.Coin ? (
              <code>{w.address}</code>
            ) : (
              <>
                {w.bank_name}
                <br />
                <small>
                  {w.payee_name} · {w.payee_account}
                </small>
              </>
            )}
            <Note text={w.memo} />
          </td>
          <td>
            {w.created_at}
            <Note text={w.notes} />
          </td>
          {q.open && (
            <td>
              <RowActions
                field="notes"
                what={`${t('admin.withdrawal_n', { id: w.id })}: ${formatUsd(w.number, 2)} USD → ${w.real_number} ${w.currency_code}`}
                onDone={() => void q.list.reload()}
                params={{ id: w.id }}
                actions={[
                  { label: t('admin.pay'), call: 'POST /admin/api/withdrawals/:id/pay' },
                  { label: t('admin.reject'), call: 'POST /admin/api/withdrawals/:id/reject', danger: true },
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </QueueFrame>
  );
}
