import { AppError } from '../errors/app-error.js';
import type { MarketService } from '../market/market-service.js';
import type { PairRow } from '../market/pairs-repository.js';
import { MarketStatus } from '../../core/codes.js';

/** The checks of an order against the live market, each refusing with the message the trader reads. */

/** The pair an order names; an unknown id is a bad `forex_id`. */
export function pairOf(market: MarketService, id: number): PairRow {
  const p = market.pair(id);
  if (!p) throw new AppError('server.errors.invalid_field', { field: 'forex_id' });
  return p;
}

/** The pair's last price; none yet (or not positive) and nothing can be priced. */
export function priceOf(market: MarketService, p: PairRow): number {
  const price = market.lastPrice(p.id);
  if (!price || !(price > 0)) throw new AppError('server.errors.price_unavailable');
  return price;
}

/** Orders open, close and change only while the pair's market is open: a closed market's price is frozen. */
export function checkMarketOpen(market: MarketService, p: PairRow): void {
  if (market.marketStatus(p) !== MarketStatus.Open) throw new AppError('server.errors.market_closed');
}
