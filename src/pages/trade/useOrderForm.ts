import { useState } from 'react';
import type { PairView } from '../../state/market';
import type { Order } from '../../api/trading-api';
import { dec } from '../../../core/rules/decimal';
import { lotsProblem, stepLots } from '../../../core/rules/lots';
import { numberText, readNumber } from '../../i18n/number-input';
import { OrderKind, type CodeOf, type Side } from '../../../core/codes';
import { t } from '../../i18n/i18n';
import { showToast } from '../../state/toast';
import { OPTIONAL } from './optional-numbers';

/** The chunk of what the form runs or shows only after a tap (order-after-tap.ts). */
export const loadAfterTap = () => import('./order-after-tap');

/**
 * The order form's state (docs/product.md, Rules): the kind, lots, leverage, target and optional numbers as typed,
 * the message under each field the last tap on Buy or Sell found unsendable, and that tap itself (`open`,
 * place-order.ts, fetched at the first tap).
 */
export function useOrderForm(p: PairView['pair']) {
  const multiples = p.HasForexMultiple.map((m) => m.Value);
  const [kind, setKind] = useState<CodeOf<typeof OrderKind>>(OrderKind.Market);
  const [lots, setLots] = useState(() => numberText(p.ForexMinCont));
  const [multiple, setMultiple] = useState<number | null>(multiples[0] ?? null);
  const [target, setTarget] = useState('');
  // The optional numbers (OPTIONAL) by name: ticked or not, and as typed.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [picker, setPicker] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  // The message under each field the last tap on Buy or Sell found unsendable, by the field's name; an edit clears it.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = (name: string) => setErrors((x) => ({ ...x, [name]: '' }));
  const edit = (name: string, set: (text: string) => void) => (e: { target: EventTarget | null }) => {
    set((e.target as HTMLInputElement).value);
    clear(name);
  };

  const [lotsValue] = readNumber(lots);
  const [targetValue] = readNumber(target);
  const at = kind === OrderKind.Pending ? Number(targetValue) : null;
  const lotsOk = (() => {
    try {
      return lotsProblem(dec(lotsValue), p.ForexMinCont, p.Pip) === null;
    } catch {
      return false;
    }
  })();

  const f = {
    multiples,
    // Kept as the code it is: an object property would widen it to number.
    kind: kind as CodeOf<typeof OrderKind>,
    setKind,
    lots,
    lotsOk,
    lotsValue,
    // stepLots stops at 0: nothing of 1-9 left means the minus would reach it.
    minusDisabled: !/[1-9]/.test(stepLots(lotsValue, p.Pip, -1)),
    step: (sign: 1 | -1) => {
      setLots(numberText(stepLots(lotsValue, p.Pip, sign)));
      clear('lots');
    },
    setLots,
    multiple,
    setMultiple,
    target,
    setTarget,
    at,
    ticked,
    typed,
    toggle: (name: string) => {
      setTicked((x) => ({ ...x, [name]: !x[name] }));
      clear(name);
    },
    type: (name: string, text: string) => {
      setTyped((x) => ({ ...x, [name]: text }));
      clear(name);
    },
    errors,
    edit,
    picker,
    setPicker,
    done,
    setDone,
    setErrors,
  };
  // Sending waits for its chunk; one that cannot be fetched says so, and nothing is sent.
  const open = (side: CodeOf<typeof Side>) =>
    void loadAfterTap().then(
      (m) => m.placeOrder(side, p, f, OPTIONAL),
      () => showToast(t('public.screen_failed')),
    );
  return { ...f, open };
}
