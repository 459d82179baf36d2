import { useEffect, useState } from 'react';
import type { Order } from '../../api/trading-api';
import { fetchCloseParts, type ClosePart } from '../../api/close-parts-api';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { numberText } from '../../i18n/number-input';
import { formatWhen } from '../../i18n/dates';
import { formatUsd } from '../../i18n/money-format';
import { OrderStatus } from '../../../core/codes';

/**
 * The closes of an order as the server realised them (close_parts), oldest first: the lots, the price, the P/L
 * (6 decimals, product.md section 9) and the time in the phone's zone and the trader's language. Shown while some
 * of a holding order has been closed, and for a closed order closed in more than one part (one part is the sheet's
 * own figures). Read again when the order changes (a close here or on another device: ACCOUNT).
 */
export function CloseParts({ o }: { o: Order }) {
  const [parts, setParts] = useState<ClosePart[]>([]);
  useEffect(() => {
    if (o.Status !== OrderStatus.Holding && o.Status !== OrderStatus.Closed) return;
    let current = true;
    fetchCloseParts(o.Id).then(
      // An answer that is not a list (an older server without the call) shows no parts rather than breaking the sheet.
      (r) => current && Array.isArray(r) && setParts(r),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [o.Id, o.Status, o.Quantity]);
  if (parts.length < (o.Status === OrderStatus.Holding ? 1 : 2)) return null;
  const p = o.ForexTradeLists.PricePrecision;
  return (
    <section className="close-parts" data-testid="close-parts">
      <h3>{t('order.close_parts')}</h3>
      <ol>
        {parts.map((c, i) => (
          <li key={i}>
            <span>{t('order.part_lots', { lots: numberText(c.Quantity), price: formatNumber(c.Price, p) })}</span>
            <span className={`profit ${c.FactProfits.startsWith('-') ? 'down' : 'up'}`} dir="ltr">
              {formatUsd(c.FactProfits, 6)}
            </span>
            <time className="muted small">{formatWhen(c.CompleteTimeHandler)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
