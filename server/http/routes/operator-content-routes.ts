import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { actorOf, ADMIN_ROLES, requireOperator } from '../operator-auth.js';
import { newsDetail, pageNewsAdmin, saveNewsAdmin, setNewsPublished } from '../../admin/news-admin-service.js';
import { allCompanies, createCompany, deleteCompany, updateCompany } from '../../admin/companies-admin-service.js';
import { ArticleBody, CompanyCreate, CompanyUpdate, PageQuery } from '../../../core/wire/operator-content.js';
import { IdParams } from '../../../core/wire/fields.js';

type Id = { Params: IdParams };

/** Admin: news articles (saved through saveArticle, so sanitised on save) and the company directory. */
export async function operatorContentRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };
  // A long article in 21 languages is larger than the app's default body limit.
  const articleLimit = Math.max(config.bodyLimit, 5 * 1024 * 1024);
  const created_at = (v: string | undefined) => v || undefined;

  app.get<{ Querystring: PageQuery }>(
    '/admin/api/news',
    { ...admin, schema: { querystring: PageQuery } },
    async (req) => ok(req, await pageNewsAdmin(db, req.query.page ?? 1)),
  );
  app.get<Id>('/admin/api/news/:id', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(req, await newsDetail(db, req.params.id)),
  );
  app.post<{ Body: ArticleBody }>(
    '/admin/api/news',
    { ...admin, bodyLimit: articleLimit, schema: { body: ArticleBody } },
    async (req) =>
      ok(
        req,
        await saveNewsAdmin(db, actorOf(req), null, { ...req.body, created_at: created_at(req.body.created_at) }),
      ),
  );
  app.post<Id & { Body: ArticleBody }>(
    '/admin/api/news/:id',
    { ...admin, bodyLimit: articleLimit, schema: { params: IdParams, body: ArticleBody } },
    async (req) =>
      ok(
        req,
        await saveNewsAdmin(db, actorOf(req), req.params.id, {
          ...req.body,
          created_at: created_at(req.body.created_at),
        }),
      ),
  );
  app.post<Id>('/admin/api/news/:id/publish', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(req, await setNewsPublished(db, actorOf(req), req.params.id, 1)),
  );
  app.post<Id>('/admin/api/news/:id/unpublish', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(req, await setNewsPublished(db, actorOf(req), req.params.id, 0)),
  );

  app.get('/admin/api/companies', admin, async (req) => ok(req, await allCompanies(db)));
  app.post<{ Body: CompanyCreate }>(
    '/admin/api/companies',
    { ...admin, schema: { body: CompanyCreate } },
    async (req) => ok(req, await createCompany(db, actorOf(req), req.body)),
  );
  app.post<Id & { Body: CompanyUpdate }>(
    '/admin/api/companies/:id',
    { ...admin, schema: { params: IdParams, body: CompanyUpdate } },
    async (req) => ok(req, await updateCompany(db, actorOf(req), req.params.id, req.body ?? {})),
  );
  app.post<Id>('/admin/api/companies/:id/delete', { ...admin, schema: { params: IdParams } }, async (req) => {
    await deleteCompany(db, actorOf(req), req.params.id);
    return ok(req, null, 'server.messages.deleted');
  });
}
