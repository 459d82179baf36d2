import { useState } from 'react';
import { t } from '../i18n/i18n';
import { RowActions } from './RowActions';
import { useAdminList } from './use-admin-list';
import { QueueFrame, Who } from './QueueFrame';
import { ReviewStatus } from '../../core/codes';
import type { QueueVerification } from '../../core/wire/operator-queues';

/** Identity checks: both photos; approve, or reject with the reason the user will read. */
export function VerificationsPage() {
  const [status, setStatus] = useState<number>(ReviewStatus.Reviewing);
  const list = useAdminList<QueueVerification>('/verifications', { status });
  return (
    <QueueFrame
      title={t('admin.verifications')}
      testId="verifications"
      status={status}
      onStatus={setStatus}
      list={list}
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
          {status === ReviewStatus.Reviewing && <th>{t('admin.action')}</th>}
        </>
      }
    >
      {list.data?.data.map((v) => (
        <tr key={v.user_id} data-verification={v.user_id}>
          <td>
            <Who r={v} />
          </td>
          <td>{v.name}</td>
          <td>
            <code>{v.card_id}</code>
          </td>
          <td>
            <a href={v.front_pic} target="_blank" rel="noopener noreferrer">
              <img
                className="thumb"
                width={72}
                height={54}
                loading="lazy"
                decoding="async"
                src={v.front_preview}
                alt={t('auth.front')}
              />
            </a>
          </td>
          <td>
            <a href={v.reverse_pic} target="_blank" rel="noopener noreferrer">
              <img
                className="thumb"
                width={72}
                height={54}
                loading="lazy"
                decoding="async"
                src={v.reverse_preview}
                alt={t('auth.back')}
              />
            </a>
          </td>
          <td>
            {v.updated_at}
            {v.reason && (
              <>
                <br />
                <small>{v.reason}</small>
              </>
            )}
          </td>
          {status === ReviewStatus.Reviewing && (
            <td>
              <RowActions
                field="reason"
                what={`${v.name} (UID ${v.uid})`}
                onDone={() => void list.reload()}
                actions={[
                  { label: t('admin.approve'), path: `/verifications/${v.user_id}/approve` },
                  {
                    label: t('admin.reject'),
                    path: `/verifications/${v.user_id}/reject`,
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
