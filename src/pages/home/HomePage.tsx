import { Link } from 'wouter';
import { t } from '../../i18n/i18n';
import { site } from '../../state/site';
import { isDemo, isLoggedIn, user } from '../../state/session';
import { startDemo } from '../../state/session-actions';
import { LanguageButton } from '../../components/LanguageButton';
import { Announcement } from './Announcement';

/**
 * / : the quotes home. This issue builds its frame (header with the language picker, the announcement,
 * the account card); the live market list joins it with the market feed.
 */
export default function HomePage() {
  return (
    <main class="page home">
      <header class="home-head">
        <h1 class="brand">{site.value?.title ?? ''}</h1>
        <LanguageButton />
      </header>
      <Announcement />
      <section class="card hero">
        <p class="hero-text">{t('home.welcome')}</p>
        {isLoggedIn.value ? (
          <p class="signed-in">
            {isDemo.value ? t('home.demo_account') : t('home.signed_in_as', { email: user.value?.email ?? '' })}
          </p>
        ) : (
          <div class="stack">
            <Link href="/login" class="btn primary block">{t('home.login_cta')}</Link>
            <button type="button" class="btn ghost block" onClick={() => startDemo().catch(() => undefined)}>{t('home.demo_cta')}</button>
          </div>
        )}
      </section>
      <p class="muted center">{t('home.quotes_soon')}</p>
    </main>
  );
}
