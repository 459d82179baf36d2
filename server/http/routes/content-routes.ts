import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { articleInfo, listNews } from '../../content/news-service.js';
import { ComputedLeaderboard } from '../../content/leaderboard-board.js';
import { searchCompanies } from '../../content/companies-repository.js';
import { CompanyQuery, NewsInfoQuery, NewsListQuery } from '../../../core/wire/content.js';

/** News, leaderboard and company directory: public reading calls (docs/api/content.md). */
export async function contentRoutes(app: FastifyInstance, { db, leaderboard }: RouteDeps) {
  app.get<{ Querystring: NewsListQuery }>('/api/news/list', { schema: { querystring: NewsListQuery } }, async (req) =>
    ok(req, await listNews(db, req.lang, req.query.category_id ?? 1, req.query.page ?? 1)),
  );

  app.get<{ Querystring: NewsInfoQuery }>('/api/news/info', { schema: { querystring: NewsInfoQuery } }, async (req) =>
    ok(req, await articleInfo(db, req.lang, req.query.id)),
  );

  // One instance computes it here; many read what the engine role stored (content/leaderboard-board.ts).
  const board = leaderboard ?? new ComputedLeaderboard(db);
  app.get('/api/follow/list', async (req) => ok(req, await board.rows()));

  app.get<{ Querystring: CompanyQuery }>(
    '/api/company/getCompany',
    { schema: { querystring: CompanyQuery } },
    async (req) => ok(req, await searchCompanies(db, req.query.name ?? '')),
  );
}
