import { t } from '../../i18n/i18n';
import { errorProps, FieldError } from '../../components/FieldError';
import type { useOrderForm } from './useOrderForm';

/** The order form's lots: typed, or stepped by the pair's Pip with − and + (− is off where it would reach 0). */
export function LotsStepper({ f }: { f: ReturnType<typeof useOrderForm> }) {
  return (
    <>
      <div className="form-row">
        <span id="lots-label">{t('trade.lots')}</span>
        <div className="stepper" dir="ltr">
          <button
            type="button"
            aria-label={t('trade.fewer_lots')}
            disabled={f.minusDisabled}
            onClick={() => f.step(-1)}
          >
            −
          </button>
          <input
            name="lots"
            aria-labelledby="lots-label"
            inputMode="decimal"
            value={f.lots}
            onChange={f.edit('lots', f.setLots)}
            {...errorProps('lots', f.errors.lots)}
            aria-invalid={!f.lotsOk}
          />
          <button type="button" aria-label={t('trade.more_lots')} onClick={() => f.step(1)}>
            +
          </button>
        </div>
      </div>
      <FieldError name="lots" error={f.errors.lots} />
    </>
  );
}
