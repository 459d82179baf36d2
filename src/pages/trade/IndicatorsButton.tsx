import { t } from '../../i18n/i18n';
import { Icon } from '../../components/Icon';
import { loadIndicators } from '../../app/screen';
import { indicatorChoice, storeIndicatorChoice } from '../../state/indicator-choice';

/**
 * The chart indicators' button beside the periods: their sheet, with its chunk and texts, on the first tap. The sheet
 * is handed the choice rather than importing it: its chunk then shares no module with /trade's, which the bundler
 * would split out of /trade's first load.
 */
export function IndicatorsButton() {
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={t('trade.indicators')}
      onClick={() =>
        void loadIndicators().then((m) => m.openIndicatorSheet(indicatorChoice.value, storeIndicatorChoice))
      }
    >
      <Icon d="M3 18l5-6 4 3 8-9" />
    </button>
  );
}
