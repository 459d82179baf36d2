import { useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { pairs, type PairView } from '../../state/market';
import { isLoggedIn } from '../../state/session';
import { refreshUser } from '../../state/session-actions';
import { syncHoldings } from '../../state/orders-actions';
import { showToast } from '../../state/toast';
import { submitOrder, type Order } from '../../api/trading-api';
import { loginUrl } from '../../app/access';
import { cmp, dec } from '../../../core/rules/decimal';
import { lotsProblem, stepLots } from '../../../core/rules/lots';
import { formatNumber } from '../../i18n/numbers';
import { Popup } from '../../components/Popup';
import { useHeldQuotes } from '../../socket/held-quotes';
import { MarketStatus, OrderKind, OrderStatus, Side, type CodeOf } from '../../../core/codes';
import { LiveFigures } from './OrderFigures';
import { FillPrice } from './FillPrice';

/**
 * The order form (docs/product.md, Rules): market or pending, lots by Pip, leverage (first option by
 * default), optional stop-loss, take-profit and trailing stop (a distance in price units the server moves the
 * stop-loss by, core/rules/trailing-stop.ts), and live margin, fee, balance, after-trade margin level
 * and the stop-out price, all from the same rules the server applies. Buy and Sell sit in a bar fixed
 * above the tab bar, each with the price it would fill at.
 */
export function OrderForm({ v }: { v: PairView }) {
  const p = v.pair;
  const multiples = p.HasForexMultiple.map((m) => m.Value);
  const [kind, setKind] = useState<CodeOf<typeof OrderKind>>(OrderKind.Market);
  const [lots, setLots] = useState(p.ForexMinCont);
  const [multiple, setMultiple] = useState<number | null>(multiples[0] ?? null);
  const [target, setTarget] = useState('');
  const [slOn, setSlOn] = useState(false);
  const [tpOn, setTpOn] = useState(false);
  const [sl, setSl] = useState('');
  const [tp, setTp] = useState('');
  const [trailOn, setTrailOn] = useState(false);
  const [trail, setTrail] = useState('');
  // The rate to USD reads another pair's live price (usdRate below): keep its quotes coming though it is not shown.
  const cur = p.QuoteCurrency;
  useHeldQuotes(
    cur === 'USD' ? [] : pairs.value.filter((x) => x.pair.Code === `${cur}USD` || x.pair.Code === `USD${cur}`),
  );
  const [picker, setPicker] = useState(false);
  const [done, setDone] = useState<Order | null>(null);

  const lotsOk = useMemo(() => {
    try {
      return lotsProblem(dec(lots), p.ForexMinCont, p.Pip) === null;
    } catch {
      return false;
    }
  }, [lots, p.ForexMinCont, p.Pip]);
  const minusDisabled = (() => {
    try {
      return cmp(dec(stepLots(lots, p.Pip, -1)), dec('0')) <= 0;
    } catch {
      return true;
    }
  })();

  const open = async (side: CodeOf<typeof Side>) => {
    if (!isLoggedIn.value) {
      navigate(loginUrl('/trade'));
      return;
    }
    if (!multiple) {
      showToast(t('trade.leverage_missing'));
      return;
    }
    if (!lotsOk) {
      showToast(t('trade.lots_invalid'));
      return;
    }
    if (kind === OrderKind.Pending && !(Number(target) > 0)) {
      showToast(t('trade.price_required'));
      return;
    }
    try {
      const order = await submitOrder({
        type: side,
        cont: lots,
        forex_id: p.Id,
        status: kind,
        target_price: kind === OrderKind.Pending ? Number(target) : 0,
        stop_loss_price: slOn ? Math.max(0, Number(sl) || 0) : 0,
        target_profit_price: tpOn ? Math.max(0, Number(tp) || 0) : 0,
        trailing_stop: trailOn ? Math.max(0, Number(trail) || 0) : 0,
        multiple,
        client_id: crypto.randomUUID(),
      });
      setDone(order);
      void refreshUser();
      void syncHoldings().catch(() => undefined);
    } catch {
      /* the api client toasted why */
    }
  };

  const closed = p.MarketStatus !== MarketStatus.Open;
  const f = (x: number) => formatNumber(x, p.PricePrecision);
  return (
    <section className="order-form" aria-label={t('trade.order_type')}>
      <div className="seg" role="radiogroup" aria-label={t('trade.order_type')}>
        <button
          type="button"
          role="radio"
          aria-checked={kind === 1}
          className={kind === 1 ? 'on' : ''}
          onClick={() => setKind(1)}
        >
          {t('trade.market')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={kind === 0}
          className={kind === 0 ? 'on' : ''}
          onClick={() => setKind(0)}
        >
          {t('trade.pending')}
        </button>
      </div>
      {kind === 0 && (
        <label className="form-row">
          <span>{t('trade.target_price')}</span>
          <input
            name="target_price"
            inputMode="decimal"
            value={target}
            onChange={(e) => setTarget((e.target as HTMLInputElement).value)}
          />
        </label>
      )}
      <div className="form-row">
        <span id="lots-label">{t('trade.lots')}</span>
        <div className="stepper" dir="ltr">
          <button
            type="button"
            aria-label={t('trade.fewer_lots')}
            disabled={minusDisabled}
            onClick={() => setLots(stepLots(lots, p.Pip, -1))}
          >
            −
          </button>
          <input
            name="lots"
            aria-labelledby="lots-label"
            inputMode="decimal"
            value={lots}
            aria-invalid={!lotsOk}
            onChange={(e) => setLots((e.target as HTMLInputElement).value.trim())}
          />
          <button type="button" aria-label={t('trade.more_lots')} onClick={() => setLots(stepLots(lots, p.Pip, 1))}>
            +
          </button>
        </div>
      </div>
      <div className="form-row">
        <span>{t('trade.leverage')}</span>
        <button
          type="button"
          className="picker-btn"
          name="leverage"
          onClick={() => (multiples.length ? setPicker(true) : showToast(t('trade.no_multiples')))}
        >
          {multiple ? `1:${multiple}` : '—'}
        </button>
      </div>
      <div className="form-row">
        <label className="check">
          <input type="checkbox" name="sl_on" checked={slOn} onChange={() => setSlOn(!slOn)} /> {t('trade.stop_loss')}
        </label>
        <input
          name="stop_loss"
          inputMode="decimal"
          disabled={!slOn}
          value={sl}
          onChange={(e) => setSl((e.target as HTMLInputElement).value)}
          aria-label={t('trade.stop_loss')}
        />
      </div>
      <div className="form-row">
        <label className="check">
          <input type="checkbox" name="tp_on" checked={tpOn} onChange={() => setTpOn(!tpOn)} /> {t('trade.take_profit')}
        </label>
        <input
          name="take_profit"
          inputMode="decimal"
          disabled={!tpOn}
          value={tp}
          onChange={(e) => setTp((e.target as HTMLInputElement).value)}
          aria-label={t('trade.take_profit')}
        />
      </div>
      <div className="form-row">
        <label className="check">
          <input type="checkbox" name="trailing_on" checked={trailOn} onChange={() => setTrailOn(!trailOn)} />{' '}
          {t('trade.trailing_stop')}
        </label>
        <input
          name="trailing_stop"
          inputMode="decimal"
          disabled={!trailOn}
          value={trail}
          placeholder={formatNumber(10 ** -p.PricePrecision, p.PricePrecision)}
          onChange={(e) => setTrail((e.target as HTMLInputElement).value)}
          aria-label={t('trade.trailing_stop')}
        />
      </div>
      <LiveFigures
        v={v}
        lots={lotsOk ? lots : null}
        multiple={multiple}
        at={kind === OrderKind.Pending ? Number(target) : null}
        loggedIn={isLoggedIn.value}
      />
      {!multiples.length && <p className="field-error">{t('trade.leverage_missing')}</p>}
      <div className="buy-sell">
        {(
          [
            [1, 'buy'],
            [2, 'sell'],
          ] as const
        ).map(([side, name]) => (
          <button key={name} type="button" className={`btn ${name}`} disabled={closed} onClick={() => open(side)}>
            {t(`trade.${name}`)}
            <FillPrice v={v} at={kind === OrderKind.Pending ? Number(target) : null} testId={`${name}-price`} />
          </button>
        ))}
      </div>
      <Popup open={picker} onClose={() => setPicker(false)} title={t('trade.choose_leverage')}>
        <ul className="list">
          {multiples.map((m) => (
            <li key={m}>
              <button
                type="button"
                className="row"
                onClick={() => {
                  setMultiple(m);
                  setPicker(false);
                }}
              >
                1:{m}
                {m === multiple ? ' ✓' : ''}
              </button>
            </li>
          ))}
        </ul>
      </Popup>
      <Popup open={done !== null} onClose={() => setDone(null)} title={t('trade.success')} height="38%">
        {done && (
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
            <button type="button" className="btn primary block" onClick={() => setDone(null)}>
              {t('trade.ok')}
            </button>
          </div>
        )}
      </Popup>
    </section>
  );
}
