import { useState } from 'react';
import type { Order } from '../../api/trading-api';
import { cancelOrder, closeOrder, setStops } from '../../api/trading-api';
import { Popup } from '../../components/Popup';
import { confirm } from '../../state/dialog';
import { t } from '../../i18n/i18n';
import { Profit } from './OrderRow';

/**
 * An order's detail sheet: 60 % high for a holding order, 38 % otherwise (product.md section 2), with
 * close (holding), cancel (pending) and the stop-loss / take-profit edit (0 or empty clears).
 */
export function OrderDetail({ o, onClose, onChanged }: { o: Order; onClose: () => void; onChanged: () => void }) {
  const p = o.ForexTradeLists.PricePrecision;
  const [sl, setSl] = useState(o.TargetLossPrice ? String(o.TargetLossPrice) : '');
  const [tp, setTp] = useState(o.TargetProfitPrice ? String(o.TargetProfitPrice) : '');
  const open = o.Status === 0 || o.Status === 1;
  const act = async (fn: () => Promise<unknown>, question?: string) => {
    if (question && !(await confirm(question))) return;
    try { await fn(); onChanged(); } catch { /* toasted */ }
  };
  const rows: [string, string | preact.JSX.Element][] = [
    [t('order.lots'), o.Quantity], [t('order.leverage'), `1:${o.Multiple}`],
    [o.Status === 0 ? t('order.target_price') : t('order.open_price'), (o.Status === 0 ? o.OriginPrice : o.Price).toFixed(p)],
    [t('order.margin'), o.CautionMoney], [t('order.fee'), o.TradeFee],
    [o.Status === 1 ? t('order.profit') : t('order.realised'), o.Status === 0 || o.Status === 4 ? '--' : <Profit o={o} />],
    [t('order.opened'), o.CreateTimeHandler],
  ];
  if (o.CompleteTimeHandler) rows.push([t('order.completed'), o.CompleteTimeHandler]);
  return (
    <Popup open onClose={onClose} title={`${o.ForexTradeLists.ShowCode} · ${o.OrderType === 1 ? t('order.buy') : t('order.sell')}`} height={o.Status === 1 ? '60%' : '38%'}>
      <dl class="detail" data-testid="order-detail" data-order={o.Id}>
        {rows.map(([k, v]) => <><dt>{k}</dt><dd dir="ltr">{v}</dd></>)}
      </dl>
      {open && (
        <div class="stops">
          <label>{t('order.stop_loss')}<input name="edit_sl" inputMode="decimal" value={sl} onInput={(e) => setSl((e.target as HTMLInputElement).value)} /></label>
          <label>{t('order.take_profit')}<input name="edit_tp" inputMode="decimal" value={tp} onInput={(e) => setTp((e.target as HTMLInputElement).value)} /></label>
          <button type="button" class="btn ghost" onClick={() => act(() => setStops(o.Id, Math.max(0, Number(sl) || 0), Math.max(0, Number(tp) || 0)))}>{t('order.save_stops')}</button>
        </div>
      )}
      {o.Status === 1 && <button type="button" class="btn primary block" onClick={() => act(() => closeOrder(o.Id), t('order.confirm_close'))}>{t('order.close')}</button>}
      {o.Status === 0 && <button type="button" class="btn primary block" onClick={() => act(() => cancelOrder(o.Id), t('order.confirm_cancel'))}>{t('order.cancel')}</button>}
    </Popup>
  );
}
