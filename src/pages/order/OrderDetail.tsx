import { Fragment, useState, type ReactElement } from 'react';
import type { Order } from '../../api/trading-api';
import { cancelOrder, closeOrder } from '../../api/trading-api';
import { Popup } from '../../components/Popup';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { numberText } from '../../i18n/number-input';
import { formatWhen } from '../../i18n/dates';
import { formatUsd } from '../../i18n/money-format';
import { Profit } from './OrderRow';
import { CloseDialog } from './CloseDialog';
import { MarketClosedNote } from '../../components/MarketClosedNote';
import { viewOf } from '../../state/market';
import { CloseParts } from './CloseParts';
import { orderAction } from './order-action';
import { StopsEditor } from './StopsEditor';
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

/**
 * A label, its value, and whether the value keeps its own direction: words and dates are isolated (dir="auto", so an
 * Arabic date reads as Arabic writes it: a forced left-to-right one read "/2026/11، 12:36:18 ص28"); numbers, prices
 * and codes read left to right in every language.
 */
type Row = [string, string | ReactElement, own?: boolean];

const isOpen = (status: number) => status === OrderStatus.Pending || status === OrderStatus.Holding;

/** Why a sheet opened on an open order no longer offers anything: it was closed or cancelled meanwhile, elsewhere. */
function goneKey(o: Order): string {
  if (o.Status === OrderStatus.Cancelled) return 'order.cancelled_elsewhere';
  return o.CloseReason === 'manual' ? 'order.closed_elsewhere' : 'order.now_closed';
}

/** The figures of an order by its status: a pending or cancelled order has a target, never an open price of 0. */
function rowsOf(o: Order): Row[] {
  const p = o.ForexTradeLists.PricePrecision;
  const price = (v: number) => formatNumber(v, p);
  const rows: Row[] = [
    [t('order.lots'), numberText(o.Quantity)],
    [t('order.leverage'), `1:${o.Multiple}`],
  ];
  if (o.Status === OrderStatus.Pending || o.Status === OrderStatus.Cancelled)
    rows.push([t('order.target_price'), price(o.OriginPrice)]);
  else rows.push([t('order.open_price'), price(o.Price)]);
  if (o.Status === OrderStatus.Closed) rows.push([t('order.close_price'), price(o.UpdatePrice)]);
  if (o.Status === OrderStatus.Cancelled) rows.push([t('order.status'), t('order.cancelled'), true]);
  else rows.push([t('order.margin'), formatUsd(o.CautionMoney, 6)], [t('order.fee'), formatUsd(o.TradeFee, 6)]);
  if (o.TrailingStop > 0 && (o.Status === OrderStatus.Holding || o.Status === OrderStatus.Pending))
    rows.push([t('order.trailing_stop'), price(o.TrailingStop)]);
  if (o.Status === OrderStatus.Holding || o.Status === OrderStatus.Closed)
    rows.push([o.Status === OrderStatus.Holding ? t('order.profit') : t('order.realised'), <Profit o={o} />]);
  if (o.Status === OrderStatus.Closed && REASON_KEYS[o.CloseReason])
    rows.push([t('order.close_reason'), t(REASON_KEYS[o.CloseReason]!), true]);
  rows.push([t('order.opened'), formatWhen(o.CreateTimeHandler), true]);
  if (o.CompleteTimeHandler) rows.push([t('order.completed'), formatWhen(o.CompleteTimeHandler), true]);
  return rows;
}

/**
 * An order's detail sheet: 60 % high for a holding order, 38 % otherwise (docs/product.md, Screens), with
 * close (holding: all or part, CloseDialog), cancel (pending) and the stop-loss / take-profit / trailing stop edit
 * (0 or empty clears). The stops are shown and typed in the trader's language (src/i18n/number-input.ts); one that
 * can't be read, or is negative, is said under its box and nothing is saved (a German "107135,56" used to
 * clear the stop, and say "saved"). The close or
 * cancel button stays pinned at the sheet's foot, so it shows without scrolling even in the 38 % sheet.
 * `o` is the order as it is now (ACCOUNT): its figures and stop boxes follow a change made elsewhere, and once it is
 * closed or cancelled elsewhere the sheet says so and offers nothing that would fail.
 */
export function OrderDetail({ o, onClose, onChanged }: { o: Order; onClose: () => void; onChanged: () => void }) {
  const [closing, setClosing] = useState(false);
  // The status it was opened with: its height stays, and a change from open to ended is said.
  const [openedAs] = useState(o.Status);
  const open = isOpen(o.Status);
  const gone = isOpen(openedAs) && !open;
  // A closed market refuses a close, a cancel and a stop edit: said and disabled before the tap, live (MARKET_STATUS).
  const market = viewOf(o.ForexTradeLists.Code);
  const shut = open && !!market && !market.open.value;
  const shutProps = shut ? { disabled: true, 'aria-describedby': 'sheet-closed' } : {};
  const act = orderAction(onChanged);
  return (
    <>
      <Popup
        open
        onClose={onClose}
        title={`${o.ForexTradeLists.ShowCode} · ${o.OrderType === Side.Buy ? t('order.buy') : t('order.sell')}`}
        height={openedAs === OrderStatus.Holding ? '60%' : '38%'}
      >
        {gone && (
          <p className="gone-note" role="status" data-testid="order-gone">
            {t(goneKey(o))}
          </p>
        )}
        {shut && <MarketClosedNote v={market} className="closed-note sheet-closed" id="sheet-closed" />}
        <dl className="detail" data-testid="order-detail" data-order={o.Id}>
          {/* The value is isolated inside a cell that follows the page, so in Arabic it sits at the sheet's edge. */}
          {rowsOf(o).map(([k, v, own]) => (
            <Fragment key={k}>
              <dt>{k}</dt>
              <dd>
                <span dir={own ? 'auto' : 'ltr'}>{v}</span>
              </dd>
            </Fragment>
          ))}
        </dl>
        <CloseParts o={o} />
        {open && <StopsEditor o={o} act={act} shutProps={shutProps} />}
        {open && (
          <div className="sheet-actions">
            {o.Status === OrderStatus.Holding && (
              <button type="button" className="btn primary block" onClick={() => setClosing(true)} {...shutProps}>
                {t('order.close')}
              </button>
            )}
            {o.Status === OrderStatus.Pending && (
              <button
                type="button"
                className="btn primary block"
                {...shutProps}
                onClick={() =>
                  void act(
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
      {closing && open && !shut && (
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
