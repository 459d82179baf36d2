import { Link } from 'wouter';
import { Icon } from '../../components/Icon';
import { iconChevron } from '../../components/icons-more';
import { t } from '../../i18n/i18n';
import { isDemo } from '../../state/session';
import { refreshUser } from '../../state/session-actions';
import { confirm } from '../../state/dialog';
import { openSupport } from '../../state/support-actions';
import { resetDemo } from '../../api/trading-api';
import { LanguageButton } from '../../components/LanguageButton';
import { useFreshAccount } from './useFreshAccount';
import { AccountCard } from './AccountCard';
import { SupportSheet } from './SupportSheet';

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
  useFreshAccount();
  return (
    <main className="page mine">
      <header className="home-head">
        <h1>{t('mine.title')}</h1>
        <LanguageButton />
      </header>
      <AccountCard />
      {isDemo.value && (
        <div className="card">
          <button type="button" className="btn ghost block" onClick={() => void resetDemoAsked()}>
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
      <SupportSheet />
    </main>
  );
}

/** Resets the demo account once the user confirms, and reads the account again. */
async function resetDemoAsked(): Promise<void> {
  if (!(await confirm(t('mine.confirm_reset')))) return;
  try {
    await resetDemo();
    await refreshUser();
  } catch {
    /* toasted */
  }
}
