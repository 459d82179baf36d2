import { t } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/numbers';
import { AlertDirection } from '../../../../core/codes';

/** An alert's condition as both alert lists title it: "BTC/USD · Falls to 94,000.00" (the level kept left-to-right). */
export function AlertCondition({
  a,
}: {
  a: { ShowCode: string; Direction: number; Price: number; PricePrecision: number };
}) {
  return (
    <strong>
      {a.ShowCode} · {t(a.Direction === AlertDirection.Above ? 'alerts.above' : 'alerts.below')}{' '}
      <span dir="ltr">{formatNumber(a.Price, a.PricePrecision)}</span>
    </strong>
  );
}
