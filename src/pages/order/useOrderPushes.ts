import { useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';
import type { Order } from '../../api/trading-api';
import { markClosed } from '../../state/orders';
import { markPendingGone } from '../../state/orders-pending';
import { syncHoldings } from '../../state/orders-actions';
import { holdTopic, onResync } from '../../socket/socket-client';
import { holdAccount } from '../../state/account-sync';
import { showToast } from '../../state/toast';
import type { PendingPush } from '../../../core/protocol/frames';
import type { OrderTab } from './order-tabs';
import { OrderStatus } from '../../../core/codes';

/**
 * What /order hears while it is shown: every change of the account (ACCOUNT), live profit and risk, the ids the
 * server closed, pending fills and cancels, and a reconnect; the tab shown and the open sheet follow each.
 */
export function useOrderPushes({
  type,
  list,
  detail,
  setDetail,
  load,
  refresh,
}: {
  type: OrderTab;
  list: Order[];
  detail: Order | null;
  setDetail: (o: Order | null) => void;
  load: (p: number) => Promise<void>;
  refresh: () => Promise<void>;
}) {
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
}
