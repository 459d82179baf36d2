import type { MarketService } from '../market/market-service.js';
import type { PairRow } from '../market/pairs-repository.js';
import type { OrderRow, Positions } from './positions.js';
import { profitMicro, riskRate, usdRate, type PairRule, type UsdRate } from '../../core/rules/trading-rules.js';
import { sideOf } from './order-checks.js';
import { formatMicro } from '../../core/rules/money.js';
import type { RiskSnapshot } from '../../core/protocol/frames.js';

/** The shared money rules (core/rules/trading-rules.ts) applied to the server's pairs and orders at the current prices. */

/** The fields of a pair the rules read, by their wire names. */
export const ruleOf = (p: PairRow): PairRule => ({
  Code: p.code,
  PricePrecision: p.price_precision,
  ForexContNum: p.cont_num,
  MarginMode: p.margin_mode,
  ForexFeeRate: p.fee_rate,
  QuoteCurrency: p.quote_currency,
});

/** The rate that turns the pair's quote currency into USD at the last prices; null when no pair quotes it. */
export function rateOf(market: MarketService, p: PairRow): UsdRate | null {
  return usdRate(p.quote_currency, (code) => {
    const q = market.pairByCode(code);
    const price = q && market.lastPrice(q.id);
    return q && price ? { price, precision: q.price_precision } : undefined;
  });
}

/** Floating profit of a holding order at its pair's last price (micro-USD); 0 while there is no price or rate. */
export function floatingOf(market: MarketService, o: OrderRow): number {
  const p = market.pair(o.pair_id);
  const price = p && market.lastPrice(p.id);
  const rate = p && rateOf(market, p);
  if (!p || !price || !rate) return 0;
  return profitMicro(ruleOf(p), sideOf(o.order_type), o.quantity, o.price, price, rate);
}

/** One user's held orders with their floating profit, and the account figures they make (micro-USD, HazardRate in %). */
export interface AccountFigures {
  rows: { o: OrderRow; f: number }[];
  marginAll: number;
  floating: number;
  hazard: number;
}

/** Account figures of one user from the held orders in memory and the given balance (micro-USD). */
export const accountOf = (
  market: MarketService,
  positions: Positions,
  userId: number,
  balance: number,
): AccountFigures => accountFrom(market, positions.heldOf(userId), balance);

/** Account figures of `held` (one user's holding orders) at this instance's last prices and the given balance. */
export function accountFrom(market: MarketService, held: readonly OrderRow[], balance: number): AccountFigures {
  let marginAll = 0;
  let floating = 0;
  const rows = held.map((o) => {
    const f = floatingOf(market, o);
    marginAll += o.caution_money;
    floating += f;
    return { o, f };
  });
  return { rows, marginAll, floating, hazard: riskRate(balance, marginAll, floating) };
}

/** The FOREX_TRADE push of an account (docs/api/socket.md): its totals and each held order at the last price. */
export const riskSnapshot = (market: MarketService, a: AccountFigures): RiskSnapshot => ({
  ProfitsTotal: formatMicro(a.floating),
  HazardRate: a.hazard,
  CautionMoneyAll: formatMicro(a.marginAll),
  TransOrder: a.rows.map(({ o, f }) => ({
    Id: o.id,
    UpdatePrice: market.lastPrice(o.pair_id) ?? o.update_price,
    FactProfits: formatMicro(f),
    TargetLossPrice: o.target_loss_price,
  })),
});
