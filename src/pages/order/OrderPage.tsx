import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { fetchDeals, type Order } from '../../api/trading-api';
import { closedIds, markClosed, risk } from '../../state/orders';
import { markPendingGone, pendingGoneIds } from '../../state/orders-pending';
import { syncHoldings } from '../../state/orders-actions';
import { refreshUser } from '../../state/session-actions';
import { holdTopic, onResync } from '../../socket/socket-client';
import { refreshTradeList } from '../../state/market-actions';
import { PullRefresh } from '../../components/PullRefresh';
import { LoadMore } from '../../components/LoadMore';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { OrderRow } from './OrderRow';
import { OrderDetail } from './OrderDetail';
import { formatUsd } from '../../i18n/money-format';
import { showToast } from '../../state/toast';
import type { PendingPush } from '../../../core/protocol/frames';
import { OrderStatus } from '../../../core/codes';

/** my_deal's status: holding, pending, and history (Closed stands for closed and cancelled orders there). */
const TABS = [
  { type: OrderStatus.Holding, key: 'order.holding' },
  { type: OrderStatus.Pending, key: 'order.pending' },
  { type: OrderStatus.Closed, key: 'order.history' },
] as const;

/** /order: holding (type 1), pending (0) and history (3); paged, pull to refresh, live holding rows. */
export default function OrderPage() {
  const q = new URLSearchParams(useSearch());
  // Number(null) is 0 (pending): a missing or unknown type means holding.
  const raw = q.get('type');
  const type = raw !== null && ['1', '0', '3'].includes(raw) ? Number(raw) : OrderStatus.Holding;
  const [list, setList] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [detail, setDetail] = useState<Order | null>(null);
  const seq = useRef(0);

  const load = useCallback(
    async (p: number) => {
      const mine = ++seq.current;
      setLoading(true);
      try {
        const r = await fetchDeals(type, p);
        if (mine !== seq.current) return;
        setList((prev) => (p === 1 ? r.data : [...prev, ...r.data.filter((o) => !prev.some((x) => x.Id === o.Id))]));
        setTotal(r.total);
        setPage(p);
        if (p === 1) {
          closedIds.value = new Set();
          pendingGoneIds.value = new Set();
        }
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [type],
  );

  const refresh = useCallback(async () => {
    await Promise.all([load(1), type === OrderStatus.Holding ? syncHoldings() : null, refreshUser()]);
  }, [load, type]);

  useEffect(() => {
    setList([]);
    setTotal(0);
    setDetail(null);
    void refreshTradeList()
      .catch(() => undefined)
      .then(refresh)
      .catch(() => undefined);
  }, [type, refresh]);

  // A pending order filled or cancelled (FOREX_PENDING): it leaves the pending tab at once, holding and
  // history read again, and an open detail of it closes (saying so), so nobody cancels a filled order.
  const onPending = useRef<(p: PendingPush) => void>(() => undefined);
  onPending.current = ({ filled, cancelled }) => {
    markPendingGone([...filled, ...cancelled]);
    if ((type === OrderStatus.Holding && filled.length) || (type === OrderStatus.Closed && cancelled.length))
      void refresh().catch(() => undefined);
    const named = [...(detail ? [detail] : []), ...list].filter(
      (o, i, all) => o.Status === OrderStatus.Pending && filled.includes(o.Id) && all.indexOf(o) === i,
    );
    if (named.length)
      showToast(
        t('order.pending_filled', { pair: [...new Set(named.map((o) => o.ForexTradeLists.ShowCode))].join(', ') }),
      );
    if (
      detail &&
      detail.Status === OrderStatus.Pending &&
      (filled.includes(detail.Id) || cancelled.includes(detail.Id))
    )
      setDetail(null);
  };

  // Live profit and risk, the ids the server closed (stop-loss, take-profit, stop-out), pending fills and cancels.
  useEffect(() => {
    const a = holdTopic('FOREX_TRADE');
    const b = holdTopic('FOREX_CLOSED', (data) => {
      if (Array.isArray(data)) markClosed(data as number[]);
    });
    const c = holdTopic('FOREX_PENDING', (data) => {
      const d = data as Partial<PendingPush> | null;
      if (d && Array.isArray(d.filled) && Array.isArray(d.cancelled))
        onPending.current({ filled: d.filled, cancelled: d.cancelled });
    });
    return () => {
      a();
      b();
      c();
    };
  }, []);

  // After a reconnect: fetch the holding list again (the app shell names what the server closed meanwhile).
  useEffect(
    () =>
      onResync(() => {
        void syncHoldings().catch(() => undefined);
        void load(1);
      }),
    [load],
  );

  const closed = closedIds.value;
  const gone = pendingGoneIds.value;
  const visible =
    type === OrderStatus.Holding
      ? list.filter((o) => !closed.has(o.Id))
      : type === OrderStatus.Pending
        ? list.filter((o) => !gone.has(o.Id))
        : list;
  useEffect(() => {
    if (detail && type === OrderStatus.Holding && closed.has(detail.Id)) setDetail(null);
  }, [closed, detail, type]);

  // /order?type=3&id=42 (a notification's tap): that order's detail opens once it is on the first page read.
  const wanted = Number(q.get('id')) || 0;
  const opened = useRef(0);
  useEffect(() => {
    const o = wanted && opened.current !== wanted ? visible.find((x) => x.Id === wanted) : undefined;
    if (o) {
      opened.current = wanted;
      setDetail(o);
    }
  }, [wanted, visible]);

  const r = risk.value;
  const more = list.length < total;
  return (
    <main className="page order-page">
      <header className="navbar">
        <span className="icon-spacer" />
        <h1>{t('order.title')}</h1>
        <span />
      </header>
      <ConnectionBadge />
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
      {/* The totals are the sum of the rows shown: with none held there is nothing to sum (FOREX_TRADE has stopped too). */}
      {type === OrderStatus.Holding && visible.length > 0 && (
        <dl className="account-strip" data-testid="account" dir="ltr">
          <div>
            <dt>{t('order.floating')}</dt>
            <dd className={r && r.ProfitsTotal.startsWith('-') ? 'down' : 'up'} data-testid="floating">
              {r ? formatUsd(r.ProfitsTotal, 2) : '--'}
            </dd>
          </div>
          <div>
            <dt>{t('order.risk')}</dt>
            <dd data-testid="hazard">{r && r.HazardRate ? `${r.HazardRate.toFixed(2)}%` : '--'}</dd>
          </div>
          <div>
            <dt>{t('order.margin_used')}</dt>
            <dd>{r ? formatUsd(r.CautionMoneyAll, 2) : '--'}</dd>
          </div>
        </dl>
      )}
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
      {detail && (
        <OrderDetail
          key={detail.Id}
          o={detail}
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
