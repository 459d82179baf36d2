import { useState } from 'react';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { useAdminList } from './use-admin-list';
import { DepositStatus, DepositType, PayoutType, ReviewStatus, WithdrawStatus } from '../../core/codes';
import type { QueueDeposit, QueueUser, QueueVerification, QueueWithdrawal } from '../../core/wire/operator-queues';

/** A status filter over a queue; statuses are the record's own codes (docs/glossary.md, Codes). */
function StatusFilter({ value, options, onChange }: { value: number; options: [number, string][]; onChange: (v: number) => void }) {
  return (
    <label className="filter">{t('admin.status')}
      <select value={value} onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))}>
        {options.map(([v, label]) => <option key={v} value={v}>{label}</option>)}
      </select>
    </label>
  );
}

/**
 * The frame every queue shares: title and status filter, the table with its head and rows, and the pager.
 * `list` comes from useAdminList; the page decides the columns and the row actions.
 */
function QueueFrame({ title, testId, status, onStatus, statuses, head, list, children }: {
  title: string; testId: string; status: number; onStatus: (v: number) => void; statuses: [number, string][];
  head: ReactNode; list: { page: number; setPage: (p: number) => void; data: { total: number } | null }; children: ReactNode;
}) {
  return (
    <section>
      <header className="page-head"><h2>{title}</h2><StatusFilter value={status} onChange={onStatus} options={statuses} /></header>
      <table className="grid" data-testid={testId}>
        <thead><tr>{head}</tr></thead>
        <tbody>{children}</tbody>
      </table>
      {list.data && <Pager page={list.page} total={list.data.total} onPage={list.setPage} />}
    </section>
  );
}

const Who = ({ r }: { r: QueueUser }) => <span>{r.email ?? '—'}<br /><small>UID {r.uid} · #{r.user_id}</small></span>;

