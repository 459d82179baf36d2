import { useState } from 'react';
import type { Order } from '../../api/trading-api';
import { Popup } from '../../components/Popup';
import { pairs } from '../../state/market';
import { t } from '../../i18n/i18n';
import { partialLotsProblem } from '../../../core/rules/partial-close';
import { stepLots } from '../../../core/rules/lots';
import { cmp, dec } from '../../../core/rules/decimal';
import { numberText, readNumber } from '../../i18n/number-input';
import { errorProps, FieldError } from '../../components/FieldError';

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
  const pair = pairs.value.find((v) => v.pair.Id === o.ForexTradeLists.Id)?.pair;
  const step = pair?.Pip ?? '0.01';
  const min = pair?.ForexMinCont ?? step;
  // All of it, as it is now (a part closed elsewhere meanwhile leaves less), until the user steps or types; shown
  // in the trader's language.
  const [typed, setLots] = useState<string | null>(null);
  const lots = typed ?? numberText(o.Quantity);
  // The typed lots as an exact decimal ('' when they can't be read: no close then), and why not.
  const [value, error] = readNumber(lots);
  const problem = partialLotsProblem(o.Quantity, value, min, step);
  const all = (() => {
    try {
      return cmp(dec(value), dec(o.Quantity)) === 0;
    } catch {
      return false;
    }
  })();
  const left =
    problem || all
      ? null
      : numberText(
          stepLots(o.Quantity, value, -1)
            .replace(/(\.\d*?)0+$/, '$1')
            .replace(/\.$/, ''),
        );
  const atMax = (() => {
    try {
      return cmp(dec(stepLots(value, step, 1)), dec(o.Quantity)) > 0;
    } catch {
      return true;
    }
  })();
  const atMin = (() => {
    try {
      return cmp(dec(stepLots(value, step, -1)), dec('0')) <= 0;
    } catch {
      return true;
    }
  })();
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
