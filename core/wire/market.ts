import { Type, type Static } from 'typebox';
import { CacheBuster, Int, OptText } from './fields';
import { PERIOD_CODES, type Period } from '../rules/periods';
import type { Category, KlinePoint, TradePair } from '../rules/market-types';
import { callsOf, GET_POST, shape } from './contract';

/** Market data calls of docs/product.md; the answers' shapes (TradePair, KlinePoint…) are in core/rules/market-types.ts. */

export const ListQuery = Type.Object({ searchCurrency: OptText(32), ...CacheBuster });
export type ListQuery = Static<typeof ListQuery>;
export const CategoriesQuery = Type.Object({ ...CacheBuster });
export type CategoriesQuery = Static<typeof CategoriesQuery>;
export const KlineQuery = Type.Object({
  forex_id: Int(1, 1_000_000),
  // Unsafe: the union's static type is the Period codes, which a mapped list cannot spell.
  period: Type.Unsafe<Period>(Type.Union(PERIOD_CODES.map((p) => Type.Literal(p)))),
  ...CacheBuster,
});
export type KlineQuery = Static<typeof KlineQuery>;
export const MiniQuery = Type.Object({ forex_id: Type.Optional(Int(1, 1_000_000)), ...CacheBuster });
export type MiniQuery = Static<typeof MiniQuery>;

const call = callsOf('market');

/** Market data calls: public, GET, and POST accepted too. */
export const marketCalls = {
  tradeList: call({
    path: '/v1/api/forex/trade_list',
    methods: GET_POST,
    access: 'public',
    input: ListQuery,
    reply: shape<TradePair[]>(),
  }),
  categories: call({
    path: '/v1/api/forex/getCategories',
    methods: GET_POST,
    access: 'public',
    input: CategoriesQuery,
    reply: shape<Category[]>(),
  }),
  kline: call({
    path: '/v1/api/forex/kline',
    methods: GET_POST,
    access: 'public',
    input: KlineQuery,
    reply: shape<KlinePoint[]>(),
  }),
  /** Without `forex_id`: every pair's short close series keyed by pair id; with it, that pair's series. */
  miniSeries: call({
    path: '/v1/api/forex/abbreviated_cache_kline',
    methods: GET_POST,
    access: 'public',
    input: MiniQuery,
    reply: shape<Record<string, number[]> | number[]>(),
  }),
};
