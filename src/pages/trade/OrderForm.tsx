import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { pairs, type PairView } from '../../state/market';
import { isLoggedIn } from '../../state/session';
import { site } from '../../state/site';
import { refreshUser } from '../../state/session-actions';
import { syncHoldings } from '../../state/orders-actions';
import { showToast } from '../../state/toast';
import { submitOrder, type Order } from '../../api/trading-api';
import { loginUrl } from '../../app/access';
import { dec } from '../../../core/rules/decimal';
import { lotsProblem, stepLots } from '../../../core/rules/lots';
import { formatNumber } from '../../i18n/numbers';
import { numberText, readNumber } from '../../i18n/number-input';
import { errorProps, FieldError } from '../../components/FieldError';
import { Popup } from '../../components/Popup';
import { useHeldQuotes } from '../../socket/held-quotes';
import { OrderKind, OrderStatus, Side, type CodeOf } from '../../../core/codes';
import { MarketClosedNote } from '../../components/MarketClosedNote';
import { LiveFigures } from './OrderFigures';
import { FillPrice } from './FillPrice';
import { TickedNumber } from './TickedNumber';

/**
 * The order form (docs/product.md, Rules): market or pending, lots by Pip, leverage (first option by
 * default), optional stop-loss, take-profit and trailing stop (a distance in price units the server moves the
 * stop-loss by, core/rules/trailing-stop.ts), and live margin, fee, balance, after-trade margin level
 * and the stop-out price, all from the same rules the server applies. Buy and Sell sit in a bar fixed
 * above the tab bar, each with the price it would fill at. Numbers are typed and shown in the trader's language
 * (src/i18n/number-input.ts); one that can't be read, or a ticked stop left empty, is said under its field and
 * nothing is sent: never a stop of 0 for a stop the trader typed.
 */
/** The optional numbers, each with its box to tick: the input's name (and its label's key in `trade`), the box's name. */
const OPTIONAL = [
  ['stop_loss', 'sl_on'],
  ['take_profit', 'tp_on'],
  ['trailing_stop', 'trailing_on'],
] as const;

