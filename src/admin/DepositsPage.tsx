import { useState } from 'react';
import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import { RowActions } from './RowActions';
import { useAdminList } from './use-admin-list';
import { QueueFrame, Who } from './QueueFrame';
import { DepositStatus, DepositType } from '../../core/codes';
import type { QueueDeposit } from '../../core/wire/operator-queues';

/** Deposits: proof, amount and the USD it credits; approve, reject or mark invalid (once). */
export function DepositsPage() {
  const [status, setStatus] = useState<number>(DepositStatus.Unchecked);
  const list = useAdminList<QueueDeposit>('/deposits', { status });
  return (
    <QueueFrame
      title={t('admin.deposits')}
      testId="deposits"
      status={status}
      onStatus={setStatus}
      list={list}
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
          {status === DepositStatus.Unchecked && <th>{t('admin.action')}</th>}
        </>
      }
    >
      {list.data?.data.map((d) => (
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
              <a href={d.proof_img} target="_blank" rel="noopener noreferrer">
                <img
                  className="thumb"
                  width={72}
                  height={54}
                  loading="lazy"
                  decoding="async"
                  src={d.proof_preview || d.proof_img}
                  alt={t('admin.proof')}
                />
              </a>
            ) : (
              '—'
            )}
          </td>
          <td>
            {d.created_at}
            {d.remark && (
              <>
                <br />
                <small>{d.remark}</small>
              </>
            )}
          </td>
          {status === DepositStatus.Unchecked && (
            <td>
              <RowActions
                field="remark"
                what={`${t('admin.deposit_n', { id: d.id })}: ${d.number} ${d.currency_code} = ${formatUsd(d.credit_usd, 2)} USD`}
                onDone={() => void list.reload()}
                actions={[
                  { label: t('admin.approve'), path: `/deposits/${d.id}/approve` },
                  { label: t('admin.reject'), path: `/deposits/${d.id}/reject`, danger: true },
                  { label: t('admin.invalid'), path: `/deposits/${d.id}/invalid`, danger: true },
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </QueueFrame>
  );
}
