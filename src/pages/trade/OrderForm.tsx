import { useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { pairs, type PairView } from '../../state/market';
import { isLoggedIn, user } from '../../state/session';
import { site } from '../../state/site';
import { risk } from '../../state/orders';
import { refreshUser } from '../../state/session-actions';
import { syncHoldings } from '../../state/orders-actions';
import { showToast } from '../../state/toast';
import { submitOrder, type Order } from '../../api/trading-api';
import { loginUrl } from '../../app/access';
import { cmp, dec, decToString, isMultipleOf } from '../../lib/decimal';
import { toMicro } from '../../lib/money';
import { formatMoney } from '../../lib/format';
import { formatNumber } from '../../i18n/numbers';
import { feeMicro, marginMicro, riskRate, stopOutPrice, usdRate } from '../../lib/trading-rules';
import { Popup } from '../../components/Popup';

/** Adds `step` lots (negative to remove) on the exact decimal grid. */
function stepLots(lots: string, step: string, sign: 1 | -1): string {
  try {
    const a = dec(lots); const s = dec(step);
    const scale = Math.max(a.scale, s.scale);
    const n = a.n * 10n ** BigInt(scale - a.scale) + BigInt(sign) * s.n * 10n ** BigInt(scale - s.scale);
    return decToString({ n: n < 0n ? 0n : n, scale });
  } catch { return step; }
}

/**
 * The order form of product.md section 5: market or pending, lots by Pip, leverage (first option by
 * default), optional stop-loss and take-profit, and live margin, fee, balance, after-trade margin level
 * and the stop-out price, all from the same rules the server applies. Buy and Sell sit in a bar fixed
 * above the tab bar, each with the price it would fill at.
 */
export function OrderForm({ v }: { v: PairView }) {
  const p = v.pair;
  const multiples = p.HasForexMultiple.map((m) => m.Value);
  const [kind, setKind] = useState<1 | 0>(1);
  const [lots, setLots] = useState(p.ForexMinCont);
  const [multiple, setMultiple] = useState<number | null>(multiples[0] ?? null);
  const [target, setTarget] = useState('');
  const [slOn, setSlOn] = useState(false);
  const [tpOn, setTpOn] = useState(false);
  const [sl, setSl] = useState('');
  const [tp, setTp] = useState('');
  const [picker, setPicker] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  const price = v.price.value;

  const lotsOk = useMemo(() => {
    try { const l = dec(lots); return cmp(l, dec(p.ForexMinCont)) >= 0 && isMultipleOf(l, dec(p.Pip)); } catch { return false; }
  }, [lots, p.ForexMinCont, p.Pip]);
  const minusDisabled = (() => { try { return cmp(dec(stepLots(lots, p.Pip, -1)), dec('0')) <= 0; } catch { return true; } })();

  const ref = kind === 0 ? Number(target) : price;
  const rate = usdRate(p.QuoteCurrency, (code) => {
    const q = pairs.value.find((x) => x.pair.Code === code);
    return q ? { price: q.price.value, precision: q.pair.PricePrecision } : undefined;
  });
  const balance = toMicro(user.value?.balance ?? '0');
  const figures = (() => {
    if (!lotsOk || !multiple || !rate || !(ref > 0)) return null;
    const margin = marginMicro(p, lots, ref, multiple, rate);
    const fee = feeMicro(p, lots, margin, site.value?.trade_fee_type ?? 2);
    const acct = risk.value;
    const marginAll = acct ? toMicro(acct.CautionMoneyAll) : 0;
    const floating = acct ? toMicro(acct.ProfitsTotal) : 0;
    const after = { balanceMicro: balance - margin - fee, marginAllMicro: marginAll + margin, floatingMicro: floating };
    const level = riskRate(after.balanceMicro, after.marginAllMicro, after.floatingMicro);
    const stopOut = (side: 1 | 2) => stopOutPrice(p, side, lots, ref, rate, after, site.value?.stop_out_level ?? 50);
    return { margin, fee, level, stopOutBuy: stopOut(1), stopOutSell: stopOut(2) };
  })();
  // Margin level and stop-out describe the user's account: a visitor has none, so they show '--'.
  const account = isLoggedIn.value ? figures : null;
  // A market order fills at the pair's last price, either side (server/trading: no spread); a pending one at its target.
  const fillAt = kind === 1 ? price : Number(target);

  const open = async (side: 1 | 2) => {
    if (!isLoggedIn.value) { navigate(loginUrl('/trade')); return; }
    if (!multiple) { showToast(t('trade.leverage_missing')); return; }
    if (!lotsOk) { showToast(t('trade.lots_invalid')); return; }
    if (kind === 0 && !(Number(target) > 0)) { showToast(t('trade.price_required')); return; }
    try {
      const order = await submitOrder({
        type: side, cont: lots, forex_id: p.Id, status: kind, target_price: kind === 0 ? Number(target) : 0,
        stop_loss_price: slOn ? Math.max(0, Number(sl) || 0) : 0, target_profit_price: tpOn ? Math.max(0, Number(tp) || 0) : 0,
        multiple, client_id: crypto.randomUUID(),
      });
      setDone(order);
      void refreshUser();
      void syncHoldings().catch(() => undefined);
    } catch { /* the api client toasted why */ }
  };

  const closed = p.MarketStatus !== 1;
  const f = (x: number) => formatNumber(x, p.PricePrecision);
  return (
    <section class="order-form" aria-label={t('trade.order_type')}>
      <div class="seg" role="radiogroup" aria-label={t('trade.order_type')}>
        <button type="button" role="radio" aria-checked={kind === 1} class={kind === 1 ? 'on' : ''} onClick={() => setKind(1)}>{t('trade.market')}</button>
        <button type="button" role="radio" aria-checked={kind === 0} class={kind === 0 ? 'on' : ''} onClick={() => setKind(0)}>{t('trade.pending')}</button>
      </div>
      {kind === 0 && (
        <label class="form-row">
          <span>{t('trade.target_price')}</span>
          <input name="target_price" inputMode="decimal" value={target} onInput={(e) => setTarget((e.target as HTMLInputElement).value)} />
        </label>
      )}
      <div class="form-row">
        <span id="lots-label">{t('trade.lots')}</span>
        <div class="stepper" dir="ltr">
          <button type="button" aria-label={t('trade.fewer_lots')} disabled={minusDisabled} onClick={() => setLots(stepLots(lots, p.Pip, -1))}>−</button>
          <input name="lots" aria-labelledby="lots-label" inputMode="decimal" value={lots} aria-invalid={!lotsOk}
            onInput={(e) => setLots((e.target as HTMLInputElement).value.trim())} />
          <button type="button" aria-label={t('trade.more_lots')} onClick={() => setLots(stepLots(lots, p.Pip, 1))}>+</button>
        </div>
      </div>
      <div class="form-row">
        <span>{t('trade.leverage')}</span>
        <button type="button" class="picker-btn" name="leverage"
          onClick={() => (multiples.length ? setPicker(true) : showToast(t('trade.no_multiples')))}>
          {multiple ? `1:${multiple}` : '—'}
        </button>
      </div>
      <div class="form-row">
        <label class="check"><input type="checkbox" name="sl_on" checked={slOn} onChange={() => setSlOn(!slOn)} /> {t('trade.stop_loss')}</label>
        <input name="stop_loss" inputMode="decimal" disabled={!slOn} value={sl} onInput={(e) => setSl((e.target as HTMLInputElement).value)} aria-label={t('trade.stop_loss')} />
      </div>
      <div class="form-row">
        <label class="check"><input type="checkbox" name="tp_on" checked={tpOn} onChange={() => setTpOn(!tpOn)} /> {t('trade.take_profit')}</label>
        <input name="take_profit" inputMode="decimal" disabled={!tpOn} value={tp} onInput={(e) => setTp((e.target as HTMLInputElement).value)} aria-label={t('trade.take_profit')} />
      </div>
      <dl class="figures" data-testid="figures">
        <dt>{t('trade.margin')}</dt><dd data-testid="margin">{figures ? formatMoney(figures.margin, 2) : '--'}</dd>
        <dt>{t('trade.fee')}</dt><dd data-testid="fee">{figures ? formatMoney(figures.fee, 2) : '--'}</dd>
        <dt>{t('trade.available')}</dt><dd data-testid="available">{isLoggedIn.value ? formatMoney(balance, 2) : '--'}</dd>
        {/* Math.round(-0.4) is -0: `|| 0` keeps a "-0%" off the screen. */}
        <dt>{t('trade.margin_level')}</dt><dd data-testid="level">{account ? `${formatNumber(Math.round(account.level) || 0, 0)}%` : '--'}</dd>
        <dt>{t('trade.stop_out_at')}</dt>
        <dd data-testid="stop-out">{account ? `${account.stopOutBuy ? f(account.stopOutBuy) : '--'} / ${account.stopOutSell ? f(account.stopOutSell) : '--'}` : '--'}</dd>
      </dl>
      {!multiples.length && <p class="field-error">{t('trade.leverage_missing')}</p>}
      <div class="buy-sell">
        {([[1, 'buy'], [2, 'sell']] as const).map(([side, name]) => (
          <button key={name} type="button" class={`btn ${name}`} disabled={closed} onClick={() => open(side)}>
            {t(`trade.${name}`)}
            {fillAt > 0 && <span class="fill-price" data-testid={`${name}-price`} dir="ltr">{f(fillAt)}</span>}
          </button>
        ))}
      </div>
      <Popup open={picker} onClose={() => setPicker(false)} title={t('trade.choose_leverage')}>
        <ul class="list">
          {multiples.map((m) => (
            <li key={m}><button type="button" class="row" onClick={() => { setMultiple(m); setPicker(false); }}>1:{m}{m === multiple ? ' ✓' : ''}</button></li>
          ))}
        </ul>
      </Popup>
      <Popup open={done !== null} onClose={() => setDone(null)} title={t('trade.success')} height="38%">
        {done && (
          <div class="success" data-testid="order-success">
            <p><strong>{done.ForexTradeLists.ShowCode}</strong> {done.OrderType === 1 ? t('order.buy') : t('order.sell')} {done.Quantity} · 1:{done.Multiple}</p>
            <p>{done.Status === 1 ? t('trade.filled_at', { price: f(done.Price) }) : t('trade.placed_at', { price: f(done.OriginPrice) })}</p>
            <button type="button" class="btn primary block" onClick={() => setDone(null)}>{t('trade.ok')}</button>
          </div>
        )}
      </Popup>
    </section>
  );
}
