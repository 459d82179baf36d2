import { PERIOD_CODES, type Period } from '../../../core/rules/periods';
import { t } from '../../i18n/i18n';
import { IndicatorsButton } from './IndicatorsButton';

/** 1M 5M 15M 30M 1H 1D (the codes are the same in every language), and the chart indicators' button. */
export function PeriodBar({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  return (
    <div className="period-row">
      <div className="period-bar" role="radiogroup" aria-label={t('trade.period')} dir="ltr">
        {PERIOD_CODES.map((p) => (
          <button
            type="button"
            key={p}
            role="radio"
            aria-checked={p === value}
            className={p === value ? 'on' : ''}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ))}
      </div>
      <IndicatorsButton />
    </div>
  );
}
