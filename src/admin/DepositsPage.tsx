import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import { RowActions } from './RowActions';
import { useQueue } from './use-queue';
import { QueueFrame } from './QueueFrame';
import { Note, Thumb, Who } from './queue-cells';
import { DepositStatus, DepositType } from '../../core/codes';

/** Deposits: proof, amount and the USD it credits; approve, reject or mark invalid (once). */
export function DepositsPage() {
  const q = useQueue('GET /admin/api/deposits', DepositStatus.Unchecked);
  return (
    <QueueFrame
      title={t('admin.deposits')}
      testId="deposits"
      queue={q}
      statuses={[
        [DepositStatus.Unchecked, t('charge.status_0')],
        [DepositStatus.Finished, t('charge.status_1')],
        [DepositStatus.Rejected, t('charge.status_2')],
        [DepositStatus.Invalid, t('charge.status_3')],
      ]}
      head={
        <>
          <th>#</th>
          <th>{t('admin.user')}</th>
          <th>{t('admin.amount')}</th>
          <th>{t('admin.credit')}</th>
          <th>{t('admin.proof')}</th>
          <th>{t('admin.created')}</th>
          {q.open && <th>{t('admin.action')}</th>}
        </>
      }
    >
      {q.list.data?.data.map((d) => (
        <tr key={d.id} data-deposit={d.id}>
          <td>{d.id}</td>
          <td>
            <Who r={d} />
          </td>
          <td>
            {d.number} {d.currency_code}
            {d.protocol_code ? `-${d.protocol_code}` : ''}
            <br />
            <small>
              {d.type === DepositType.Coin ? t('charge.coin') : t('charge.bank')}
              {d.address ? ` · ${d.address}` : ''}
            </small>
          </td>
          <td className="num">{formatUsd(d.credit_usd, 2)} USD</td>
          <td>
            {d.proof_img ? (
              <Thumb href={d.proof_img} src={d.proof_preview || d.proof_img} alt={t('admin.proof')} />
            ) : (
              '—'
            )}
          </td>
          <td>
            {d.created_at}
            <Note text={d.remark} />
          </td>
          {q.open && (
            <td>
              <RowActions
                field="remark"
                what={`${t('admin.deposit_n', { id: d.id })}: ${d.number} ${d.currency_code} = ${formatUsd(d.credit_usd, 2)} USD`}
                onDone={() => void q.list.reload()}
                params={{ id: d.id }}
                actions={[
                  { label: t('admin.approve'), call: 'POST /admin/api/deposits/:id/approve' },
                  { label: t('admin.reject'), call: 'POST /admin/api/deposits/:id/reject', danger: true },
                  { label: t('admin.invalid'), call: 'POST /admin/api/deposits/:id/invalid', danger: true },
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </QueueFrame>
  );
}
