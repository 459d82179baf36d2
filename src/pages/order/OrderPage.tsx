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
import { latest, orderView } from './order-view';
import { forgetOrderChanges, holdAccount, orderChanges } from '../../state/account-sync';
import { formatUsd } from '../../i18n/money-format';
import { formatPercent } from '../../i18n/percent';
import { showToast } from '../../state/toast';
import type { PendingPush } from '../../../core/protocol/frames';
import { OrderStatus } from '../../../core/codes';

/** my_deal's status: holding, pending, and history (Closed stands for closed and cancelled orders there). */
const TABS = [
  { type: OrderStatus.Holding, key: 'order.holding' },
  { type: OrderStatus.Pending, key: 'order.pending' },
  { type: OrderStatus.Closed, key: 'order.history' },
] as const;

/**
 * /order: holding (type 1), pending (0) and history (3); paged, pull to refresh, live holding rows. The lists, the
 * totals and an open sheet follow every change of the account, from this phone or another (ACCOUNT).
 */
export default function OrderPage() {
  const q = new URLSearchParams(useSearch());
  // Number(null) is 0 (pending): a missing or unknown type means holding.
  const raw = q.get('type');
  const type = TABS.find((tab) => raw !== null && String(tab.type) === raw)?.type ?? OrderStatus.Holding;
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
      // A change pushed before this read began is in what it reads; one pushed after may not be: kept over it.
      const readAt = Date.now();
      try {
        const r = await fetchDeals(type, p);
        if (mine !== seq.current) return;
        setList((prev) => (p === 1 ? r.data : [...prev, ...r.data.filter((o) => !prev.some((x) => x.Id === o.Id))]));
        setTotal(r.total);
        setPage(p);
        if (p === 1) {
          closedIds.value = new Set();
          pendingGoneIds.value = new Set();
          forgetOrderChanges(readAt);
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
  // history read again, and an open detail of a filled one closes (saying so), so nobody cancels a filled order.
  // One cancelled elsewhere stays open and says so (OrderDetail), its state from ACCOUNT.
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
    if (detail && detail.Status === OrderStatus.Pending && filled.includes(detail.Id)) setDetail(null);
  };

  // The server closed positions (stop-loss, take-profit, stop-out): History, if shown, reads its first page again,
  // so it lists them with what the server realised even if their ACCOUNT push was missed.
  const onClosed = useRef<() => void>(() => undefined);
  onClosed.current = () => {
    if (type === OrderStatus.Closed) void load(1).catch(() => undefined);
  };

  // Every change of the account, from any session (ACCOUNT): rows, sheet and totals follow it.
  useEffect(() => holdAccount(), []);

  // Live profit and risk, the ids the server closed (stop-loss, take-profit, stop-out), pending fills and cancels.
  useEffect(() => {
    const a = holdTopic('FOREX_TRADE');
    const b = holdTopic('FOREX_CLOSED', (ids) => {
      markClosed(ids);
      onClosed.current();
    });
    const c = holdTopic('FOREX_PENDING', (d) => onPending.current(d));
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
  const changes = orderChanges.value;
  const rows = orderView(list, changes, type);
  const visible =
    type === OrderStatus.Holding
      ? rows.filter((o) => !closed.has(o.Id))
      : type === OrderStatus.Pending
        ? rows.filter((o) => !gone.has(o.Id))
        : rows;
  // The open sheet shows its order as it is now; one that no longer exists (a demo reset) has nothing to show.
  const shown = detail && latest(detail, changes);
  // And keeps it: a list read forgets the pushes before it, which must not take the sheet back to an older state.
  // The update names the order it is for: effects run after paint, so a sheet closed in between (Save stops,
  // Cancel order) stays closed rather than coming back with the push that the action itself caused.
  useEffect(() => {
    if (shown === detail || !detail) return;
    const id = detail.Id;
    setDetail((d) => (d && d.Id === id ? shown : d));
  }, [shown, detail]);
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
              {r ? formatUsd(r.ProfitsTotal, 6) : '--'}
            </dd>
          </div>
          <div>
            <dt>{t('order.margin_level')}</dt>
            <dd data-testid="hazard">{r && r.HazardRate ? formatPercent(r.HazardRate, 2) : '--'}</dd>
          </div>
          <div>
            <dt>{t('order.margin_used')}</dt>
            <dd>{r ? formatUsd(r.CautionMoneyAll, 6) : '--'}</dd>
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
