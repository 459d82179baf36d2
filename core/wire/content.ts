import { Type, type Static } from 'typebox';
import { CacheBuster, Int, OptText } from './fields';

/** News, leaderboard and company directory: the public reading calls of docs/product.md. */

export const NewsListQuery = Type.Object({
  category_id: Type.Optional(Int(1, 1_000_000)),
  page: Type.Optional(Int(1, 100_000)),
  ...CacheBuster,
});
export type NewsListQuery = Static<typeof NewsListQuery>;
export const NewsInfoQuery = Type.Object({ id: Int(1, Number.MAX_SAFE_INTEGER), ...CacheBuster });
export type NewsInfoQuery = Static<typeof NewsInfoQuery>;
export const CompanyQuery = Type.Object({ name: OptText(100), ...CacheBuster });
export type CompanyQuery = Static<typeof CompanyQuery>;
