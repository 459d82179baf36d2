import type { FastifyInstance } from 'fastify';
import { callRoute } from '../call-route.js';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { AppError } from '../../errors/app-error.js';
import type { TradePair } from '../../../core/rules/market-types.js';
import type { MarketService } from '../../market/market-service.js';
import type { PairRow } from '../../market/pairs-repository.js';
import { listCategories } from '../../market/pairs-repository.js';
import { marketCalls as calls } from '../../../core/wire/market.js';

/** A pair with the old API's field names (docs/api/market.md), with today's quotation and market status. */
export function toWirePair(p: PairRow, market: MarketService): TradePair {
  return {
    Id: p.id,
    Code: p.code,
    ShowCode: p.show_code,
    Logo: p.logo,
    CategoryId: p.category_id,
    MarketStatus: market.marketStatus(p),
    OpensAt: market.statusItem(p).opensAt,
    PricePrecision: p.price_precision,
    Pip: p.pip,
    ForexMinCont: p.min_cont,
    ForexContNum: p.cont_num,
    MarginMode: p.margin_mode,
    ForexFeeRate: p.fee_rate,
    HasForexMultiple: (JSON.parse(p.multiples) as number[]).map((Value) => ({ Value })),
    QuoteCurrency: p.quote_currency,
    ForexQuotations: market.quotation(p),
  };
}

/** Market data calls (docs/api/market.md): GET, and POST accepted too. */
export async function marketRoutes(app: FastifyInstance, { db, market }: RouteDeps) {
  callRoute(app, calls.tradeList, async ({ searchCurrency }, req) => {
    const q = (searchCurrency ?? '').trim().toLowerCase();
    const pairs = market.pairs.filter(
      (p) => !q || p.code.toLowerCase().includes(q) || p.show_code.toLowerCase().includes(q),
    );
    return ok(
      req,
      pairs.map((p) => toWirePair(p, market)),
    );
  });

  callRoute(app, calls.categories, async (_q, req) =>
    ok(
      req,
      (await listCategories(db)).map((c) => ({ Id: c.id, NameShowTrans: req.t(`server.categories.${c.key}`) })),
    ),
  );

  callRoute(app, calls.kline, async ({ forex_id: id, period }, req) => {
    if (!market.pair(id)) throw new AppError('server.errors.invalid_field', { field: 'forex_id' });
    return ok(req, await market.charts.kline(id, period));
  });

  callRoute(app, calls.miniSeries, async ({ forex_id: id }, req) => {
    if (id === undefined) return ok(req, await market.charts.miniSeriesAll());
    if (!market.pair(id)) throw new AppError('server.errors.invalid_field', { field: 'forex_id' });
    return ok(req, await market.charts.miniSeries(id));
  });
}
