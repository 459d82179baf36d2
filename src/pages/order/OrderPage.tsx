import { useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { PullRefresh } from '../../components/PullRefresh';
import { LoadMore } from '../../components/LoadMore';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { OrderRow } from './OrderRow';
import { OrderDetail } from './OrderDetail';
import { OrderTabs } from './OrderTabs';
import { AccountStrip } from './AccountStrip';
import { tabOf } from './order-tabs';
import { useOrderPage } from './useOrderPage';
import { OrderStatus } from '../../../core/codes';

/**
 * /order: holding (type 1), pending (0) and history (3); paged, pull to refresh, live holding rows. The lists, the
 * totals and an open sheet follow every change of the account, from this phone or another (ACCOUNT).
 */
export default function OrderPage() {
  const q = new URLSearchParams(useSearch());
  const type = tabOf(q.get('type'));
  const { visible, loading, more, page, load, refresh, shown, setDetail } = useOrderPage(
    type,
    Number(q.get('id')) || 0,
  );
  return (
    <main className="page order-page">
      <header className="navbar">
        <span className="icon-spacer" />
        <h1>{t('order.title')}</h1>
        <span />
      </header>
      <ConnectionBadge />
      <OrderTabs type={type} />
      {/* The totals are the sum of the rows shown: with none held there is nothing to sum (FOREX_TRADE has stopped too). */}
      {type === OrderStatus.Holding && visible.length > 0 && <AccountStrip />}
      <PullRefresh onRefresh={refresh}>
        <ul className="order-list" aria-busy={loading}>
          {visible.map((o) => (
            <OrderRow key={o.Id} o={o} onOpen={setDetail} />
          ))}
        </ul>
        {!loading && visible.length === 0 && <p className="muted center">{t('order.empty')}</p>}
        {!more && visible.length > 0 && <p className="muted center small">{t('order.no_more')}</p>}
        <LoadMore
          active={more && !loading}
          onVisible={() => {
            void load(page + 1);
          }}
        />
      </PullRefresh>
      {shown && (
        <OrderDetail
          key={shown.Id}
          o={shown}
          onClose={() => setDetail(null)}
          onChanged={() => {
            setDetail(null);
            void refresh();
          }}
        />
      )}
    </main>
  );
}
