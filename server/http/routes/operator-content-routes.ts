import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { callRoute, type Guards } from '../call-route.js';
import { actorOf, ADMIN_ROLES, requireOperator } from '../operator-auth.js';
import { newsDetail, pageNewsAdmin, saveNewsAdmin, setNewsPublished } from '../../admin/news-admin-service.js';
import { allCompanies, createCompany, deleteCompany, updateCompany } from '../../admin/companies-admin-service.js';
import { operatorContentCalls as calls } from '../../../core/wire/operator-content-calls.js';
import type { ArticleBody } from '../../../core/wire/operator-content.js';

/** Admin: news articles (saved through saveArticle, so sanitised on save) and the company directory. */
export async function operatorContentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const admin = { onRequest: requireOperator(deps.db, ADMIN_ROLES) };
  newsRoutes(app, deps, admin);
  companyRoutes(app, deps, admin);
}

function newsRoutes(app: FastifyInstance, { db, config }: RouteDeps, admin: Guards) {
  // A long article in 21 languages is larger than the app's default body limit.
  const article = { ...admin, bodyLimit: Math.max(config.bodyLimit, 5 * 1024 * 1024) };
  const form = (b: ArticleBody) => ({ ...b, created_at: b.created_at || undefined });

  callRoute(app, calls.news, async (q, req) => ok(req, await pageNewsAdmin(db, q.page ?? 1)), admin);
  callRoute(app, calls.article, async (p, req) => ok(req, await newsDetail(db, p.id)), admin);
  callRoute(
    app,
    calls.articleCreate,
    async (b, req) => ok(req, await saveNewsAdmin(db, actorOf(req), null, form(b))),
    article,
  );
  callRoute(
    app,
    calls.articleUpdate,
    async ({ id, ...b }, req) => ok(req, await saveNewsAdmin(db, actorOf(req), id, form(b))),
    article,
  );
  callRoute(
    app,
    calls.articlePublish,
    async (p, req) => ok(req, await setNewsPublished(db, actorOf(req), p.id, 1)),
    admin,
  );
  callRoute(
    app,
    calls.articleUnpublish,
    async (p, req) => ok(req, await setNewsPublished(db, actorOf(req), p.id, 0)),
    admin,
  );
}

function companyRoutes(app: FastifyInstance, { db }: RouteDeps, admin: Guards) {
  callRoute(app, calls.companies, async (_, req) => ok(req, await allCompanies(db)), admin);
  callRoute(app, calls.companyCreate, async (b, req) => ok(req, await createCompany(db, actorOf(req), b)), admin);
  callRoute(
    app,
    calls.companyUpdate,
    async ({ id, ...b }, req) => ok(req, await updateCompany(db, actorOf(req), id, b)),
    admin,
  );
  callRoute(
    app,
    calls.companyDelete,
    async (p, req) => {
      await deleteCompany(db, actorOf(req), p.id);
      return ok(req, null, 'server.messages.deleted');
    },
    admin,
  );
}
