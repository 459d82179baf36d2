import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { TABS, type OrderTab } from './order-tabs';

/** Holding, pending and history; a tab replaces the address's ?type= rather than adding a history entry. */
export function OrderTabs({ type }: { type: OrderTab }) {
  return (
    <nav className="tabs" role="tablist">
      {TABS.map((tab) => (
        <button
          type="button"
          role="tab"
          key={tab.type}
          aria-selected={tab.type === type}
          className={tab.type === type ? 'on' : ''}
          onClick={() => navigate(`/order?type=${tab.type}`, { replace: true })}
        >
          {t(tab.key)}
        </button>
      ))}
    </nav>
  );
}
