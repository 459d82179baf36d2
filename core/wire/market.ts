import { Type, type Static } from 'typebox';
import { CacheBuster, Int, OptText } from './fields';
import { PERIOD_CODES } from '../rules/periods';

/** Market data calls of docs/product.md; the answers' shapes (TradePair, KlinePoint…) are in core/rules/market-types.ts. */

export const ListQuery = Type.Object({ searchCurrency: OptText(32), ...CacheBuster });
export type ListQuery = Static<typeof ListQuery>;
export const CategoriesQuery = Type.Object({ ...CacheBuster });
export type CategoriesQuery = Static<typeof CategoriesQuery>;
export const KlineQuery = Type.Object({
  forex_id: Int(1, 1_000_000),
  period: Type.Union(PERIOD_CODES.map((p) => Type.Literal(p))),
  ...CacheBuster,
});
export type KlineQuery = Static<typeof KlineQuery>;
export const MiniQuery = Type.Object({ forex_id: Type.Optional(Int(1, 1_000_000)), ...CacheBuster });
export type MiniQuery = Static<typeof MiniQuery>;