export function OrderForm({ v }: { v: PairView }) {
  const p = v.pair;
  const multiples = p.HasForexMultiple.map((m) => m.Value);
  const [kind, setKind] = useState<CodeOf<typeof OrderKind>>(OrderKind.Market);
  const [lots, setLots] = useState(() => numberText(p.ForexMinCont));
  const [multiple, setMultiple] = useState<number | null>(multiples[0] ?? null);
  const [target, setTarget] = useState('');
  // The optional numbers (OPTIONAL) by name: ticked or not, and as typed.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  // The rate to USD reads another pair's live price (usdRate below): keep its quotes coming though it is not shown.
  const cur = p.QuoteCurrency;
  useHeldQuotes(
    cur === 'USD' ? [] : pairs.value.filter((x) => x.pair.Code === `${cur}USD` || x.pair.Code === `USD${cur}`),
  );
  const [picker, setPicker] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  // The message under each field the last tap on Buy or Sell found unsendable, by the field's name; an edit clears it.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = (name: string) => setErrors((x) => ({ ...x, [name]: '' }));
  const edit = (name: string, set: (text: string) => void) => (e: { target: EventTarget | null }) => {
    set((e.target as HTMLInputElement).value);
    clear(name);
  };

  const [lotsValue] = readNumber(lots);
  const [targetValue] = readNumber(target);
  const at = kind === OrderKind.Pending ? Number(targetValue) : null;
  const lotsOk = (() => {
    try {
      return lotsProblem(dec(lotsValue), p.ForexMinCont, p.Pip) === null;
    } catch {
      return false;
    }
  })();
  // stepLots stops at 0: nothing of 1-9 left means the minus would reach it.
  const minusDisabled = !/[1-9]/.test(stepLots(lotsValue, p.Pip, -1));
  const step = (sign: 1 | -1) => {
    setLots(numberText(stepLots(lotsValue, p.Pip, sign)));
    clear('lots');
  };

  const open = async (side: CodeOf<typeof Side>) => {
    if (!isLoggedIn.value) {
      navigate(loginUrl('/trade'));
      return;
    }
    if (!multiple) {
      showToast(t('trade.leverage_missing'));
      return;
    }
    const found: Record<string, string> = {};
    // A ticked field is read, and must be a number of 0 or more; an unticked one is 0 (none), as the wire expects.
    const [slValue, tpValue, trailValue] = OPTIONAL.map(([name]) => {
      if (!ticked[name]) return 0;
      const [value, error] = readNumber(typed[name] ?? '', { required: true });
      found[name] = error;
      return Number(value);
    });
    found.lots = lotsOk ? '' : readNumber(lots)[1] || t('trade.lots_invalid');
    if (at !== null) found.target_price = readNumber(target)[1] || (at > 0 ? '' : t('trade.price_required'));
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      // Brings the first field to fix into view (the form may be scrolled to its Buy and Sell bar).
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.order-form [aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const order = await submitOrder({
        type: side,
        cont: lotsValue,
        forex_id: p.Id,
        status: kind,
        target_price: at ?? 0,
        stop_loss_price: slValue!,
        target_profit_price: tpValue!,
        trailing_stop: trailValue!,
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

  // Live: MARKET_STATUS flips it while the form is open (the weekend's edge, the operator's switch).
  const closed = !v.open.value;
  const f = (x: number) => formatNumber(x, p.PricePrecision);
  /** `n` pips of the pair (10^-precision each), as a price. */
  const pipText = (n: number) => f(n * 10 ** -p.PricePrecision);
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
            dir="ltr"
            value={target}
            onChange={edit('target_price', setTarget)}
            {...errorProps('target_price', errors.target_price)}
          />
        </label>
      )}
      {kind === 0 && <FieldError name="target_price" error={errors.target_price} />}
      <div className="form-row">
        <span id="lots-label">{t('trade.lots')}</span>
        <div className="stepper" dir="ltr">
          <button type="button" aria-label={t('trade.fewer_lots')} disabled={minusDisabled} onClick={() => step(-1)}>
            −
          </button>
          <input
            name="lots"
            aria-labelledby="lots-label"
            inputMode="decimal"
            value={lots}
            onChange={edit('lots', setLots)}
            {...errorProps('lots', errors.lots)}
            aria-invalid={!lotsOk}
          />
          <button type="button" aria-label={t('trade.more_lots')} onClick={() => step(1)}>
            +
          </button>
        </div>
      </div>
      <FieldError name="lots" error={errors.lots} />
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
      {OPTIONAL.map(([name, check]) => (
        <TickedNumber
          key={name}
          name={name}
          check={check}
          on={!!ticked[name]}
          text={typed[name] ?? ''}
          error={errors[name]}
          placeholder={name === 'trailing_stop' ? pipText(1) : undefined}
          // The rule and its range before the tap: one pip to the operator's trailing_max_pips.
          hint={
            name === 'trailing_stop'
              ? t('trade.trailing_hint', { min: pipText(1), max: pipText(site.value?.trailing_max_pips || 10_000) })
              : undefined
          }
          onToggle={() => {
            setTicked((x) => ({ ...x, [name]: !x[name] }));
            clear(name);
          }}
          onText={(text) => {
            setTyped((x) => ({ ...x, [name]: text }));
            clear(name);
          }}
        />
      ))}
      <LiveFigures v={v} lots={lotsOk ? lotsValue : null} multiple={multiple} at={at} loggedIn={isLoggedIn.value} />
      {!multiples.length && <p className="field-error">{t('trade.leverage_missing')}</p>}
      <div className="buy-sell">
        {/* Why Buy and Sell are greyed out, beside them and before any tap. */}
        <MarketClosedNote v={v} className="closed-note" id="closed-note" />
        {(
          [
            [1, 'buy'],
            [2, 'sell'],
          ] as const
        ).map(([side, name]) => (
          <button
            key={name}
            type="button"
            className={`btn ${name}`}
            disabled={closed}
            aria-describedby={closed ? 'closed-note' : undefined}
            onClick={() => open(side)}
          >
            {t(`trade.${name}`)}
            <FillPrice v={v} at={at} testId={`${name}-price`} />
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
