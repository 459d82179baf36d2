import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { signal } from '@preact/signals-react';
import { Icon } from '../../components/Icon';
import { iconChevron, iconEye, iconEyeOff } from '../../components/icons-more';
import { t } from '../../i18n/i18n';
import { isDemo, user } from '../../state/session';
import { refreshUser } from '../../state/session-actions';
import { holdAccount } from '../../state/account-sync';
import { confirm } from '../../state/dialog';
import { openSupport, supportDialog } from '../../state/support-actions';
import { resetDemo } from '../../api/trading-api';
import { formatUsd } from '../../i18n/money-format';
import { LanguageButton } from '../../components/LanguageButton';
import { Popup } from '../../components/Popup';
import { CopyButton } from '../../components/CopyButton';

const HIDE_KEY = 'hide_balance';
/** The balance hide toggle, remembered on the device. */
const hidden = signal(localStorage.getItem(HIDE_KEY) === '1');
const toggleHidden = () => {
  hidden.value = !hidden.value;
  localStorage.setItem(HIDE_KEY, hidden.value ? '1' : '0');
};

/** One row of the centre's menu: a link, or a button for entries that act (support). */
function Row({ href, label, onClick }: { href?: string; label: string; onClick?: () => void }) {
  const inner = (
    <>
      <span>{label}</span>
      <span className="chev">
        <Icon d={iconChevron} size={18} />
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link className="row" href={href}>
          {inner}
        </Link>
      ) : (
        <button type="button" className="row" onClick={onClick}>
          {inner}
        </button>
      )}
    </li>
  );
}

/** /mine and /user: the user centre (docs/product.md, Screens). */
export default function MinePage() {
  const [, go] = useLocation();
  useEffect(() => {
    void refreshUser();
  }, []);
  // Any change of the balance lands here live: an operator's approval, payout or adjustment, a trade on another
  // phone (the server's ACCOUNT push to this user).
  useEffect(() => holdAccount(), []);
  // Back from a deposit approval or another device: the balance is read again when the page shows.
  useEffect(() => {
    const on = () => {
      if (document.visibilityState === 'visible') void refreshUser();
    };
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  const u = user.value;
  const mask = (v: string | undefined) => (hidden.value ? '****' : formatUsd(v ?? '0', 2));
  return (
    <main className="page mine">
      <header className="home-head">
        <h1>{t('mine.title')}</h1>
        <LanguageButton />
      </header>
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
      {isDemo.value && (
        <div className="card">
          <button
            type="button"
            className="btn ghost block"
            onClick={async () => {
              if (!(await confirm(t('mine.confirm_reset')))) return;
              try {
                await resetDemo();
                await refreshUser();
              } catch {
                /* toasted */
              }
            }}
          >
            {t('mine.reset_demo')}
          </button>
        </div>
      )}
      <ul className="list">
        <Row href="/mine/wallet" label={t('mine.wallet')} />
        <Row href="/mine/auth" label={t('mine.verification')} />
        <Row href="/mine/invite" label={t('mine.invite')} />
        <Row href="/mine/password" label={t('mine.password')} />
        <Row href="/mine/devices" label={t('mine.devices')} />
        <Row href="/mine/security" label={t('mine.security')} />
        <Row href="/mine/alerts" label={t('mine.alerts')} />
        <Row href="/mine/notifications" label={t('mine.notifications')} />
        <Row onClick={openSupport} label={t('mine.support')} />
        <Row href="/mine/email" label={t('mine.complaint_email')} />
        <Row href="/mine/announcement" label={t('mine.announcement')} />
        <Row href="/language" label={t('mine.language')} />
        <Row href="/mine/system" label={t('mine.other')} />
      </ul>
      <Popup
        open={supportDialog.value !== null}
        onClose={() => {
          supportDialog.value = null;
        }}
        title={t('mine.support')}
        height="38%"
      >
        {supportDialog.value ? (
          <div className="stack">
            <p className="break-all" dir="ltr">
              {supportDialog.value}
            </p>
            <CopyButton text={supportDialog.value} />
          </div>
        ) : (
          <p className="muted">{t('support.not_configured')}</p>
        )}
      </Popup>
    </main>
  );
}
