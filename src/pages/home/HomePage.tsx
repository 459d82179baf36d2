import { useEffect } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n/i18n';
import { site } from '../../state/site';
import { isLoggedIn } from '../../state/session';
import { startDemo } from '../../state/session-actions';
import { activeCategory, categories, toggleCategory } from '../../state/market';
import { refreshMiniSeries, refreshOnEntering, refreshTradeList } from '../../state/market-actions';
import { onResync } from '../../socket/socket-client';
import { LanguageButton } from '../../components/LanguageButton';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { Icon } from '../../components/Icon';
import { iconNews, iconSearch } from '../../components/icons';
import { Announcement } from './Announcement';
import { PairList } from './PairList';

/** / : the quotes home (kept alive). Entering it refreshes the trade list; prices then tick by themselves. */
export default function HomePage({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return;
    // The mini-charts after the list: their call and parse are not in the first screen's task.
    void refreshOnEntering()
      .catch(() => undefined)
      .then(refreshMiniSeries)
      .catch(() => undefined);
  }, [active]);
  useEffect(
    () =>
      onResync(() => {
        void refreshTradeList().catch(() => undefined);
      }),
    [],
  );

  const cat = activeCategory.value;
  return (
    <main className="page home">
      <header className="home-head">
        <h1 className="brand">{site.value?.title ?? ''}</h1>
        <div className="head-actions">
          <Link href="/news" className="icon-btn" aria-label={t('home.news')}>
            <Icon d={iconNews} />
          </Link>
          <Link href="/product" className="icon-btn" aria-label={t('home.search')}>
            <Icon d={iconSearch} />
          </Link>
          <LanguageButton />
        </div>
      </header>
      <ConnectionBadge />
      <Announcement />
      {!isLoggedIn.value && (
        <section className="card hero">
          <p className="hero-text">{t('home.welcome')}</p>
          <div className="hero-actions">
            <Link href="/login" className="btn primary">
              {t('home.login_cta')}
            </Link>
            <button type="button" className="btn ghost" onClick={() => void startDemo().catch(() => undefined)}>
              {t('home.demo_cta')}
            </button>
          </div>
        </section>
      )}
      <nav className="chips" aria-label={t('home.categories')}>
        <button
          type="button"
          className={cat === null ? 'chip on' : 'chip'}
          aria-pressed={cat === null}
          onClick={() => {
            activeCategory.value = null;
          }}
        >
          {t('home.all')}
        </button>
        {categories.value.map((c) => (
          <button
            type="button"
            key={c.Id}
            className={cat === c.Id ? 'chip on' : 'chip'}
            aria-pressed={cat === c.Id}
            onClick={() => toggleCategory(c.Id)}
          >
            {c.NameShowTrans}
          </button>
        ))}
      </nav>
      <div className="list-head" aria-hidden="true">
        <span>
          {t('home.last_price')} / {t('home.change')}
        </span>
      </div>
      <PairList />
    </main>
  );
}
