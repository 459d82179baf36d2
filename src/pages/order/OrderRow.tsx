import { memo } from 'react';
import { useComputed } from '@preact/signals-react';
import type { Order } from '../../api/trading-api';
import { liveOf } from '../../state/orders';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { formatWhen } from '../../i18n/dates';
import { formatUsd } from '../../i18n/money-format';
import { OrderStatus, Side } from '../../../core/codes';

/** Profit text with its up/down class, bound to the order's live signal when it is held (the text in place, the class on a change of sign). */
export function Profit({ o }: { o: Order }) {
  const l = liveOf(o);
  const text = useComputed(() => formatUsd(l.profit.value, 6));
  const cls = useComputed(() => `profit ${l.profit.value.startsWith('-') ? 'down' : 'up'}`);
  return (
    <span className={cls.value} data-testid="profit">
      {text}
    </span>
  );
}

/** One order in a list: pair, side, lots, prices and profit (live for holding orders). Tap opens the detail popup. */
export const OrderRow = memo(function OrderRow({ o, onOpen }: { o: Order; onOpen: (o: Order) => void }) {
  const p = o.ForexTradeLists.PricePrecision;
  const l = liveOf(o);
  const price = useComputed(() => formatNumber(l.price.value, p));
  const sl = useComputed(() => (l.sl.value > 0 ? formatNumber(l.sl.value, p) : ''));
  return (
    <li>
      <button type="button" className="order-row" data-order={o.Id} onClick={() => onOpen(o)}>
        <span className="order-main">
          <strong>{o.ForexTradeLists.ShowCode}</strong>
          <span className={o.OrderType === Side.Buy ? 'tag up' : 'tag down'}>
            {o.OrderType === Side.Buy ? t('order.buy') : t('order.sell')}
          </span>
          <span className="muted">
            {o.Quantity} · 1:{o.Multiple}
          </span>
          {/* The stop-loss, live: a trailing stop moves it while the list is open. */}
          {o.Status === OrderStatus.Holding && (o.TargetLossPrice > 0 || o.TrailingStop > 0) && (
            <span className="muted small" data-testid="row-sl">
              {t('order.stop_loss')} <span dir="ltr">{sl}</span>
            </span>
          )}
        </span>
        <span className="order-prices" dir="ltr">
          {/* A cancelled order never opened: its target alone, not "0.00000 → price". */}
          {o.Status === OrderStatus.Cancelled ? (
            <span className="muted" dir="auto">
              {t('order.target_price')} {formatNumber(o.OriginPrice, p)}
            </span>
          ) : (
            <span className="muted">
              {formatNumber(o.Status === OrderStatus.Pending ? o.OriginPrice : o.Price, p)} →{' '}
              {o.Status === OrderStatus.Holding ? price : formatNumber(o.UpdatePrice, p)}
            </span>
          )}
          {o.Status === OrderStatus.Pending ? (
            <span className="muted">{t('order.pending')}</span>
          ) : o.Status === OrderStatus.Cancelled ? (
            <span className="muted">{t('order.cancelled')}</span>
          ) : (
            <Profit o={o} />
          )}
        </span>
        {o.Status >= 3 && <span className="order-time muted">{formatWhen(o.CompleteTimeHandler)}</span>}
      </button>
    </li>
  );
});
