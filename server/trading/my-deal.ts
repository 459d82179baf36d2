import type { Db } from '../db/database.js';
import { balanceOf } from '../ledger/balances.js';
import type { MarketService } from '../market/market-service.js';
import { formatMicro } from '../../core/rules/money.js';
import { OrderStatus } from '../../core/codes.js';
import type { DealPage, OrderWire } from '../../core/wire/trading.js';
import { dealPage } from './orders-repository.js';
import { floatingOf } from './live-figures.js';
import type { OrderRow } from './positions.js';

const PAGE_SIZE = 10;

/**
 * my_deal: holding, pending, or history (closed and cancelled, newest first); 10 a page, with the sum of the
 * list's profits (floating while held, realised once closed) and the balance, both in USD strings.
 */
export async function myDeal(
  db: Db,
  market: MarketService,
  userId: number,
  status: number,
  page: number,
  wire: (o: OrderRow) => OrderWire,
): Promise<DealPage> {
  // The wire's 3 (history) is both closed and cancelled orders.
  const history = status === OrderStatus.Closed;
  const statuses = history ? [OrderStatus.Closed, OrderStatus.Cancelled] : [status];
  const { rows, all } = await dealPage(db, userId, statuses, history, page, PAGE_SIZE);
  let sum = 0;
  for (const o of all) sum += o.status === OrderStatus.Holding ? floatingOf(market, o as OrderRow) : o.fact_profits;
  const balance = await balanceOf(db, userId);
  return {
    data: rows.map(wire),
    total: all.length,
    all_fact_profits: formatMicro(sum),
    balance: formatMicro(balance),
  };
}