/** Deposits: proof, amount and the USD it credits; approve, reject or mark invalid (once). */
export function DepositsPage() {
  const [status, setStatus] = useState<number>(DepositStatus.Unchecked);
  const list = useAdminList<QueueDeposit>('/deposits', { status });
  return (
    <QueueFrame title={t('admin.deposits')} testId="deposits" status={status} onStatus={setStatus} list={list}
      statuses={[[DepositStatus.Unchecked, t('charge.status_0')], [DepositStatus.Finished, t('charge.status_1')], [DepositStatus.Rejected, t('charge.status_2')], [DepositStatus.Invalid, t('charge.status_3')]]}
      head={<><th>#</th><th>{t('admin.user')}</th><th>{t('admin.amount')}</th><th>{t('admin.credit')}</th><th>{t('admin.proof')}</th><th>{t('admin.created')}</th>{status === DepositStatus.Unchecked && <th>{t('admin.action')}</th>}</>}>
        {list.data?.data.map((d) => (
          <tr key={d.id} data-deposit={d.id}>
            <td>{d.id}</td><td><Who r={d} /></td>
            <td>{d.number} {d.currency_code}{d.protocol_code ? `-${d.protocol_code}` : ''}<br /><small>{d.type === DepositType.Coin ? t('charge.coin') : t('charge.bank')}{d.address ? ` · ${d.address}` : ''}</small></td>
            <td className="num">{formatUsd(d.credit_usd, 2)} USD</td>
            <td>{d.proof_img ? <a href={d.proof_img} target="_blank" rel="noopener noreferrer"><img className="thumb" width={72} height={54} loading="lazy" decoding="async" src={d.proof_preview || d.proof_img} alt={t('admin.proof')} /></a> : '—'}</td>
            <td>{d.created_at}{d.remark && <><br /><small>{d.remark}</small></>}</td>
            {status === DepositStatus.Unchecked && <td><RowActions field="remark" what={`${t('admin.deposit_n', { id: d.id })}: ${d.number} ${d.currency_code} = ${formatUsd(d.credit_usd, 2)} USD`} onDone={() => void list.reload()} actions={[
              { label: t('admin.approve'), path: `/deposits/${d.id}/approve` },
              { label: t('admin.reject'), path: `/deposits/${d.id}/reject`, danger: true },
              { label: t('admin.invalid'), path: `/deposits/${d.id}/invalid`, danger: true },
            ]} /></td>}
          </tr>
        ))}
    </QueueFrame>
  );
}

/** Withdrawals: destination, fee and what arrives; pay (money leaves) or reject (money back). */
export function WithdrawalsPage() {
  const [status, setStatus] = useState<number>(WithdrawStatus.Pending);
  const list = useAdminList<QueueWithdrawal>('/withdrawals', { status });
  return (
    <QueueFrame title={t('admin.withdrawals')} testId="withdrawals" status={status} onStatus={setStatus} list={list}
      statuses={[[WithdrawStatus.Pending, t('admin.pending')], [WithdrawStatus.Paid, t('admin.paid')], [WithdrawStatus.Rejected, t('charge.status_2')]]}
      head={<><th>#</th><th>{t('admin.user')}</th><th>{t('admin.amount')}</th><th>{t('withdraw.fee')}</th><th>{t('withdraw.receive')}</th><th>{t('withdraw.destination')}</th><th>{t('admin.created')}</th>{status === WithdrawStatus.Pending && <th>{t('admin.action')}</th>}</>}>
        {list.data?.data.map((w) => (
          <tr key={w.id} data-withdrawal={w.id}>
            <td>{w.id}</td><td><Who r={w} /></td>
            <td className="num">{formatUsd(w.number, 2)} USD</td><td className="num">{formatUsd(w.fee, 2)}</td>
            <td className="num">{w.real_number} {w.currency_code}</td>
            <td>{w.type === PayoutType.Coin ? <code>{w.address}</code> : <>{w.bank_name}<br /><small>{w.payee_name} · {w.payee_account}</small></>}{w.memo && <><br /><small>{w.memo}</small></>}</td>
            <td>{w.created_at}{w.notes && <><br /><small>{w.notes}</small></>}</td>
            {status === WithdrawStatus.Pending && <td><RowActions field="notes" what={`${t('admin.withdrawal_n', { id: w.id })}: ${formatUsd(w.number, 2)} USD → ${w.real_number} ${w.currency_code}`} onDone={() => void list.reload()} actions={[
              { label: t('admin.pay'), path: `/withdrawals/${w.id}/pay` },
              { label: t('admin.reject'), path: `/withdrawals/${w.id}/reject`, danger: true },
            ]} /></td>}
          </tr>
        ))}
    </QueueFrame>
  );
}

/** Identity checks: both photos; approve, or reject with the reason the user will read. */
export function VerificationsPage() {
  const [status, setStatus] = useState<number>(ReviewStatus.Reviewing);
  const list = useAdminList<QueueVerification>('/verifications', { status });
  return (
    <QueueFrame title={t('admin.verifications')} testId="verifications" status={status} onStatus={setStatus} list={list}
      statuses={[[ReviewStatus.Reviewing, t('admin.waiting')], [ReviewStatus.Verified, t('admin.verified')], [ReviewStatus.None, t('admin.rejected')]]}
      head={<><th>{t('admin.user')}</th><th>{t('auth.name')}</th><th>{t('auth.card_id')}</th><th>{t('auth.front')}</th><th>{t('auth.back')}</th><th>{t('admin.created')}</th>{status === ReviewStatus.Reviewing && <th>{t('admin.action')}</th>}</>}>
        {list.data?.data.map((v) => (
          <tr key={v.user_id} data-verification={v.user_id}>
            <td><Who r={v} /></td><td>{v.name}</td><td><code>{v.card_id}</code></td>
            <td><a href={v.front_pic} target="_blank" rel="noopener noreferrer"><img className="thumb" width={72} height={54} loading="lazy" decoding="async" src={v.front_preview} alt={t('auth.front')} /></a></td>
            <td><a href={v.reverse_pic} target="_blank" rel="noopener noreferrer"><img className="thumb" width={72} height={54} loading="lazy" decoding="async" src={v.reverse_preview} alt={t('auth.back')} /></a></td>
            <td>{v.updated_at}{v.reason && <><br /><small>{v.reason}</small></>}</td>
            {status === ReviewStatus.Reviewing && <td><RowActions field="reason" what={`${v.name} (UID ${v.uid})`} onDone={() => void list.reload()} actions={[
              { label: t('admin.approve'), path: `/verifications/${v.user_id}/approve` },
              { label: t('admin.reject'), path: `/verifications/${v.user_id}/reject`, danger: true, noteRequired: true },
            ]} /></td>}
          </tr>
        ))}
    </QueueFrame>
  );
}
