import { t } from '../../i18n/i18n';
import { Popup } from '../../components/Popup';
import type { Order } from '../../api/trading-api';
import { OrderStatus, Side } from '../../../core/codes';

/** The sheet that says an order was taken: filled at its price, or placed to wait for its target. */
export function OrderSuccess({ done, f, onClose }: { done: Order; f: (x: number) => string; onClose: () => void }) {
  return (
    <Popup open onClose={onClose} title={t('trade.success')} height="38%">
      <div className="success" data-testid="order-success">
        <p>
          <strong>{done.ForexTradeLists.ShowCode}</strong>{' '}
          {done.OrderType === Side.Buy ? t('trade.side_buy') : t('trade.side_sell')} {done.Quantity} · 1:
          {done.Multiple}
        </p>
        <p>
          {done.Status === OrderStatus.Holding
            ? t('trade.filled_at', { price: f(done.Price) })
            : t('trade.placed_at', { price: f(done.OriginPrice) })}
        </p>
        <button type="button" className="btn primary block" onClick={onClose}>
          {t('trade.ok')}
        </button>
      </div>
    </Popup>
  );
}
