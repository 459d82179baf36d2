import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { readNumber } from '../../i18n/number-input';
import { addAlert } from '../../api/alerts-api';
import type { PairView } from '../../state/market';
import { onTick } from '../../../core/rules/price-alert';
import { AlertDirection, AlertMode, type CodeOf } from '../../../core/codes';

export type Direction = CodeOf<typeof AlertDirection>;
export type Mode = CodeOf<typeof AlertMode>;

/**
 * The price alert dialog's state: the price as typed (prefilled with the current one), the direction (guessed from
 * the price against the current one until the trader picks), once or every time, and the price's message; `save`
 * sends it and closes the dialog.
 */
export function useAlertForm(v: PairView, onClose: () => void) {
  const p = v.pair;
  const now = v.price.value;
  const [price, setPrice] = useState(now > 0 ? formatNumber(now, p.PricePrecision) : '');
  const [direction, setDirection] = useState<Direction>(AlertDirection.Above);
  const [picked, setPicked] = useState(false);
  const [mode, setMode] = useState<Mode>(AlertMode.Once);
  const [error, setError] = useState('');
  const onPrice = (text: string) => {
    setPrice(text);
    setError('');
    const x = Number(readNumber(text)[0]);
    if (!picked && x > 0 && now > 0) setDirection(x >= now ? AlertDirection.Above : AlertDirection.Below);
  };
  const pick = (d: Direction) => {
    setDirection(d);
    setPicked(true);
  };
  const save = async () => {
    const [typed, unreadable] = readNumber(price, { required: true });
    const value = Number(typed);
    if (unreadable || !onTick(value, p.PricePrecision)) {
      setError(
        unreadable || t('alerts.price_invalid', { step: formatNumber(10 ** -p.PricePrecision, p.PricePrecision) }),
      );
      return;
    }
    try {
      await addAlert(p.Id, value, direction, mode);
      onClose();
    } catch {
      /* the server's reason is toasted */
    }
  };
  // Kept as the codes they are: an object's properties would widen them to number.
  return { price, onPrice, direction: direction as Direction, pick, mode: mode as Mode, setMode, error, save };
}
