import { Link } from 'wouter';
import { t } from '../i18n/i18n';
import { NavBar } from '../components/NavBar';

/** What a demo user sees on a real-account screen: the spec's message and the ways out. */
export function DemoBlocked() {
  return (
    <main class="page">
      <NavBar title={t('mine.demo_badge')} />
      <div class="notice" role="alert">
        <p>{t('public.demo_restricted')}</p>
        <div class="stack">
          <Link class="btn primary block" href="/register">{t('login.register')}</Link>
          <Link class="btn ghost block" href="/login">{t('login.submit')}</Link>
        </div>
      </div>
    </main>
  );
}
