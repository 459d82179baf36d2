import { t } from '../i18n/i18n';
import { useOperators } from './useOperators';
import { OperatorsTable } from './OperatorsTable';
import type { OperatorBody } from '../../core/wire/operator-admin';

/** Operators (admin only): who can work the desk, with which role; add one, disable one. */
export function OperatorsPage() {
  const { list, email, setEmail, password, setPassword, role, setRole, add, disable } = useOperators();
  return (
    <section>
      <header className="page-head">
        <h2>{t('admin.operators')}</h2>
      </header>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <input
          name="email"
          type="email"
          placeholder={t('admin.email')}
          aria-label={t('admin.email')}
          value={email}
          onChange={(e) => setEmail((e.target as HTMLInputElement).value)}
        />
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('admin.password')}
          aria-label={t('admin.password')}
          value={password}
          onChange={(e) => setPassword((e.target as HTMLInputElement).value)}
        />
        <select
          name="role"
          value={role}
          onChange={(e) => setRole((e.target as HTMLSelectElement).value as OperatorBody['role'])}
          aria-label={t('admin.role')}
        >
          <option value="reviewer">{t('admin.role_reviewer')}</option>
          <option value="admin">{t('admin.role_admin')}</option>
        </select>
        <button type="submit" className="primary" disabled={!email.trim() || !password}>
          {t('admin.add_operator')}
        </button>
      </form>
      <OperatorsTable list={list} disable={disable} />
    </section>
  );
}
