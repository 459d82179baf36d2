import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { articleInfo, listNews } from '../../content/news-service.js';
import { computeLeaderboard, type LeaderboardEntry } from '../../content/leaderboard-service.js';
import { searchCompanies } from '../../content/companies-repository.js';
import { CompanyQuery, NewsInfoQuery, NewsListQuery } from '../../../core/wire/content.js';

/**
 * The leaderboard is public and sums weeks of closed orders: one computation serves every caller for this
 * long (ms), so a crowd opening the ranking tab (or a script calling it) costs one query, not one each.
 */
const LEADERBOARD_TTL_MS = 30_000;

/** News, leaderboard and company directory: public reading calls (docs/api/content.md). */
export async function contentRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Querystring: NewsListQuery }>('/api/news/list', { schema: { querystring: NewsListQuery } }, async (req) =>
    ok(req, await listNews(db, req.lang, req.query.category_id ?? 1, req.query.page ?? 1)));

  app.get<{ Querystring: NewsInfoQuery }>('/api/news/info', { schema: { querystring: NewsInfoQuery } }, async (req) =>
    ok(req, await articleInfo(db, req.lang, req.query.id)));

  let board: { at: number; rows: Promise<LeaderboardEntry[]> } | null = null;
  app.get('/api/follow/list', async (req) => {
    const now = Date.now();
    if (!board || now - board.at >= LEADERBOARD_TTL_MS) {
      const rows = computeLeaderboard(db, now);
      board = { at: now, rows };
      // A failed computation is not kept: the next caller tries again.
      rows.catch(() => { if (board?.rows === rows) board = null; });
    }
    return ok(req, await board.rows);
  });

  app.get<{ Querystring: CompanyQuery }>('/api/company/getCompany', { schema: { querystring: CompanyQuery } }, async (req) =>
    ok(req, await searchCompanies(db, req.query.name ?? '')));
}
