import { useState } from 'react';
import type { Order } from '../../api/trading-api';
import { Popup } from '../../components/Popup';
import { pairs } from '../../state/market';
import { t } from '../../i18n/i18n';
import { partialLotsProblem } from '../../../core/rules/partial-close';
import { stepLots } from '../../../core/rules/lots';
import { cmp, dec } from '../../../core/rules/decimal';

/**
 * The close dialog of a holding order: a lots stepper (the pair's lot step; default all of it) and what stays
 * open. All closes the order; less is a partial close, checked by the same rule the server applies
 * (core/rules/partial-close.ts). `onClose(lots)` gets undefined for all.
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
  const [lots, setLots] = useState(o.Quantity);
  const problem = partialLotsProblem(o.Quantity, lots, min, step);
  const all = (() => {
    try {
      return cmp(dec(lots), dec(o.Quantity)) === 0;
    } catch {
      return false;
    }
  })();
  const left =
    problem || all
      ? null
      : stepLots(o.Quantity, lots, -1)
          .replace(/(\.\d*?)0+$/, '$1')
          .replace(/\.$/, '');
  const atMax = (() => {
    try {
      return cmp(dec(stepLots(lots, step, 1)), dec(o.Quantity)) > 0;
    } catch {
      return true;
    }
  })();
  const atMin = (() => {
    try {
      return cmp(dec(stepLots(lots, step, -1)), dec('0')) <= 0;
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
              onClick={() => setLots(stepLots(lots, step, -1))}
            >
              −
            </button>
            <input
              name="close_lots"
              aria-labelledby="close-lots-label"
              inputMode="decimal"
              value={lots}
              aria-invalid={problem !== null}
              onChange={(e) => setLots((e.target as HTMLInputElement).value.trim())}
            />
            <button
              type="button"
              aria-label={t('trade.more_lots')}
              disabled={atMax}
              onClick={() => setLots(stepLots(lots, step, 1))}
            >
              +
            </button>
          </div>
        </div>
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
            onClick={() => onConfirm(all ? undefined : lots)}
          >
            {t('order.close')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
