import type { Order } from '../../api/trading-api';
import { Popup } from '../../components/Popup';
import { t } from '../../i18n/i18n';
import { stepLots } from '../../../core/rules/lots';
import { numberText } from '../../i18n/number-input';
import { errorProps, FieldError } from '../../components/FieldError';
import { useCloseLots } from './useCloseLots';

/**
 * The close dialog of a holding order: a lots stepper (the pair's lot step; default all of it) and what stays
 * open. All closes the order; less is a partial close, checked by the same rule the server applies
 * (core/rules/partial-close.ts). `onClose(lots)` gets undefined for all. The lots are shown and typed in the
 * trader's language (src/i18n/number-input.ts); text that can't be read is said under the stepper as it is typed.
 */
export function CloseDialog({
  o,
  onCancel,
  onConfirm,
}: {
  o: Order;
  onCancel: () => void;
  onConfirm: (lots: string | undefined) => void;
}) {
  const { lots, setLots, value, error, problem, all, left, atMax, atMin, step } = useCloseLots(o);
  return (
    <Popup open onClose={onCancel} title={t('order.close')} height="38%">
      <div className="close-dialog" data-testid="close-dialog">
        <p>{t('order.confirm_close')}</p>
        <div className="form-row">
          <span id="close-lots-label">{t('order.close_lots')}</span>
          <div className="stepper" dir="ltr">
            <button
              type="button"
              aria-label={t('trade.fewer_lots')}
              disabled={atMin}
              onClick={() => setLots(numberText(stepLots(value, step, -1)))}
            >
              −
            </button>
            <input
              name="close_lots"
              aria-labelledby="close-lots-label"
              inputMode="decimal"
              value={lots}
              {...errorProps('close_lots', error)}
              aria-invalid={problem !== null}
              onChange={(e) => setLots((e.target as HTMLInputElement).value)}
            />
            <button
              type="button"
              aria-label={t('trade.more_lots')}
              disabled={atMax}
              onClick={() => setLots(numberText(stepLots(value, step, 1)))}
            >
              +
            </button>
          </div>
        </div>
        <FieldError name="close_lots" error={error} />
        <p className="muted small" data-testid="lots-left">
          {left ? t('order.lots_left', { lots: left }) : '\u00a0'}
        </p>
        <div className="sheet-actions">
          <button type="button" className="btn ghost" onClick={onCancel}>
            {t('order.keep_position')}
          </button>
          <button
            type="button"
            className="btn primary"
            disabled={problem !== null}
            onClick={() => onConfirm(all ? undefined : value)}
          >
            {t('order.close')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
