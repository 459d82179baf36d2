import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import type { PairView } from '../../state/market';
import { isLoggedIn } from '../../state/session';
import { refreshUser } from '../../state/session-actions';
import { syncHoldings } from '../../state/orders-actions';
import { showToast } from '../../state/toast';
import { submitOrder, type Order } from '../../api/trading-api';
import { loginUrl } from '../../app/access';
import { readNumber } from '../../i18n/number-input';
import type { CodeOf, OrderKind, Side } from '../../../core/codes';
import type { OPTIONAL } from './optional-numbers';

/** What the tap on Buy or Sell reads of the order form (useOrderForm.ts), and where it says what it found. */
interface OrderFields {
  kind: CodeOf<typeof OrderKind>;
  lots: string;
  lotsOk: boolean;
  lotsValue: string;
  target: string;
  at: number | null;
  multiple: number | null;
  ticked: Record<string, boolean>;
  typed: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  setDone: (order: Order) => void;
}

/**
 * The tap on Buy or Sell: a visitor is sent to log in; otherwise every field is read, and one that can't be read,
 * or a ticked stop left empty, is said under its field and nothing is sent (never a stop of 0 for a stop the trader
 * typed). A taken order opens the success sheet and refreshes the balance and holdings.
 */
export async function placeOrder(
  side: CodeOf<typeof Side>,
  p: PairView['pair'],
  f: OrderFields,
  // Passed in, not imported: this chunk then imports nothing of /trade's, whose chunk keeps its small shape.
  optional: typeof OPTIONAL,
) {
  const { multiple, ticked, typed, lots, lotsOk, lotsValue, target, at, kind } = f;
  if (!isLoggedIn.value) {
    navigate(loginUrl('/trade'));
    return;
  }
  if (!multiple) {
    showToast(t('trade.leverage_missing'));
    return;
  }
  const found: Record<string, string> = {};
  // A ticked field is read, and must be a number of 0 or more; an unticked one is 0 (none), as the wire expects.
  const [slValue, tpValue, trailValue] = optional.map(([name]) => {
    if (!ticked[name]) return 0;
    const [value, error] = readNumber(typed[name] ?? '', { required: true });
    found[name] = error;
    return Number(value);
  });
  found.lots = lotsOk ? '' : readNumber(lots)[1] || t('trade.lots_invalid');
  if (at !== null) found.target_price = readNumber(target)[1] || (at > 0 ? '' : t('trade.price_required'));
  f.setErrors(found);
  if (Object.values(found).some(Boolean)) {
    // Brings the first field to fix into view (the form may be scrolled to its Buy and Sell bar).
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.order-form [aria-invalid="true"]')?.focus());
    return;
  }
  try {
    const order = await submitOrder({
      type: side,
      cont: lotsValue,
      forex_id: p.Id,
      status: kind,
      target_price: at ?? 0,
      stop_loss_price: slValue!,
      target_profit_price: tpValue!,
      trailing_stop: trailValue!,
      multiple,
      client_id: crypto.randomUUID(),
    });
    f.setDone(order);
    void refreshUser();
    void syncHoldings().catch(() => undefined);
  } catch {
    /* the api client toasted why */
  }
}
