import { t } from '../../i18n/i18n';
import type { PairView } from '../../state/market';
import { MarketClosedNote } from '../../components/MarketClosedNote';
import type { CodeOf, Side } from '../../../core/codes';
import { FillPrice } from './FillPrice';

/** Buy and Sell, fixed above the tab bar, each with the price it would fill at; greyed out, and why, while closed. */
export function BuySellBar({
  v,
  at,
  open,
}: {
  v: PairView;
  at: number | null;
  open: (side: CodeOf<typeof Side>) => void;
}) {
  // Live: MARKET_STATUS flips it while the form is open (the weekend's edge, the operator's switch).
  const closed = !v.open.value;
  return (
    <div className="buy-sell">
      {/* Why Buy and Sell are greyed out, beside them and before any tap. */}
      <MarketClosedNote v={v} className="closed-note" id="closed-note" />
      {(
        [
          [1, 'buy'],
          [2, 'sell'],
        ] as const
      ).map(([side, name]) => (
        <button
          key={name}
          type="button"
          className={`btn ${name}`}
          disabled={closed}
          aria-describedby={closed ? 'closed-note' : undefined}
          onClick={() => open(side)}
        >
          {t(`trade.${name}`)}
          <FillPrice v={v} at={at} testId={`${name}-price`} />
        </button>
      ))}
    </div>
  );
}
