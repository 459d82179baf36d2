import { useState } from 'react';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/i18n';
import { formatUsd } from '../lib/format';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { useAdminList } from './use-admin-list';

/** A status filter over a queue; statuses are the record's own codes (product.md section 4). */
function StatusFilter({ value, options, onChange }: { value: number; options: [number, string][]; onChange: (v: number) => void }) {
  return (
    <label class="filter">{t('admin.status')}
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
  head: ComponentChildren; list: { page: number; setPage: (p: number) => void; data: { total: number } | null }; children: ComponentChildren;
}) {
  return (
    <section>
      <header class="page-head"><h2>{title}</h2><StatusFilter value={status} onChange={onStatus} options={statuses} /></header>
      <table class="grid" data-testid={testId}>
        <thead><tr>{head}</tr></thead>
        <tbody>{children}</tbody>
      </table>
      {list.data && <Pager page={list.page} total={list.data.total} onPage={list.setPage} />}
    </section>
  );
}

const Who = ({ r }: { r: { email: string | null; uid: string; user_id: number } }) => <span>{r.email ?? '—'}<br /><small>UID {r.uid} · #{r.user_id}</small></span>;

interface Deposit { id: number; user_id: number; email: string | null; uid: string; type: number; currency_code: string; protocol_code: string; number: string; credit_usd: string; proof_img: string; address: string; remark: string; created_at: string }

