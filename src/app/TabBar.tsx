import { Link, useLocation } from 'wouter';
import { Icon } from '../components/Icon';
import { iconChart, iconList, iconTrade, iconTrophy, iconUser } from '../components/icons';
import { t } from '../i18n/i18n';

/** Bottom tabs: quotes, trade, order, ranking, user (docs/product.md, Screens). */
const TABS = [
  { path: '/', key: 'tabs.quotes', icon: iconChart },
  { path: '/trade', key: 'tabs.trade', icon: iconTrade },
  { path: '/order', key: 'tabs.order', icon: iconList },
  { path: '/ranking', key: 'tabs.ranking', icon: iconTrophy },
  { path: '/mine', key: 'tabs.user', icon: iconUser },
] as const;

export const TAB_PATHS: readonly string[] = TABS.map((tab) => tab.path);

export function TabBar() {
  const [path] = useLocation();
  return (
    <nav className="tabbar" aria-label="tabs">
      {TABS.map((tab) => {
        const active = tab.path === '/' ? path === '/' : path.startsWith(tab.path);
        return (
          <Link
            key={tab.path}
            href={tab.path}
            className={active ? 'tab active' : 'tab'}
            aria-current={active ? 'page' : undefined}
          >
            <Icon d={tab.icon} />
            <span>{t(tab.key)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
