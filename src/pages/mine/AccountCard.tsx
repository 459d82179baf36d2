import { Link, useLocation } from 'wouter';
import { signal } from '@preact/signals-react';
import { Icon } from '../../components/Icon';
import { iconChevron, iconEye, iconEyeOff } from '../../components/icons-more';
import { t } from '../../i18n/i18n';
import { isDemo, user } from '../../state/session';
import { formatUsd } from '../../i18n/money-format';

const HIDE_KEY = 'hide_balance';
/** The balance hide toggle, remembered on the device. */
const hidden = signal(localStorage.getItem(HIDE_KEY) === '1');
const toggleHidden = () => {
  hidden.value = !hidden.value;
  localStorage.setItem(HIDE_KEY, hidden.value ? '1' : '0');
};

/** The user centre's account card: who, the balance and what is frozen (hidden on request), deposit and withdraw. */
export function AccountCard() {
  const [, go] = useLocation();
  const u = user.value;
  const mask = (v: string | undefined) => (hidden.value ? '****' : formatUsd(v ?? '0', 2));
  return (
    <section className="card account-card">
      <div className="who">
        <strong>{isDemo.value ? t('mine.demo_account') : u?.email}</strong>
        <span className="muted">
          {t('mine.uid')}: {u?.uid}
        </span>
      </div>
      <div className="balance-row">
        <span className="muted">{t('mine.balance')}</span>
        <button
          type="button"
          className="icon-btn"
          aria-pressed={hidden.value}
          onClick={toggleHidden}
          aria-label={hidden.value ? t('mine.show_balance') : t('mine.hide_balance')}
        >
          <Icon d={hidden.value ? iconEyeOff : iconEye} />
        </button>
      </div>
      {/* The card opens the billing history (docs/product.md, Screens). */}
      {/* Named by what it shows, then where it goes (an aria-label must hold the visible text). */}
      <button type="button" className="balance-link" onClick={() => go('/mine/history')}>
        <span className="balance" data-testid="balance" dir="ltr">
          {mask(u?.balance)}
        </span>
        <span className="muted small">
          {t('mine.frozen')}:{' '}
          <span data-testid="frozen" dir="ltr">
            {mask(u?.lock_balance)}
          </span>
        </span>
        <span className="sr-only">{t('history.title')}</span>
        <Icon d={iconChevron} size={18} />
      </button>
      <div className="hero-actions">
        <Link className="btn primary" href="/mine/charge">
          {t('mine.deposit')}
        </Link>
        <Link className="btn ghost" href="/mine/withdraw">
          {t('mine.withdraw')}
        </Link>
      </div>
    </section>
  );
}
