import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { getOrPost } from '../get-or-post.js';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { AppError } from '../app-error.js';
import { CacheBuster, Int, OptText } from '../schemas.js';
import { PERIOD_CODES, type Period } from '../../../src/lib/periods.js';
import type { TradePair } from '../../../src/lib/market-types.js';
import type { MarketService } from '../../market/market-service.js';
import type { PairRow } from '../../market/pairs-repository.js';
import { listCategories } from '../../market/pairs-repository.js';

const ListQuery = Type.Object({ searchCurrency: OptText(32), ...CacheBuster });
const KlineQuery = Type.Object({ forex_id: Int(1, 1_000_000), period: Type.Union(PERIOD_CODES.map((p) => Type.Literal(p))), ...CacheBuster });
const MiniQuery = Type.Object({ forex_id: Type.Optional(Int(1, 1_000_000)), ...CacheBuster });

/** A pair as product.md section 3 names its fields, with today's quotation and market status. */
export function toWirePair(p: PairRow, market: MarketService): TradePair {
  return {
    Id: p.id, Code: p.code, ShowCode: p.show_code, Logo: p.logo, CategoryId: p.category_id,
    MarketStatus: market.marketStatus(p), PricePrecision: p.price_precision, Pip: p.pip, ForexMinCont: p.min_cont,
    ForexContNum: p.cont_num, MarginMode: p.margin_mode, ForexFeeRate: p.fee_rate,
    HasForexMultiple: (JSON.parse(p.multiples) as number[]).map((Value) => ({ Value })),
    QuoteCurrency: p.quote_currency, ForexQuotations: market.quotation(p),
  };
}

/** Market data calls of product.md section 7 (GET as defined; POST accepted too, per server.md). */
export async function marketRoutes(app: FastifyInstance, { db, market }: RouteDeps) {
  getOrPost(app, '/v1/api/forex/trade_list', ListQuery, async ({ searchCurrency }, req) => {
    const q = (searchCurrency ?? '').trim().toLowerCase();
    const pairs = market.pairs.filter((p) => !q || p.code.toLowerCase().includes(q) || p.show_code.toLowerCase().includes(q));
    return ok(req, pairs.map((p) => toWirePair(p, market)));
  });

  getOrPost(app, '/v1/api/forex/getCategories', Type.Object({ ...CacheBuster }), async (_q, req) =>
    ok(req, (await listCategories(db)).map((c) => ({ Id: c.id, NameShowTrans: req.t(`server.categories.${c.key}`) }))));

  getOrPost(app, '/v1/api/forex/kline', KlineQuery, async ({ forex_id: id, period }, req) => {
    if (!market.pair(id)) throw new AppError('server.errors.invalid_field', { field: 'forex_id' });
    return ok(req, await market.kline(id, period as Period));
  });

  getOrPost(app, '/v1/api/forex/abbreviated_cache_kline', MiniQuery, async ({ forex_id: id }, req) => {
    if (id === undefined) return ok(req, await market.miniSeriesAll());
    if (!market.pair(id)) throw new AppError('server.errors.invalid_field', { field: 'forex_id' });
    return ok(req, await market.miniSeries(id));
  });
}
