import { fetchDeals, type Order } from '../api/trading-api';
import { pairs } from './market';
import { syncPositions } from '../socket/socket-client';
import type { HeldPosition } from '../socket/socket-client';
import type { PairRule } from '../../core/rules/trading-rules';
import { toMicro } from '../../core/rules/money';
import { OrderStatus, Side } from '../../core/codes';

/**
 * The holding orders last sent to the worker (id -> lots and take-profit: the chart draws it, and FOREX_TRADE brings
 * stop-losses but not take-profits); null until a screen that shows risk sent them.
 */
let sent: ReadonlyMap<number, string> | null = null;

/** Sends every holding order (all pages) and the balance to the worker, which keeps profit and risk live. */
export async function syncHoldings(): Promise<Order[]> {
  const all: Order[] = [];
  let balance = '0';
  for (let page = 1; page <= 20; page++) {
    const r = await fetchDeals(OrderStatus.Holding, page);
    all.push(...r.data);
    balance = r.balance;
    if (all.length >= r.total || r.data.length === 0) break;
  }
  const byCode = new Map(pairs.value.map((v) => [v.pair.Code, v]));
  const positions: HeldPosition[] = [];
  for (const o of all) {
    const v = byCode.get(o.ForexTradeLists.Code);
    if (!v) continue;
    const rule: PairRule = v.pair;
    positions.push({
      id: o.Id,
      rule,
      side: o.OrderType === Side.Buy ? Side.Buy : Side.Sell,
      lots: o.Quantity,
      open: o.Price,
      marginMicro: toMicro(o.CautionMoney),
      sl: o.TargetLossPrice,
      tp: o.TargetProfitPrice,
    });
  }
  const prices = pairs.value.map((v) => ({
    code: v.pair.Code,
    price: v.price.value,
    precision: v.pair.PricePrecision,
  }));
  await syncPositions(positions, balance, prices);
  sent = new Map(all.map((o) => [o.Id, sentAs(o)]));
  return all;
}

const sentAs = (o: Order) => `${o.Quantity} ${o.TargetProfitPrice}`;

let syncing = false;
let again = false;

/** Runs syncHoldings, or once more after the one running (whose read may predate the change). */
function syncSoon(): void {
  if (syncing) {
    again = true;
    return;
  }
  syncing = true;
  void syncHoldings()
    .catch(() => undefined)
    .finally(() => {
      syncing = false;
      if (again) {
        again = false;
        syncSoon();
      }
    });
}

/**
 * After an ACCOUNT push (account-sync.ts): sends the holdings again when the push opened, filled, partly closed,
 * closed or removed one, so the totals and the form's margin level count what is held now. Only once a screen sent
 * them (/order, /trade's form): the worker computes no risk for a screen that shows none.
 */
export function resyncHoldings(orders: readonly Order[], removed: readonly number[]): void {
  const held = sent;
  if (!held) return;
  if (
    removed.some((id) => held.has(id)) ||
    orders.some((o) => (o.Status === OrderStatus.Holding ? held.get(o.Id) !== sentAs(o) : held.has(o.Id)))
  )
    syncSoon();
}
