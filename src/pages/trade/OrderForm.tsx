import { lazy, Suspense, type ComponentType } from 'react';
import type { LeveragePicker as Picker } from './LeveragePicker';
import type { OrderSuccess as Success } from './OrderSuccess';
import { t } from '../../i18n/i18n';
import { pairs, type PairView } from '../../state/market';
import { isLoggedIn } from '../../state/session';
import { site } from '../../state/site';
import { showToast } from '../../state/toast';
import { formatNumber } from '../../i18n/numbers';
import { useHeldQuotes } from '../../socket/held-quotes';
import { LiveFigures } from './OrderFigures';
import { TickedNumber } from './TickedNumber';
import { loadAfterTap, useOrderForm } from './useOrderForm';
import { OPTIONAL } from './optional-numbers';
import { OrderKindRow } from './OrderKindRow';
import { LotsStepper } from './LotsStepper';
import { BuySellBar } from './BuySellBar';

// Shown only after a tap: fetched then (order-after-tap.ts); a sheet that cannot be fetched is simply not shown.
const none = { default: (() => null) as ComponentType<any> };
type Sheet<F extends (props: never) => unknown> = ComponentType<Parameters<F>[0]>;
const LeveragePicker = lazy<Sheet<typeof Picker>>(() =>
  loadAfterTap().then(
    (m) => ({ default: m.LeveragePicker }),
    () => none,
  ),
);
const OrderSuccess = lazy<Sheet<typeof Success>>(() =>
  loadAfterTap().then(
    (m) => ({ default: m.OrderSuccess }),
    () => none,
  ),
);

/**
 * The order form (docs/product.md, Rules): market or pending, lots by Pip, leverage (first option by
 * default), optional stop-loss, take-profit and trailing stop (a distance in price units the server moves the
 * stop-loss by, core/rules/trailing-stop.ts), and live margin, fee, balance, after-trade margin level
 * and the stop-out price, all from the same rules the server applies. Buy and Sell sit in a bar fixed
 * above the tab bar, each with the price it would fill at. Numbers are typed and shown in the trader's language
 * (src/i18n/number-input.ts); its state and the tap on Buy or Sell are useOrderForm's.
 */
export function OrderForm({ v }: { v: PairView }) {
  const p = v.pair;
  const f = useOrderForm(p);
  const { multiples, multiple, errors } = f;
  // The rate to USD reads another pair's live price (usdRate below): keep its quotes coming though it is not shown.
  const cur = p.QuoteCurrency;
  useHeldQuotes(
    cur === 'USD' ? [] : pairs.value.filter((x) => x.pair.Code === `${cur}USD` || x.pair.Code === `USD${cur}`),
  );
  const fmt = (x: number) => formatNumber(x, p.PricePrecision);
  /** `n` pips of the pair (10^-precision each), as a price. */
  const pipText = (n: number) => fmt(n * 10 ** -p.PricePrecision);
  return (
    <section className="order-form" aria-label={t('trade.order_type')}>
      <OrderKindRow f={f} />
      <LotsStepper f={f} />
      <div className="form-row">
        <span>{t('trade.leverage')}</span>
        <button
          type="button"
          className="picker-btn"
          name="leverage"
          onClick={() => (multiples.length ? f.setPicker(true) : showToast(t('trade.no_multiples')))}
        >
          {multiple ? `1:${multiple}` : '—'}
        </button>
      </div>
      {OPTIONAL.map(([name, check]) => (
        <TickedNumber
          key={name}
          name={name}
          check={check}
          on={!!f.ticked[name]}
          text={f.typed[name] ?? ''}
          error={errors[name]}
          placeholder={name === 'trailing_stop' ? pipText(1) : undefined}
          // The rule and its range before the tap: one pip to the operator's trailing_max_pips.
          hint={
            name === 'trailing_stop'
              ? t('trade.trailing_hint', { min: pipText(1), max: pipText(site.value?.trailing_max_pips || 10_000) })
              : undefined
          }
          onToggle={() => f.toggle(name)}
          onText={(text) => f.type(name, text)}
        />
      ))}
      <LiveFigures
        v={v}
        lots={f.lotsOk ? f.lotsValue : null}
        multiple={multiple}
        at={f.at}
        loggedIn={isLoggedIn.value}
      />
      {!multiples.length && <p className="field-error">{t('trade.leverage_missing')}</p>}
      <BuySellBar v={v} at={f.at} open={f.open} />
      <Suspense fallback={null}>
        {f.picker && (
          <LeveragePicker
            multiples={multiples}
            multiple={multiple}
            onPick={(m) => {
              f.setMultiple(m);
              f.setPicker(false);
            }}
            onClose={() => f.setPicker(false)}
          />
        )}
        {f.done && <OrderSuccess done={f.done} f={fmt} onClose={() => f.setDone(null)} />}
      </Suspense>
    </section>
  );
}
