import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import { Pager } from './Pager';
import { useAdminList } from './use-admin-list';
import { AccountKind, UserStatus } from '../../core/codes';

/** Users: search by e-mail or uid; a row opens the user's page. */
export function UsersPage() {
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const list = useAdminList('GET /admin/api/users', { q: query });
  return (
    <section>
      <header className="page-head">
        <h2>{t('admin.users')}</h2>
        <form
          className="filter"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(q.trim());
          }}
        >
          <input
            type="search"
            name="q"
            value={q}
            placeholder={t('admin.search_users')}
            aria-label={t('admin.search_users')}
            onChange={(e) => setQ((e.target as HTMLInputElement).value)}
          />
          <button type="submit">{t('admin.search')}</button>
        </form>
      </header>
      <table className="grid" data-testid="users">
        <thead>
          <tr>
            <th>#</th>
            <th>UID</th>
            <th>{t('admin.email')}</th>
            <th>{t('admin.balance')}</th>
            <th>{t('admin.frozen')}</th>
            <th>{t('admin.status')}</th>
            <th>{t('admin.created')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.data.map((u) => (
            <tr key={u.id} data-user={u.id}>
              <td>
                <Link href={`/users/${u.id}`}>{u.id}</Link>
              </td>
              <td>{u.uid}</td>
              <td>
                <Link href={`/users/${u.id}`}>{u.email || t('admin.demo')}</Link>
              </td>
              <td className="num">{formatUsd(u.balance, 2)}</td>
              <td className="num">{formatUsd(u.lock_balance, 2)}</td>
              <td>
                {u.status === UserStatus.Active ? t('admin.active') : t('admin.disabled')}
                {u.is_demo === AccountKind.Demo ? ` · ${t('admin.demo')}` : ''}
              </td>
              <td>{u.created_at}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && <Pager size={20} page={list.page} total={list.data.total} onPage={list.setPage} />}
    </section>
  );
}
