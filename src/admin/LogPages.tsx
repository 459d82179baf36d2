import { t } from '../i18n/i18n';
import { ListFrame } from './ListFrame';
import { useAdminList } from './use-admin-list';

/** The audit log: who did what to which record, before and after. Read-only, here and on the server. */
export function AuditPage() {
  const list = useAdminList('GET /admin/api/audit', {});
  return (
    <ListFrame
      title={t('admin.audit')}
      testId="audit"
      list={list}
      pageSize={20}
      head={
        <>
          <th>#</th>
          <th>{t('admin.created')}</th>
          <th>{t('admin.operator')}</th>
          <th>{t('admin.action')}</th>
          <th>{t('admin.target')}</th>
          <th>{t('admin.before')}</th>
          <th>{t('admin.after')}</th>
        </>
      }
    >
      {list.data?.data.map((a) => (
        <tr key={a.id} data-audit={a.action}>
          <td>{a.id}</td>
          <td>{a.created_at}</td>
          <td>{a.actor}</td>
          <td>
            <code>{a.action}</code>
          </td>
          <td>
            {a.target_type} #{a.target_id}
          </td>
          <td>
            <pre>{a.before === null ? '' : JSON.stringify(a.before, null, 1)}</pre>
          </td>
          <td>
            <pre>{a.after === null ? '' : JSON.stringify(a.after, null, 1)}</pre>
          </td>
        </tr>
      ))}
    </ListFrame>
  );
}

/** The mail outbox: every code and message the server sent (or, without SMTP, only logged). */
export function OutboxPage() {
  const list = useAdminList('GET /admin/api/outbox', {});
  return (
    <ListFrame
      title={t('admin.outbox')}
      testId="outbox"
      list={list}
      pageSize={20}
      head={
        <>
          <th>#</th>
          <th>{t('admin.created')}</th>
          <th>{t('admin.to')}</th>
          <th>{t('admin.subject')}</th>
          <th>{t('admin.status')}</th>
        </>
      }
    >
      {list.data?.data.map((m) => (
        <tr key={m.id}>
          <td>{m.id}</td>
          <td>{m.created_at}</td>
          <td>{m.destination}</td>
          <td>
            {m.subject}
            <br />
            <small>{m.body.slice(0, 160)}</small>
          </td>
          <td>
            {m.status}
            {m.error ? ` · ${m.error}` : ''}
          </td>
        </tr>
      ))}
    </ListFrame>
  );
}
