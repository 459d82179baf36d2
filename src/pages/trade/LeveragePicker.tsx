import { t } from '../../i18n/i18n';
import { Popup } from '../../components/Popup';

/** The order form's leverage sheet: the pair's multiples, the chosen one ticked. Fetched at the first tap on it. */
export function LeveragePicker({
  multiples,
  multiple,
  onPick,
  onClose,
}: {
  multiples: number[];
  multiple: number | null;
  onPick: (m: number) => void;
  onClose: () => void;
}) {
  return (
    <Popup open onClose={onClose} title={t('trade.choose_leverage')}>
      <ul className="list">
        {multiples.map((m) => (
          <li key={m}>
            <button type="button" className="row" onClick={() => onPick(m)}>
              1:{m}
              {m === multiple ? ' ✓' : ''}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
