import { t } from '../i18n/i18n';
import { formatUsd } from '../i18n/money-format';
import type { AdminUserDetail } from '../../core/wire/operator-admin';
import { UserStatus } from '../../core/codes';

/** The user's balance, frozen amount, status and two-factor state; an admin can reset two-factor when it is on. */
export function UserFigures({
  d,
  isAdmin,
  resetTwoFactor,
}: {
  d: AdminUserDetail;
  isAdmin: boolean;
  resetTwoFactor: () => Promise<void>;
}) {
  const u = d.user;
  return (
    <dl className="figures-row" data-testid="user-figures">
      <div>
        <dt>{t('admin.balance')}</dt>
        <dd>{formatUsd(u.balance, 2)} USD</dd>
      </div>
      <div>
        <dt>{t('admin.frozen')}</dt>
        <dd>{formatUsd(u.lock_balance, 2)} USD</dd>
      </div>
      <div>
        <dt>{t('admin.status')}</dt>
        <dd>{u.status === UserStatus.Active ? t('admin.active') : t('admin.disabled')}</dd>
      </div>
      <div>
        <dt>{t('security.title')}</dt>
        <dd>
          {t(d.two_factor === 1 ? 'security.on' : 'security.off')}{' '}
          {isAdmin && d.two_factor === 1 && (
            <button type="button" className="danger" onClick={() => void resetTwoFactor()}>
              {t('admin.reset_two_factor')}
            </button>
          )}
        </dd>
      </div>
    </dl>
  );
}
