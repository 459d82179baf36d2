import { fetchDeals, type Order } from '../api/trading-api';
import { pairs } from './market';
import { syncPositions } from '../socket/socket-client';
import type { HeldPosition } from '../socket/socket-client';
import type { PairRule } from '../../core/rules/trading-rules';
import { toMicro } from '../../core/rules/money';
import { OrderStatus, Side } from '../../core/codes';

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
    });
  }
  const prices = pairs.value.map((v) => ({
    code: v.pair.Code,
    price: v.price.value,
    precision: v.pair.PricePrecision,
  }));
  await syncPositions(positions, balance, prices);
  return all;
}
