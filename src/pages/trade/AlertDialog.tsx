import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { loadRestTexts } from '../../i18n/more-texts';
import { formatNumber } from '../../i18n/numbers';
import { formatSpan } from '../../i18n/durations';
import { errorProps, FieldError } from '../../components/FieldError';
import { Popup } from '../../components/Popup';
import type { PairView } from '../../state/market';
import { site } from '../../state/site';
import { AlertDirection, AlertMode } from '../../../core/codes';
import { useAlertForm, type Direction, type Mode } from './useAlertForm';
import { Seg } from './Seg';

/** The dialog's texts (the `alerts` namespace, in the rest chunk): the bell awaits them with this chunk. */
export const load = loadRestTexts;

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
  const { price, onPrice, direction, pick, mode, setMode, error, save } = useAlertForm(v, onClose);
  const cooldown = site.value?.alert_every_time_cooldown_seconds ?? 0;
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
        <Seg<Direction>
          label={t('alerts.direction')}
          name="direction"
          value={direction}
          options={[
            [AlertDirection.Above, 'alerts.above'],
            [AlertDirection.Below, 'alerts.below'],
          ]}
          set={pick}
        />
        <Seg<Mode>
          label={t('alerts.mode')}
          name="mode"
          value={mode}
          options={[
            [AlertMode.Once, 'alerts.once'],
            [AlertMode.Every, 'alerts.every'],
          ]}
          set={setMode}
        />
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
