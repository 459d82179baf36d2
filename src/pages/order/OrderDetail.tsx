import { Fragment, useState, type ReactElement } from 'react';
import type { Order } from '../../api/trading-api';
import { cancelOrder, closeOrder, setStops } from '../../api/trading-api';
import { ApiError } from '../../api/client';
import { Popup } from '../../components/Popup';
import { confirm } from '../../state/dialog';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { formatWhen } from '../../i18n/dates';
import { formatUsd } from '../../i18n/money-format';
import { Profit } from './OrderRow';
import { CloseDialog } from './CloseDialog';
import { OrderStatus, Side } from '../../../core/codes';

/** Who or what ended an order, as the history detail names it (CloseReason of the wire order). */
const REASON_KEYS: Record<string, string> = {
  manual: 'order.reason_manual',
  sl: 'order.reason_sl',
  tp: 'order.reason_tp',
  trailing: 'order.trailing_stop',
  stop_out: 'order.reason_stop_out',
  cancelled: 'order.cancelled',
};

type Row = [string, string | ReactElement];

/** The figures of an order by its status: a pending or cancelled order has a target, never an open price of 0. */
function rowsOf(o: Order): Row[] {
  const p = o.ForexTradeLists.PricePrecision;
  const price = (v: number) => formatNumber(v, p);
  const rows: Row[] = [
    [t('order.lots'), o.Quantity],
    [t('order.leverage'), `1:${o.Multiple}`],
  ];
  if (o.Status === OrderStatus.Pending || o.Status === OrderStatus.Cancelled)
    rows.push([t('order.target_price'), price(o.OriginPrice)]);
  else rows.push([t('order.open_price'), price(o.Price)]);
  if (o.Status === OrderStatus.Closed) rows.push([t('order.close_price'), price(o.UpdatePrice)]);
  if (o.Status === OrderStatus.Cancelled) rows.push([t('order.status'), t('order.cancelled')]);
  else rows.push([t('order.margin'), formatUsd(o.CautionMoney, 6)], [t('order.fee'), formatUsd(o.TradeFee, 6)]);
  if (o.TrailingStop > 0 && (o.Status === OrderStatus.Holding || o.Status === OrderStatus.Pending))
    rows.push([t('order.trailing_stop'), price(o.TrailingStop)]);
  if (o.Status === OrderStatus.Holding || o.Status === OrderStatus.Closed)
    rows.push([o.Status === OrderStatus.Holding ? t('order.profit') : t('order.realised'), <Profit o={o} />]);
  if (o.Status === OrderStatus.Closed && REASON_KEYS[o.CloseReason])
    rows.push([t('order.close_reason'), t(REASON_KEYS[o.CloseReason]!)]);
  rows.push([t('order.opened'), formatWhen(o.CreateTimeHandler)]);
  if (o.CompleteTimeHandler) rows.push([t('order.completed'), formatWhen(o.CompleteTimeHandler)]);
  return rows;
}

/**
 * An order's detail sheet: 60 % high for a holding order, 38 % otherwise (docs/product.md, Screens), with
 * close (holding: all or part, CloseDialog), cancel (pending) and the stop-loss / take-profit / trailing stop edit
 * (0 or empty clears). The close or
 * cancel button stays pinned at the sheet's foot, so it shows without scrolling even in the 38 % sheet.
 */
export function OrderDetail({ o, onClose, onChanged }: { o: Order; onClose: () => void; onChanged: () => void }) {
  const [sl, setSl] = useState(o.TargetLossPrice ? String(o.TargetLossPrice) : '');
  const [tp, setTp] = useState(o.TargetProfitPrice ? String(o.TargetProfitPrice) : '');
  const [trail, setTrail] = useState(o.TrailingStop ? String(o.TrailingStop) : '');
  const [closing, setClosing] = useState(false);
  const open = o.Status === OrderStatus.Pending || o.Status === OrderStatus.Holding;
  const act = async (
    fn: () => Promise<unknown>,
    ask?: [text: string, ok: string, cancel: string],
    staleRefreshes = false,
  ) => {
    if (ask && !(await confirm(...ask))) return;
    try {
      await fn();
      onChanged();
    } catch (err) {
      // Toasted by the api client. A close or cancel the server refused means the order moved on
      // (filled, closed, cancelled elsewhere): the lists are stale, so read them again.
      if (staleRefreshes && err instanceof ApiError) onChanged();
    }
  };
  return (
    <>
      <Popup
        open
        onClose={onClose}
        title={`${o.ForexTradeLists.ShowCode} · ${o.OrderType === Side.Buy ? t('order.buy') : t('order.sell')}`}
        height={o.Status === OrderStatus.Holding ? '60%' : '38%'}
      >
        <dl className="detail" data-testid="order-detail" data-order={o.Id}>
          {/* The value is isolated left-to-right inside a cell that follows the page, so in Arabic it sits at the sheet's edge. */}
          {rowsOf(o).map(([k, v]) => (
            <Fragment key={k}>
              <dt>{k}</dt>
              <dd>
                <span dir="ltr">{v}</span>
              </dd>
            </Fragment>
          ))}
        </dl>
        {open && (
          <div className="stops">
            <label>
              {t('order.stop_loss')}
              <input
                name="edit_sl"
                inputMode="decimal"
                value={sl}
                onChange={(e) => setSl((e.target as HTMLInputElement).value)}
              />
            </label>
            <label>
              {t('order.take_profit')}
              <input
                name="edit_tp"
                inputMode="decimal"
                value={tp}
                onChange={(e) => setTp((e.target as HTMLInputElement).value)}
              />
            </label>
            <label>
              {t('order.trailing_stop')}
              <input
                name="edit_trailing"
                inputMode="decimal"
                value={trail}
                onChange={(e) => setTrail((e.target as HTMLInputElement).value)}
              />
            </label>
            <button
              type="button"
              className="btn ghost"
              onClick={() =>
                act(() =>
                  setStops(
                    o.Id,
                    Math.max(0, Number(sl) || 0),
                    Math.max(0, Number(tp) || 0),
                    Math.max(0, Number(trail) || 0),
                  ),
                )
              }
            >
              {t('order.save_stops')}
            </button>
          </div>
        )}
        {open && (
          <div className="sheet-actions">
            {o.Status === OrderStatus.Holding && (
              <button type="button" className="btn primary block" onClick={() => setClosing(true)}>
                {t('order.close')}
              </button>
            )}
            {o.Status === OrderStatus.Pending && (
              <button
                type="button"
                className="btn primary block"
                onClick={() =>
                  act(
                    () => cancelOrder(o.Id),
                    [t('order.confirm_cancel'), t('order.cancel'), t('order.keep_order')],
                    true,
                  )
                }
              >
                {t('order.cancel')}
              </button>
            )}
          </div>
        )}
      </Popup>
      {/* Beside the sheet, not in it: a dialog of its own over the detail. */}
      {closing && (
        <CloseDialog
          o={o}
          onCancel={() => setClosing(false)}
          onConfirm={(lots) => {
            setClosing(false);
            void act(() => closeOrder(o.Id, lots), undefined, true);
          }}
        />
      )}
    </>
  );
}
