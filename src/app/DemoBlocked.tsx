import { Link } from 'wouter';
import { t } from '../i18n/i18n';
import { NavBar } from '../components/NavBar';

/** What a demo user sees on a real-account screen: the message of docs/product.md and the ways out. */
export function DemoBlocked() {
  return (
    <main className="page">
      <NavBar title={t('mine.demo_badge')} />
      <div className="notice" role="alert">
        <p>{t('common.demo_restricted')}</p>
        <div className="stack">
          <Link className="btn primary block" href="/register">
            {t('login.register')}
          </Link>
          <Link className="btn ghost block" href="/login">
            {t('login.submit')}
          </Link>
        </div>
      </div>
    </main>
  );
}
