import { t } from '../../i18n/i18n';
import { errorProps, FieldError } from '../../components/FieldError';
import type { useOrderForm } from './useOrderForm';

/** Market or pending, and for a pending order the price it waits for. */
export function OrderKindRow({ f }: { f: ReturnType<typeof useOrderForm> }) {
  const { kind, setKind } = f;
  return (
    <>
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
            value={f.target}
            onChange={f.edit('target_price', f.setTarget)}
            {...errorProps('target_price', f.errors.target_price)}
          />
        </label>
      )}
      {kind === 0 && <FieldError name="target_price" error={f.errors.target_price} />}
    </>
  );
}
