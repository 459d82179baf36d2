import { memo } from 'react';
import { useComputed } from '@preact/signals-react';
import type { Order } from '../../api/trading-api';
import { liveOf } from '../../state/orders';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { formatWhen } from '../../i18n/dates';
import { formatUsd } from '../../i18n/money-format';
import { OrderStatus, Side } from '../../../core/codes';
import { numberText } from '../../i18n/number-input';
import { viewOf } from '../../state/market';

/**
 * Profit text with its up/down class: bound to the order's live signal while it is held (the text in place, the
 * class on a change of sign); once closed, the order's own FactProfits, what the server realised over all its
 * closes. Never the live signal then: it keeps the last floating P/L of what was held (0.412000 shown
 * for a realised 0.239200), and a tick's figures can still land on it after the close.
 */
export function Profit({ o }: { o: Order }) {
  return o.Status === OrderStatus.Holding ? <LiveProfit o={o} /> : <ProfitText value={o.FactProfits} />;
}

const ProfitText = ({ value }: { value: string }) => (
  <span className={`profit ${value.startsWith('-') ? 'down' : 'up'}`} data-testid="profit">
    {formatUsd(value, 6)}
  </span>
);

function LiveProfit({ o }: { o: Order }) {
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
  // An order that can't be closed, cancelled or edited now says so on its row, and follows the market's opening.
  const market = viewOf(o.ForexTradeLists.Code);
  const shut = o.Status <= OrderStatus.Holding && !!market && !market.open.value;
  return (
    <li>
      <button type="button" className="order-row" data-order={o.Id} onClick={() => onOpen(o)}>
        <span className="order-main">
          <strong>{o.ForexTradeLists.ShowCode}</strong>
          <span className={o.OrderType === Side.Buy ? 'tag up' : 'tag down'}>
            {o.OrderType === Side.Buy ? t('order.buy') : t('order.sell')}
          </span>
          <span className="muted">
            {numberText(o.Quantity)} · 1:{o.Multiple}
          </span>
          {/* The stop-loss, live: a trailing stop moves it while the list is open. */}
          {shut && <span className="closed">{t('trade.market_closed')}</span>}
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
