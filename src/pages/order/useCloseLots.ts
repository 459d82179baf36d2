import { useState } from 'react';
import type { Order } from '../../api/trading-api';
import { pairs } from '../../state/market';
import { partialLotsProblem } from '../../../core/rules/partial-close';
import { stepLots } from '../../../core/rules/lots';
import { cmp, dec } from '../../../core/rules/decimal';
import { numberText, readNumber } from '../../i18n/number-input';

/**
 * The lots the close dialog closes of `o`: as typed, as read, what is wrong with them (the server's rule,
 * core/rules/partial-close.ts), whether they are all of it, the lots that stay open, and whether − or + would step
 * past either end.
 */
export function useCloseLots(o: Order) {
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
  return { lots, setLots, value, error, problem, all, left, atMax, atMin, step };
}
