import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { articleInfo, listNews } from '../../content/news-service.js';
import { ComputedLeaderboard } from '../../content/leaderboard-board.js';
import { searchCompanies } from '../../content/companies-repository.js';
import { contentCalls as calls } from '../../../core/wire/content.js';
import { callRoute } from '../call-route.js';

/** News, leaderboard and company directory: public reading calls (docs/api/content.md). */
export async function contentRoutes(app: FastifyInstance, { db, leaderboard }: RouteDeps) {
  callRoute(app, calls.news, async (q, req) => ok(req, await listNews(db, req.lang, q.category_id ?? 1, q.page ?? 1)));

  callRoute(app, calls.article, async (q, req) => ok(req, await articleInfo(db, req.lang, q.id)));

  // One instance computes it here; many read what the engine role stored (content/leaderboard-board.ts).
  const board = leaderboard ?? new ComputedLeaderboard(db);
  callRoute(app, calls.leaders, async (_q, req) => ok(req, await board.rows()));

  callRoute(app, calls.companies, async (q, req) => ok(req, await searchCompanies(db, q.name ?? '')));
}
