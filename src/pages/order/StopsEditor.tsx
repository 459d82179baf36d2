import { useState } from 'react';
import type { Order } from '../../api/trading-api';
import { setStops } from '../../api/trading-api';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { readNumber } from '../../i18n/number-input';
import { errorProps } from '../../components/FieldError';
import { site } from '../../state/site';
import type { orderAction } from './order-action';

/** The stops the sheet edits: the input's name, its label's key, and the order's value it starts from. */
const STOPS = [
  ['edit_sl', 'order.stop_loss', 'TargetLossPrice'],
  ['edit_tp', 'order.take_profit', 'TargetProfitPrice'],
  ['edit_trailing', 'order.trailing_stop', 'TrailingStop'],
] as const;

/**
 * The order sheet's stop-loss / take-profit / trailing stop edit (0 or empty clears), shown and typed in the trader's
 * language; one that can't be read is said under its box and nothing is saved. `shutProps` disables the save while
 * the market is closed.
 */
export function StopsEditor({
  o,
  act,
  shutProps,
}: {
  o: Order;
  act: ReturnType<typeof orderAction>;
  shutProps: object;
}) {
  const precision = o.ForexTradeLists.PricePrecision;
  // What the user typed in each box, by input name; null (untouched) shows the order's stop as it is now (ACCOUNT:
  // a stop edited elsewhere, or moved by the trailing rule), at the pair's precision in the trader's language.
  const [typed, setTyped] = useState<Record<string, string | null>>({});
  const shown = (name: string, field: (typeof STOPS)[number][2]) =>
    typed[name] ?? (o[field] ? formatNumber(o[field], precision) : '');
  // The message under each box the last save found unreadable, by input name; an edit clears it.
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Empty clears a stop (0 on the wire); a box that can't be read stops the save, so a typed stop is never cleared.
  const save = async () => {
    const found: Record<string, string> = {};
    const [sl, tp, trail] = STOPS.map(([name, , field]) => {
      const [value, error] = readNumber(shown(name, field));
      found[name] = error;
      return Number(value);
    });
    setErrors(found);
    if (!Object.values(found).some(Boolean)) await act(() => setStops(o.Id, sl!, tp!, trail!));
  };
  return (
    <div className="stops">
      {STOPS.map(([name, label, field]) => (
        <label key={name}>
          {t(label)}
          <input
            name={name}
            inputMode="decimal"
            dir="ltr"
            value={shown(name, field)}
            onChange={(e) => {
              setTyped((x) => ({ ...x, [name]: (e.target as HTMLInputElement).value }));
              setErrors((x) => ({ ...x, [name]: '' }));
            }}
            {...errorProps(name, errors[name])}
          />
        </label>
      ))}
      {/* While a trailing stop is on it governs the stop-loss: said here, so an edit pulled back is no surprise.
          The distance's range is said before the save, not only as an error after it. */}
      <p className="hint stops-note" id="stops-note">
        {o.TrailingStop > 0 && `${t('order.trailing_on', { distance: formatNumber(o.TrailingStop, precision) })} `}
        {t('trade.trailing_hint', {
          min: formatNumber(10 ** -precision, precision),
          max: formatNumber(10 ** -precision * (site.value?.trailing_max_pips || 10_000), precision),
        })}
      </p>
      {/* Each box's message in the row under it, in its column (empty cells keep the columns). */}
      {Object.values(errors).some(Boolean) &&
        STOPS.map(([name]) => (
          <p key={name} className="field-error" id={`${name}-error`} role="alert">
            {errors[name]}
          </p>
        ))}
      <button type="button" className="btn ghost" onClick={() => void save()} {...shutProps}>
        {t('order.save_stops')}
      </button>
    </div>
  );
}
