import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { loadRestTexts } from '../../i18n/more-texts';
import { formatNumber } from '../../i18n/numbers';
import { formatSpan } from '../../i18n/durations';
import { readNumber } from '../../i18n/number-input';
import { errorProps, FieldError } from '../../components/FieldError';
import { Popup } from '../../components/Popup';
import { addAlert } from '../../api/alerts-api';
import type { PairView } from '../../state/market';
import { site } from '../../state/site';
import { onTick } from '../../../core/rules/price-alert';
import { AlertDirection, AlertMode, type CodeOf } from '../../../core/codes';

/** The dialog's texts (the `alerts` namespace, in the rest chunk): the bell awaits them with this chunk. */
export const load = loadRestTexts;

type Direction = CodeOf<typeof AlertDirection>;
type Mode = CodeOf<typeof AlertMode>;

/**
 * The bell's dialog (loaded on the first tap): a price alert on the pair at a price (prefilled with the current
 * one, in the trader's language on the pair's precision, and read back the same way: src/i18n/number-input.ts),
 * rising to it or falling to it (guessed from the price typed against the current one until the trader picks),
 * once or every time (then it says the operator's cool-down, from getBasicInfo: "at most once every 5 minutes").
 * A price that can't be read, or is off the pair's tick, is said under the field. The server
 * checks and keeps it (docs/api/trading.md#price-alerts); its refusals come back translated.
 */
export default function AlertDialog({ v, onClose }: { v: PairView; onClose: () => void }) {
  const p = v.pair;
  const now = v.price.value;
  const [price, setPrice] = useState(now > 0 ? formatNumber(now, p.PricePrecision) : '');
  const [direction, setDirection] = useState<Direction>(AlertDirection.Above);
  const [picked, setPicked] = useState(false);
  const [mode, setMode] = useState<Mode>(AlertMode.Once);
  const [error, setError] = useState('');
  const cooldown = site.value?.alert_every_time_cooldown_seconds ?? 0;
  const onPrice = (text: string) => {
    setPrice(text);
    setError('');
    const x = Number(readNumber(text)[0]);
    if (!picked && x > 0 && now > 0) setDirection(x >= now ? AlertDirection.Above : AlertDirection.Below);
  };
  const pick = (d: Direction) => {
    setDirection(d);
    setPicked(true);
  };
  const save = async () => {
    const [typed, unreadable] = readNumber(price, { required: true });
    const value = Number(typed);
    if (unreadable || !onTick(value, p.PricePrecision)) {
      setError(
        unreadable || t('alerts.price_invalid', { step: formatNumber(10 ** -p.PricePrecision, p.PricePrecision) }),
      );
      return;
    }
    try {
      await addAlert(p.Id, value, direction, mode);
      onClose();
    } catch {
      /* the server's reason is toasted */
    }
  };
  const seg = <T extends number>(
    label: string,
    name: string,
    value: T,
    options: [T, string][],
    set: (x: T) => void,
  ) => (
    <div className="seg" role="radiogroup" aria-label={label} data-name={name}>
      {options.map(([x, key]) => (
        <button
          key={x}
          type="button"
          role="radio"
          aria-checked={value === x}
          className={value === x ? 'on' : ''}
          onClick={() => set(x)}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
  return (
    <Popup open onClose={onClose} title={t('alerts.set_title', { pair: p.ShowCode })} height="62%">
      <div className="stack alert-dialog" data-testid="alert-dialog">
        <p className="muted" dir="auto">
          {t('alerts.now', { price: formatNumber(now, p.PricePrecision) })}
        </p>
        <label className="form-row">
          <span>{t('alerts.price')}</span>
          <input
            name="alert_price"
            inputMode="decimal"
            dir="ltr"
            value={price}
            {...errorProps('alert_price', error)}
            onChange={(e) => onPrice((e.target as HTMLInputElement).value)}
          />
        </label>
        <FieldError name="alert_price" error={error} />
        {seg(
          t('alerts.direction'),
          'direction',
          direction,
          [
            [AlertDirection.Above, 'alerts.above'],
            [AlertDirection.Below, 'alerts.below'],
          ],
          pick,
        )}
        {seg(
          t('alerts.mode'),
          'mode',
          mode,
          [
            [AlertMode.Once, 'alerts.once'],
            [AlertMode.Every, 'alerts.every'],
          ],
          setMode,
        )}
        {mode === AlertMode.Every && cooldown > 0 && (
          <p className="muted small" data-testid="alert-cooldown">
            {t('alerts.cooldown', { span: formatSpan(cooldown) })}
          </p>
        )}
        <button type="button" className="btn primary block" onClick={() => void save()}>
          {t('alerts.save')}
        </button>
        <button
          type="button"
          className="btn ghost block"
          onClick={() => {
            onClose();
            navigate('/mine/alerts');
          }}
        >
          {t('alerts.my_alerts')}
        </button>
      </div>
    </Popup>
  );
}
