import { t } from '../i18n/i18n';
import { RowActions } from './RowActions';
import { useQueue } from './use-queue';
import { QueueFrame } from './QueueFrame';
import { Note, Thumb, Who } from './queue-cells';
import { ReviewStatus } from '../../core/codes';

/** Identity checks: both photos; approve, or reject with the reason the user will read. */
export function VerificationsPage() {
  const q = useQueue('GET /admin/api/verifications', ReviewStatus.Reviewing);
  return (
    <QueueFrame
      title={t('admin.verifications')}
      testId="verifications"
      queue={q}
      statuses={[
        [ReviewStatus.Reviewing, t('admin.waiting')],
        [ReviewStatus.Verified, t('admin.verified')],
        [ReviewStatus.None, t('admin.rejected')],
      ]}
      head={
        <>
          <th>{t('admin.user')}</th>
          <th>{t('auth.name')}</th>
          <th>{t('auth.card_id')}</th>
          <th>{t('auth.front')}</th>
          <th>{t('auth.back')}</th>
          <th>{t('admin.created')}</th>
          {q.open && <th>{t('admin.action')}</th>}
        </>
      }
    >
      {q.list.data?.data.map((v) => (
        <tr key={v.user_id} data-verification={v.user_id}>
          <td>
            <Who r={v} />
          </td>
          <td>{v.name}</td>
          <td>
            <code>{v.card_id}</code>
          </td>
          <td>
            <Thumb href={v.front_pic} src={v.front_preview} alt={t('auth.front')} />
          </td>
          <td>
            <Thumb href={v.reverse_pic} src={v.reverse_preview} alt={t('auth.back')} />
          </td>
          <td>
            {v.updated_at}
            <Note text={v.reason} />
          </td>
          {q.open && (
            <td>
              <RowActions
                field="reason"
                what={`${v.name} (UID ${v.uid})`}
                onDone={() => void q.list.reload()}
                params={{ userId: v.user_id }}
                actions={[
                  { label: t('admin.approve'), call: 'POST /admin/api/verifications/:userId/approve' },
                  {
                    label: t('admin.reject'),
                    call: 'POST /admin/api/verifications/:userId/reject',
                    danger: true,
                    noteRequired: true,
                  },
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </QueueFrame>
  );
}