/** Deposits: proof, amount and the USD it credits; approve, reject or mark invalid (once). */
export function DepositsPage() {
  const [status, setStatus] = useState(0);
  const list = useAdminList<Deposit>('/deposits', { status });
  return (
    <QueueFrame title={t('admin.deposits')} testId="deposits" status={status} onStatus={setStatus} list={list}
      statuses={[[0, t('charge.status_0')], [1, t('charge.status_1')], [2, t('charge.status_2')], [3, t('charge.status_3')]]}
      head={<><th>#</th><th>{t('admin.user')}</th><th>{t('admin.amount')}</th><th>{t('admin.credit')}</th><th>{t('admin.proof')}</th><th>{t('admin.created')}</th>{status === 0 && <th>{t('admin.action')}</th>}</>}>
        {list.data?.data.map((d) => (
          <tr key={d.id} data-deposit={d.id}>
            <td>{d.id}</td><td><Who r={d} /></td>
            <td>{d.number} {d.currency_code}{d.protocol_code ? `-${d.protocol_code}` : ''}<br /><small>{d.type === 0 ? t('charge.coin') : t('charge.bank')}{d.address ? ` · ${d.address}` : ''}</small></td>
            <td class="num">{formatUsd(d.credit_usd, 2)} USD</td>
            <td>{d.proof_img ? <a href={d.proof_img} target="_blank" rel="noopener noreferrer"><img class="thumb" width={72} height={54} loading="lazy" decoding="async" src={d.proof_img} alt={t('admin.proof')} /></a> : '—'}</td>
            <td>{d.created_at}{d.remark && <><br /><small>{d.remark}</small></>}</td>
            {status === 0 && <td><RowActions field="remark" what={`${t('admin.deposit_n', { id: d.id })}: ${d.number} ${d.currency_code} = ${formatUsd(d.credit_usd, 2)} USD`} onDone={() => void list.reload()} actions={[
              { label: t('admin.approve'), path: `/deposits/${d.id}/approve` },
              { label: t('admin.reject'), path: `/deposits/${d.id}/reject`, danger: true },
              { label: t('admin.invalid'), path: `/deposits/${d.id}/invalid`, danger: true },
            ]} /></td>}
          </tr>
        ))}
    </QueueFrame>
  );
}

interface Withdrawal { id: number; user_id: number; email: string | null; uid: string; type: number; number: string; fee: string; real_number: string; currency_code: string; protocol: string; address: string; bank_name: string; payee_name: string; payee_account: string; memo: string; notes: string; created_at: string }

/** Withdrawals: destination, fee and what arrives; pay (money leaves) or reject (money back). */
export function WithdrawalsPage() {
  const [status, setStatus] = useState(0);
  const list = useAdminList<Withdrawal>('/withdrawals', { status });
  return (
    <QueueFrame title={t('admin.withdrawals')} testId="withdrawals" status={status} onStatus={setStatus} list={list}
      statuses={[[0, t('admin.pending')], [1, t('admin.paid')], [2, t('charge.status_2')]]}
      head={<><th>#</th><th>{t('admin.user')}</th><th>{t('admin.amount')}</th><th>{t('withdraw.fee')}</th><th>{t('withdraw.receive')}</th><th>{t('withdraw.destination')}</th><th>{t('admin.created')}</th>{status === 0 && <th>{t('admin.action')}</th>}</>}>
        {list.data?.data.map((w) => (
          <tr key={w.id} data-withdrawal={w.id}>
            <td>{w.id}</td><td><Who r={w} /></td>
            <td class="num">{formatUsd(w.number, 2)} USD</td><td class="num">{formatUsd(w.fee, 2)}</td>
            <td class="num">{w.real_number} {w.currency_code}</td>
            <td>{w.type === 1 ? <code>{w.address}</code> : <>{w.bank_name}<br /><small>{w.payee_name} · {w.payee_account}</small></>}{w.memo && <><br /><small>{w.memo}</small></>}</td>
            <td>{w.created_at}{w.notes && <><br /><small>{w.notes}</small></>}</td>
            {status === 0 && <td><RowActions field="notes" what={`${t('admin.withdrawal_n', { id: w.id })}: ${formatUsd(w.number, 2)} USD → ${w.real_number} ${w.currency_code}`} onDone={() => void list.reload()} actions={[
              { label: t('admin.pay'), path: `/withdrawals/${w.id}/pay` },
              { label: t('admin.reject'), path: `/withdrawals/${w.id}/reject`, danger: true },
            ]} /></td>}
          </tr>
        ))}
    </QueueFrame>
  );
}

interface Verification { user_id: number; email: string | null; uid: string; name: string; card_id: string; front_pic: string; reverse_pic: string; reason: string; updated_at: string }

/** Identity checks: both photos; approve, or reject with the reason the user will read. */
export function VerificationsPage() {
  const [status, setStatus] = useState(1);
  const list = useAdminList<Verification>('/verifications', { status });
  return (
    <QueueFrame title={t('admin.verifications')} testId="verifications" status={status} onStatus={setStatus} list={list}
      statuses={[[1, t('admin.waiting')], [2, t('admin.verified')], [0, t('admin.rejected')]]}
      head={<><th>{t('admin.user')}</th><th>{t('auth.name')}</th><th>{t('auth.card_id')}</th><th>{t('auth.front')}</th><th>{t('auth.back')}</th><th>{t('admin.created')}</th>{status === 1 && <th>{t('admin.action')}</th>}</>}>
        {list.data?.data.map((v) => (
          <tr key={v.user_id} data-verification={v.user_id}>
            <td><Who r={v} /></td><td>{v.name}</td><td><code>{v.card_id}</code></td>
            <td><a href={v.front_pic} target="_blank" rel="noopener noreferrer"><img class="thumb" width={72} height={54} loading="lazy" decoding="async" src={v.front_pic} alt={t('auth.front')} /></a></td>
            <td><a href={v.reverse_pic} target="_blank" rel="noopener noreferrer"><img class="thumb" width={72} height={54} loading="lazy" decoding="async" src={v.reverse_pic} alt={t('auth.back')} /></a></td>
            <td>{v.updated_at}{v.reason && <><br /><small>{v.reason}</small></>}</td>
            {status === 1 && <td><RowActions field="reason" what={`${v.name} (UID ${v.uid})`} onDone={() => void list.reload()} actions={[
              { label: t('admin.approve'), path: `/verifications/${v.user_id}/approve` },
              { label: t('admin.reject'), path: `/verifications/${v.user_id}/reject`, danger: true, noteRequired: true },
            ]} /></td>}
          </tr>
        ))}
    </QueueFrame>
  );
}
